import { describe, expect, it } from 'vitest';
import { campaignSendingRoutes } from '@sendwell/contracts';
import { addSmtpSender, seedSendableCampaign } from '../../../test/campaign-sending';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { mimePart } from '../../../test/smtp-server';
import { useSmtpSink } from '../../../test/smtp-sink';
import { TEST_APP_URL } from '../../../test/test-app';
import { handleCampaignSend } from './campaign-send.job';

/* Each campaign message, as a real SMTP server on loopback receives it, carries a text/plain alternative. */

const sink = useSmtpSink();

const t = useTestApp({ workers: false });
const owner = useOwner(t);

const HTML = `<!doctype html><html><head><meta charset="utf-8"><style>p{color:#333}</style></head>
<body><table role="presentation" width="100%"><tr><td>
<h1>Hello {{ first_name | default: "there" }}!</h1>
<p>Our autumn collection is in, {{ first_name }}.</p>
<p><a href="https://shop.example/autumn?src=mail">See the autumn collection</a></p>
<p><a href="mailto:help@shop.example">Write to us</a></p>
<p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>
</td></tr></table></body></html>`;

describe('the text/plain alternative of a campaign message', () => {
  it('is made from the rendered HTML, each link spelled out with its tracked address, which still leads to the link', async () => {
    const senderId = await addSmtpSender(owner, sink().port);
    const campaign = await seedSendableCampaign(t.ctx.db, owner, {
      senderId,
      count: 2,
      prefix: 'text-part',
      html: HTML,
    });
    const started = await owner.browser.call(campaignSendingRoutes.send, {
      params: { id: campaign.campaignId },
    });
    expect(started.status, started.text).toBe(202);
    await handleCampaignSend(t.ctx, { accountId: owner.accountId, campaignId: campaign.campaignId });

    for (const [index, email] of campaign.emails.entries()) {
      const mails = sink().received.filter((mail) => mail.to.includes(email));
      expect(mails).toHaveLength(1);
      const raw = mails[0]!.raw;
      expect(raw).toMatch(/^content-type: multipart\/alternative/im);
      const text = mimePart(raw, 'text/plain');
      const html = mimePart(raw, 'text/html');
      expect(text).toBeDefined();
      expect(html).toBeDefined();
      // The words, without markup, styles or the hidden preheader.
      expect(text).toContain(`Hello Zoë${index}!`);
      expect(text).toContain(`Our autumn collection is in, Zoë${index}.`);
      expect(text).not.toMatch(/<\/?[a-z]/i);
      expect(text).not.toContain('color:#333');
      expect(text).not.toContain(`New in, Zoë${index}`);
      // Each link after its words, with the address the HTML part holds: the tracked one, never the bare link.
      const clicks = [...html!.matchAll(/href="([^"]+\/api\/t\/c\/[^"]+)"/g)].map((match) => match[1]!);
      expect(clicks).toHaveLength(1);
      const click = clicks[0]!.replace(/&amp;/g, '&');
      expect(click.startsWith(`${TEST_APP_URL}/api/t/c/`)).toBe(true);
      expect(text).toMatch(new RegExp(`See the autumn collection\\s+\\(${escape(click)}\\)`));
      expect(text).not.toContain('https://shop.example/autumn');
      expect(text).toContain('Write to us (help@shop.example)');
      const unsubscribe = /href="([^"]+\/api\/t\/u\/[^"]+)"/.exec(html!)?.[1];
      expect(unsubscribe).toBeDefined();
      expect(text).toMatch(new RegExp(`Unsubscribe\\s+\\(${escape(unsubscribe!)}\\)`));

      // The address read from the text part is a working tracked link.
      const followed = await t.app.inject({ method: 'GET', url: click.slice(TEST_APP_URL.length) });
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe('https://shop.example/autumn?src=mail');
    }
    const clicked = await t.ctx.db
      .selectFrom('email_activity')
      .select(['contact_id', 'link'])
      .where('account_id', '=', owner.accountId)
      .where('campaign_id', '=', campaign.campaignId)
      .where('kind', '=', 'clicked')
      .orderBy('contact_id')
      .execute();
    expect(clicked).toEqual(
      campaign.contactIds.map((id) => ({ contact_id: id, link: 'https://shop.example/autumn?src=mail' })),
    );
  });
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
