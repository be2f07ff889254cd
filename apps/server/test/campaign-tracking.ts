import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/database';
import type { AppContext } from '../src/platform/context';
import { createTrackMessage } from '../src/modules/campaign-tracking/create-track-message';
import { TRACKING_MERGE_VALUES } from '../src/modules/campaign-tracking/track-html';
import type { TrackedMessage } from '../src/modules/campaign-tracking/track-message';
import { mergeValuesOfContact, renderMergeTags } from '../src/modules/templates/render-merge-tags';
import { insertTemplate } from '../src/modules/templates/templates.repository';
import { seedContacts } from './fixtures';

/** A campaign's email as a marketer writes it: a personalised link, links left alone, the unsubscribe tag. */
export const CAMPAIGN_HTML = `<!doctype html>
<html><head><title>Spring sale</title></head>
<body>
<h1>Hello {{ first_name | default: "there" }}</h1>
<p><a href="https://shop.example/spring?who={{ email }}">Shop the sale</a></p>
<p><a href="https://shop.example/blog">Read the blog</a> · <a href="mailto:help@shop.example">Write to us</a></p>
<p><a href="{{ web_view_url }}">View in your browser</a> · <a href="{{ unsubscribe_url }}">Unsubscribe</a></p>
</body>
</html>`;

