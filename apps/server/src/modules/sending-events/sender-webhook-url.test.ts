import { describe, expect, it } from 'vitest';
import { sendingWebhookUrl, shownAddress, tokenOfSendingWebhookUrl } from './sender-webhook-url';

const APP = 'https://mail.shop.example';
const TOKEN = 'q3V9x_Rk-2';

describe('telling our sending-event addresses from others', () => {
  it('reads the token back from an address it made', () => {
    expect(tokenOfSendingWebhookUrl(APP, sendingWebhookUrl(APP, TOKEN))).toBe(TOKEN);
  });

  it('ignores the case of the host, a default port, a trailing slash and spaces around it', () => {
    expect(
      tokenOfSendingWebhookUrl(APP, ` https://MAIL.shop.example:443/api/webhooks/sending/${TOKEN}/ `),
    ).toBe(TOKEN);
  });

  it('keeps a path the app is served under', () => {
    const app = 'https://shop.example/sendwell/';
    expect(sendingWebhookUrl(app, TOKEN)).toBe(`https://shop.example/sendwell/api/webhooks/sending/${TOKEN}`);
    expect(tokenOfSendingWebhookUrl(app, `https://shop.example/sendwell/api/webhooks/sending/${TOKEN}`)).toBe(
      TOKEN,
    );
    expect(
      tokenOfSendingWebhookUrl(app, `https://shop.example/api/webhooks/sending/${TOKEN}`),
    ).toBeUndefined();
  });

  it('refuses another host, scheme, port or path, and text that is no address', () => {
    for (const address of [
      `https://evil.example/api/webhooks/sending/${TOKEN}`,
      `http://mail.shop.example/api/webhooks/sending/${TOKEN}`,
      `https://mail.shop.example:8443/api/webhooks/sending/${TOKEN}`,
      `https://mail.shop.example/api/webhooks/store/${TOKEN}`,
      `https://mail.shop.example/api/webhooks/sending/`,
      `https://mail.shop.example/api/webhooks/sending/${TOKEN}/extra`,
      'ops@shop.example',
    ])
      expect(tokenOfSendingWebhookUrl(APP, address), address).toBeUndefined();
  });

  it('shows an address without its credentials, query or fragment', () => {
    expect(shownAddress('https://user:pass@hooks.example/in?key=1#x')).toBe('https://hooks.example/in');
  });
});
