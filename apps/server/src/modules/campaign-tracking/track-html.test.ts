import { describe, expect, it } from 'vitest';
import { createTrackMessage } from './create-track-message';
import { trackedLinksOf, trackHtml } from './track-html';
import { readTrackingToken } from './tracking-token';

const addresses = {
  click: (index: number) => `https://app.test/api/t/c/link-${index}`,
  unsubscribe: 'https://app.test/api/t/u/unsub',
  webView: 'https://app.test/api/t/v/view',
  pixel: 'https://app.test/api/t/o/pixel',
};

const EMAIL = `<!doctype html>
<html><head><title>Sale</title><!--[if mso]><style>td{font-family:Arial}</style><![endif]--></head>
<body>
<p><a href="https://shop.example/spring?utm=mail&amp;id=1" class="btn">Shop</a>
<a href="  http://shop.example/plain  ">Plain</a>
<a href="mailto:help@shop.example">Mail us</a>
<a href="tel:+441234">Call</a>
<a href="#top">Top</a>
<a name="no-href">No href</a>
<a href="{{ unsubscribe_url }}">Unsubscribe</a>
<a href="{{web_view_url}}">View in browser</a>
<table><tr><td><a href='HTTPS://shop.example/Caps'>Caps</a></td></tr></table>
</p>
</body>
</html>`;

describe('trackHtml', () => {
  const tracked = trackHtml(EMAIL, addresses);

  it('sends every http(s) link through its click address, numbered in document order', () => {
    expect(tracked).toContain('<a href="https://app.test/api/t/c/link-0" class="btn">Shop</a>');
    expect(tracked).toContain('<a href="https://app.test/api/t/c/link-1">Plain</a>');
    expect(tracked).toContain('<a href="https://app.test/api/t/c/link-2">Caps</a>');
    expect(tracked).not.toContain('shop.example/spring');
    expect(tracked).not.toContain('link-3');
  });

  it('leaves mailto:, tel:, anchors and links without an address as they were', () => {
    expect(tracked).toContain('<a href="mailto:help@shop.example">Mail us</a>');
    expect(tracked).toContain('<a href="tel:+441234">Call</a>');
    expect(tracked).toContain('<a href="#top">Top</a>');
    expect(tracked).toContain('<a name="no-href">No href</a>');
  });

  it("fills the unsubscribe and web view merge tags with the contact's own addresses, not click addresses", () => {
    expect(tracked).toContain('<a href="https://app.test/api/t/u/unsub">Unsubscribe</a>');
    expect(tracked).toContain('<a href="https://app.test/api/t/v/view">View in browser</a>');
  });

  it('adds the open pixel once, just before the end of the body, and keeps the rest byte for byte', () => {
    expect(tracked.match(/api\/t\/o\/pixel/g)).toHaveLength(1);
    expect(tracked).toMatch(/<img src="https:\/\/app\.test\/api\/t\/o\/pixel"[^>]*alt=""[^>]*\/>\n?<\/body>/);
    expect(tracked).toContain('<!--[if mso]><style>td{font-family:Arial}</style><![endif]-->');
  });

  it('adds no pixel when none is asked for (the web view)', () => {
    const { pixel: _pixel, ...withoutPixel } = addresses;
    expect(trackHtml(EMAIL, withoutPixel)).not.toContain('<img');
  });

  it('adds the pixel at the end of a fragment with no body tag', () => {
    const fragment = trackHtml('<p><a href="https://x.example">x</a></p>', addresses);
    expect(fragment).toBe(
      '<p><a href="https://app.test/api/t/c/link-0">x</a></p>' + fragment.slice(fragment.indexOf('<img')),
    );
    expect(fragment.match(/<img/g)).toHaveLength(1);
  });

  it('lists the tracked links with their addresses decoded, in the same order', () => {
    expect(trackedLinksOf(EMAIL)).toEqual([
      'https://shop.example/spring?utm=mail&id=1',
      'http://shop.example/plain',
      'HTTPS://shop.example/Caps',
    ]);
  });
});

describe('createTrackMessage', () => {
  const secretKey = 'a-secret-key-for-tests-only-0123456789';
  const message = {
    accountId: '2f1c7a1e-8b7d-4c55-9a0e-6f3b2d1c0a99',
    campaignId: 7,
    contactId: 42,
    emailTypeId: null,
    messageId: '<m1@app.test>',
    html: EMAIL,
  };

  it("signs each click with the link's index, and the pixel, web view and unsubscribe for the contact", () => {
    const tracked = createTrackMessage({ secretKey, appUrl: 'https://app.test' })(message);
    const tokens = [...tracked.html.matchAll(/https:\/\/app\.test\/api\/t\/([ocvu])\/([^"]+)"/g)].map(
      ([, kind, token]) => readTrackingToken(secretKey, token!, kind as 'o'),
    );
    expect(tokens.filter((token) => token?.kind === 'c').map((token) => token?.link)).toEqual([0, 1, 2]);
    expect(tokens.map((token) => token?.kind).sort()).toEqual(['c', 'c', 'c', 'o', 'u', 'v']);
    for (const token of tokens)
      expect(token).toMatchObject({ accountId: message.accountId, campaignId: 7, contactId: 42 });
  });

  it('answers List-Unsubscribe with the https address (and mailto when a mailbox reads them) and RFC 8058 one-click', () => {
    const { headers } = createTrackMessage({ secretKey, appUrl: 'https://app.test' })(message);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/app\.test\/api\/t\/u\/[^>]+>$/);
    const withMailbox = createTrackMessage({
      secretKey,
      appUrl: 'https://app.test',
      unsubscribeMailbox: 'unsubscribe@app.test',
    })(message);
    expect(withMailbox.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/app\.test\/api\/t\/u\/[^>]+>, <mailto:unsubscribe@app\.test\?subject=unsubscribe%20[^>]+>$/,
    );
  });
});