/** A campaign sent from a saved template, as the send engine leaves it. */
export const seedTrackedCampaign = async (
  db: Db,
  accountId: string,
  createdBy: string,
  options: { name?: string; html?: string; emailTypeId?: number | null; startedAt?: Date } = {},
): Promise<number> => {
  const templateId = await insertTemplate(db, {
    accountId,
    name: `Template ${randomBytes(4).toString('hex')}`,
    category: 'uploaded',
    content: { html: options.html ?? CAMPAIGN_HTML, amp: null },
    emailTypeId: null,
    createdBy,
  });
  const startedAt = options.startedAt ?? new Date();
  const campaign = await db
    .insertInto('campaigns')
    .values({
      account_id: accountId,
      name: options.name ?? 'Spring sale',
      sender_id: null,
      status: 'sent',
      sent_at: startedAt,
      send_started_at: startedAt,
      template_id: templateId,
      template_version: 1,
      subject: 'Spring sale: 20% off',
      email_type_id: options.emailTypeId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return campaign.id;
};

/** The message the engine hands to the transport for one contact: rendered, then tracked. */
export const trackedMessageFor = async (
  ctx: AppContext,
  target: { accountId: string; campaignId: number; contactId: number },
  html = CAMPAIGN_HTML,
): Promise<TrackedMessage> => {
  const contact = await ctx.db
    .selectFrom('contacts')
    .select(['email', 'properties'])
    .where('account_id', '=', target.accountId)
    .where('id', '=', target.contactId)
    .executeTakeFirstOrThrow();
  const rendered = await renderMergeTags(html, {
    ...mergeValuesOfContact(contact),
    ...TRACKING_MERGE_VALUES,
  });
  return createTrackMessage({ secretKey: ctx.config.secretKey, appUrl: ctx.config.appUrl })({
    ...target,
    emailTypeId: null,
    messageId: `<${target.campaignId}.${target.contactId}@test>`,
    html: rendered,
  });
};

/** The tracking addresses in a message, as paths the test app serves. */
export const trackingPathsOf = (message: TrackedMessage, appUrl: string) => {
  const paths = [...message.html.matchAll(/href="([^"]+)"|src="([^"]+)"/g)]
    .map(([, href, src]) => (href ?? src)!)
    .filter((url) => url.startsWith(`${appUrl}/api/t/`))
    .map((url) => url.slice(appUrl.length));
  return {
    clicks: paths.filter((path) => path.startsWith('/api/t/c/')),
    pixel: paths.find((path) => path.startsWith('/api/t/o/'))!,
    webView: paths.find((path) => path.startsWith('/api/t/v/'))!,
    unsubscribe: paths.find((path) => path.startsWith('/api/t/u/'))!,
  };
};

/**
 * A sent campaign with a known outcome, in an account in Europe/Paris, started 2026-03-02 09:00 UTC: six
 * recipients (one skipped, one refused as a hard bounce), five sends, opens by two people (one twice) and by
 * Apple's proxy, three clicks on two links, a soft bounce and a complaint from the provider, one unsubscribe.
 */
export const seedCampaignReport = async (db: Db, accountId: string, createdBy: string): Promise<number> => {
  await db
    .updateTable('accounts')
    .set({ settings: JSON.stringify({ timezone: 'Europe/Paris' }) })
    .where('id', '=', accountId)
    .execute();
  const contacts = await seedContacts(
    db,
    accountId,
    ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}.${randomBytes(3).toString('hex')}@example.com`),
  );
  const [a, b, c, d, e, f] = contacts as [number, number, number, number, number, number];
  const campaignId = await seedTrackedCampaign(db, accountId, createdBy, {
    startedAt: new Date('2026-03-02T09:00:00.000Z'),
  });
  const states = [
    [a, 'sent'],
    [b, 'sent'],
    [c, 'sent'],
    [d, 'sent'],
    [e, 'bounced'],
    [f, 'skipped'],
  ] as const;
  await db
    .insertInto('campaign_recipients')
    .values(
      states.map(([contactId, state]) => ({
        account_id: accountId,
        campaign_id: campaignId,
        contact_id: contactId,
        email: `${contactId}@example.com`,
        state,
        skip_reason: state === 'skipped' ? ('unsubscribed' as const) : null,
        message_id: `<${campaignId}.${contactId}@test>`,
        last_error: null,
        handed_off_at: state === 'skipped' ? null : new Date('2026-03-02T09:00:00.000Z'),
      })),
    )
    .execute();
  const row = (
    contactId: number,
    kind: 'sent' | 'opened' | 'clicked',
    at: string,
    extra: { link?: string; apple?: boolean } = {},
  ) => ({
    account_id: accountId,
    contact_id: contactId,
    campaign_id: campaignId,
    kind,
    occurred_at: new Date(at),
    link: extra.link ?? null,
    sender_id: null,
    is_apple_privacy_open: extra.apple ?? false,
  });
  await db
    .insertInto('email_activity')
    .values([
      ...[a, b, c, d, e].map((contactId) => row(contactId, 'sent', '2026-03-02T09:00:05.000Z')),
      row(a, 'opened', '2026-03-02T09:10:00.000Z'),
      row(b, 'opened', '2026-03-02T09:20:00.000Z'),
      row(c, 'opened', '2026-03-02T09:30:00.000Z', { apple: true }),
      row(a, 'clicked', '2026-03-02T09:11:00.000Z', { link: 'https://shop.example/spring' }),
      row(b, 'clicked', '2026-03-02T10:05:00.000Z', { link: 'https://shop.example/spring' }),
      row(a, 'opened', '2026-03-05T08:00:00.000Z'),
      row(a, 'clicked', '2026-03-05T08:01:00.000Z', { link: 'https://shop.example/blog' }),
    ])
    .execute();
  await db
    .insertInto('campaign_unsubscribes')
    .values({
      account_id: accountId,
      campaign_id: campaignId,
      contact_id: b,
      email_type_id: null,
      occurred_at: new Date('2026-03-02T10:30:00.000Z'),
    })
    .execute();
  const senderId = (
    await db
      .insertInto('senders')
      .values({ account_id: accountId, email: 'news@shop.example' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const event = (
    id: string,
    kind: 'bounced' | 'complained',
    contactId: number,
    bounceType: 'hard' | 'soft' | null,
  ) => ({
    account_id: accountId,
    sender_id: senderId,
    provider_event_id: id,
    kind,
    contact_id: contactId,
    campaign_id: campaignId,
    bounce_type: bounceType,
    link: null,
    occurred_at: new Date('2026-03-02T09:01:00.000Z'),
  });
  await db
    .insertInto('delivery_events')
    .values([event('b1', 'bounced', d, 'soft'), event('x1', 'complained', c, null)])
    .execute();
  return campaignId;
};
