import { describe, expect, it } from 'vitest';
import { campaignSendingRoutes, type CampaignProgress } from '@sendwell/contracts';
import { seedSendableCampaign } from '../../../test/campaign-sending';
import {
  addSenderWithWebhook,
  useProviderApp,
  type ProviderSenderKind,
} from '../../../test/provider-senders';
import type { ProviderRequest } from '../../../test/provider-peer';
import { signSnsMessage, snsCertificateUrl, snsNotification } from '../../../test/sns-signing';
import { TEST_APP_URL } from '../../../test/test-app';
import { handleCampaignSend } from './campaign-send.job';

/*
 * A campaign sent through a provider's API (SendGrid, Postmark, Amazon SES on a loopback HTTP server that
 * answers as each documents): each message names its campaign and contact in the provider's metadata and carries
 * the List-Unsubscribe headers of the SMTP path, and an event the provider posts back with that metadata lands
 * on the campaign.
 */

const { t, owner, apis } = useProviderApp({ workers: false });

const HTML = `<!doctype html><html><body>
<h1>Hello {{ first_name | default: "there" }}!</h1>
<p><a href="https://shop.example/autumn">See the autumn collection</a></p>
<p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>
</body></html>`;

const SEND_PATHS: Record<ProviderSenderKind, RegExp> = {
  sendgrid: /^\/sendgrid\/v3\/mail\/send$/,
  postmark: /^\/postmark\/email$/,
  ses: /^\/ses\/eu-west-1\/v2\/email\/outbound-emails$/,
};

/** What one provider request says, in common terms. */
interface SentThroughApi {
  to: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The metadata the provider hands back with each event. */
  metadata: Record<string, string>;
}

const readSend = (kind: ProviderSenderKind, request: ProviderRequest): SentThroughApi => {
  const body = JSON.parse(request.body) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (kind === 'sendgrid') {
    const content = body.content as { type: string; value: string }[];
    return {
      to: body.personalizations[0].to[0].email,
      text: content.find((part) => part.type === 'text/plain')!.value,
      html: content.find((part) => part.type === 'text/html')!.value,
      headers: body.headers ?? {},
      metadata: body.custom_args,
    };
  }
  if (kind === 'postmark')
    return {
      to: body.To,
      text: body.TextBody,
      html: body.HtmlBody,
      headers: Object.fromEntries(
        ((body.Headers ?? []) as { Name: string; Value: string }[]).map((header) => [
          header.Name,
          header.Value,
        ]),
      ),
      metadata: body.Metadata,
    };
  const simple = body.Content.Simple;
  return {
    to: body.Destination.ToAddresses[0],
    text: simple.Body.Text.Data,
    html: simple.Body.Html.Data,
    headers: Object.fromEntries(
      ((simple.Headers ?? []) as { Name: string; Value: string }[]).map((header) => [
        header.Name,
        header.Value,
      ]),
    ),
    metadata: Object.fromEntries(
      (body.EmailTags as { Name: string; Value: string }[]).map((tag) => [tag.Name, tag.Value]),
    ),
  };
};

/** A delivery event as the provider posts it, carrying the message's metadata back. */
const deliveredEvent = (kind: ProviderSenderKind, sent: SentThroughApi, id: string) => {
  const at = '2026-03-02T09:00:00.000Z';
  if (kind === 'sendgrid')
    return {
      contentType: 'application/json',
      payload: [
        {
          email: sent.to,
          timestamp: Date.parse(at) / 1000,
          event: 'delivered',
          sg_event_id: id,
          ...sent.metadata,
        },
      ],
    };
  if (kind === 'postmark')
    return {
      contentType: 'application/json',
      payload: {
        RecordType: 'Delivery',
        MessageStream: 'outbound',
        MessageID: id,
        Recipient: sent.to,
        DeliveredAt: at,
        Metadata: sent.metadata,
      },
    };
  const event = {
    eventType: 'Delivery',
    mail: {
      timestamp: at,
      source: 'ses@shop.example',
      messageId: id,
      destination: [sent.to],
      // SES hands each tag back as a list of its values.
      tags: Object.fromEntries(Object.entries(sent.metadata).map(([name, value]) => [name, [value]])),
    },
    delivery: { timestamp: at, recipients: [sent.to], smtpResponse: '250 OK' },
  };
  return {
    contentType: 'text/plain; charset=UTF-8',
    payload: signSnsMessage(snsNotification(id, event), snsCertificateUrl(`${apis.url}/sns/eu-west-1`)),
  };
};

describe.each(['sendgrid', 'postmark', 'ses'] as const)('a campaign sent through %s', (kind) => {
  it('names the campaign and contact in the metadata, carries the unsubscribe headers and a text part, and maps the events back', async () => {
    const sender = await addSenderWithWebhook(owner, apis.accounts, kind, `${kind}@shop.example`);
    const campaign = await seedSendableCampaign(t.ctx.db, owner, {
      senderId: sender.id,
      count: 2,
      prefix: `api-${kind}`,
      html: HTML,
    });
    const started = await owner.browser.call(campaignSendingRoutes.send, {
      params: { id: campaign.campaignId },
    });
    expect(started.status, started.text).toBe(202);
    await handleCampaignSend(t.ctx, { accountId: owner.accountId, campaignId: campaign.campaignId });
    const progress = await owner.browser.call(campaignSendingRoutes.progress, {
      params: { id: campaign.campaignId },
    });
    expect(progress.data as CampaignProgress).toMatchObject({ status: 'sent', sent: 2, failed: 0 });

    const sends = apis.requests
      .filter((request) => request.method === 'POST' && SEND_PATHS[kind].test(request.path))
      .map((request) => readSend(kind, request));
    expect(sends.map((sent) => sent.to).sort()).toEqual([...campaign.emails].sort());
    for (const sent of sends) {
      const contactId = campaign.contactIds[campaign.emails.indexOf(sent.to)]!;
      expect(sent.metadata).toMatchObject(
        kind === 'postmark'
          ? { campaignId: String(campaign.campaignId), contactId: String(contactId) }
          : { campaign_id: String(campaign.campaignId), contact_id: String(contactId) },
      );
      // The headers the SMTP path sends: the contact's own one-click unsubscribe address (RFC 8058).
      const unsubscribe = /href="([^"]+\/api\/t\/u\/[^"]+)"/.exec(sent.html)?.[1];
      expect(unsubscribe?.startsWith(`${TEST_APP_URL}/api/t/u/`)).toBe(true);
      expect(sent.headers).toEqual({
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(sent.text).toContain('Hello Zoë');
      expect(sent.text).toMatch(/See the autumn collection\s+\(http:\/\/localhost:3000\/api\/t\/c\//);

      const event = deliveredEvent(kind, sent, `${kind}-delivered-${contactId}`);
      const posted = await t.app.inject({
        method: 'POST',
        url: sender.webhookUrl.slice(TEST_APP_URL.length),
        payload: JSON.stringify(event.payload),
        headers: { 'content-type': event.contentType },
      });
      expect(posted.json(), posted.body).toMatchObject({ recorded: 1, errors: [] });
    }
    const delivered = await t.ctx.db
      .selectFrom('delivery_events')
      .select(['contact_id', 'campaign_id', 'sender_id'])
      .where('account_id', '=', owner.accountId)
      .where('kind', '=', 'delivered')
      .where('sender_id', '=', sender.id)
      .orderBy('contact_id')
      .execute();
    expect(delivered).toEqual(
      campaign.contactIds.map((id) => ({
        contact_id: id,
        campaign_id: campaign.campaignId,
        sender_id: sender.id,
      })),
    );
  });
});
