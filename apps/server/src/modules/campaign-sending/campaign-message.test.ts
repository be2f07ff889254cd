import { describe, expect, it } from 'vitest';
import { createTrackMessage } from '../campaign-tracking/create-track-message';
import { compileCampaignMessage, withPreheader } from './campaign-message';

const tracking = createTrackMessage({
  secretKey: 'preheader-test-secret-key-0123456789abcdef',
  appUrl: 'https://app.test',
});

const HIDDEN = '<div style="display:none;max-height:0;overflow:hidden;mso-hide:all" aria-hidden="true">';

describe("a campaign's preheader", () => {
  it('goes first in the body, hidden, as text: what looks like a tag cannot hide the message', () => {
    const html = '<html><body class="x"><p>Sale starts now</p></body></html>';
    expect(withPreheader(html, 'Deals <under $5> & more')).toBe(
      `<html><body class="x">${HIDDEN}Deals &lt;under $5&gt; & more</div><p>Sale starts now</p></body></html>`,
    );
    expect(withPreheader(html, '')).toBe(html);
    expect(withPreheader('<p>No body</p>', 'Hi')).toBe(`${HIDDEN}Hi</div><p>No body</p>`);
  });

  it('is the same escaped text whether the message is laid out once or rendered for each contact', () => {
    const content = {
      accountId: '6f1c0f3e-1111-4222-8333-944455556666',
      campaignId: 7,
      emailTypeId: null,
      html: '<html><body><p>Hello {{ first_name }}</p><a href="https://shop.example/">Shop</a></body></html>',
      subject: 'Hi',
      preheader: 'Deals <under $5> for {{ first_name }}',
    };
    const recipient = {
      contactId: 1,
      email: 'tom@example.com',
      messageId: 'c7.1',
      properties: { firstName: 'Tom & <Jerry>' },
    };
    const parsed = compileCampaignMessage(content, (message) => tracking(message))(recipient);
    const laidOut = compileCampaignMessage(content, tracking)(recipient);
    expect(parsed.html).toContain(`${HIDDEN}Deals &lt;under $5&gt; for Tom &amp; &lt;Jerry&gt;</div>`);
    expect(laidOut.html).toBe(parsed.html);
  });
});
