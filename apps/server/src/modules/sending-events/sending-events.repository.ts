import { sql } from 'kysely';
import type { SendingEventType } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { counterDay } from '../campaigns/campaign-activity.repository';

export const senderWebhookOf = (db: Db, accountId: string, senderId: number) =>
  db
    .selectFrom('sender_webhooks')
    .select([
      'token_hash as tokenHash',
      'token_prefix as tokenPrefix',
      'created_at as createdAt',
      'last_event_at as lastEventAt',
      'verified_at as verifiedAt',
    ])
    .where('account_id', '=', accountId)
    .where('sender_id', '=', senderId)
    .executeTakeFirst();

/** A new token replaces the sender's old one, which stops working at once; the new address needs verifying again. */
export const saveSenderWebhook = async (
  db: Db,
  webhook: { accountId: string; senderId: number; tokenHash: string; tokenPrefix: string },
): Promise<void> => {
  await db
    .insertInto('sender_webhooks')
    .values({
      account_id: webhook.accountId,
      sender_id: webhook.senderId,
      token_hash: webhook.tokenHash,
      token_prefix: webhook.tokenPrefix,
      last_event_at: null,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['account_id', 'sender_id'])
        .doUpdateSet({
          token_hash: webhook.tokenHash,
          token_prefix: webhook.tokenPrefix,
          created_at: new Date(),
          last_event_at: null,
          verified_at: null,
        }),
    )
    .execute();
};

export const markSenderWebhookVerified = async (
  db: Db,
  accountId: string,
  senderId: number,
): Promise<void> => {
  await db
    .updateTable('sender_webhooks')
    .set({ verified_at: new Date() })
    .where('account_id', '=', accountId)
    .where('sender_id', '=', senderId)
    .execute();
};

export const verifiedWebhookSenderIdRows = (db: Db, accountId: string) =>
  db
    .selectFrom('sender_webhooks')
    .select('sender_id as senderId')
    .where('account_id', '=', accountId)
    .where('verified_at', 'is not', null)
    .execute();

export const deleteSenderWebhook = async (db: Db, accountId: string, senderId: number): Promise<void> => {
  await db
    .deleteFrom('sender_webhooks')
    .where('account_id', '=', accountId)
    .where('sender_id', '=', senderId)
    .execute();
};

export const senderWebhookByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('sender_webhooks')
    .select(['account_id as accountId', 'sender_id as senderId'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

export const touchSenderWebhook = async (db: Db, accountId: string, senderId: number): Promise<void> => {
  await db
    .updateTable('sender_webhooks')
    .set({ last_event_at: new Date() })
    .where('account_id', '=', accountId)
    .where('sender_id', '=', senderId)
    .execute();
};

export const existingCampaignIds = async (
  db: Db,
  accountId: string,
  campaignIds: readonly number[],
): Promise<Set<number>> => {
  if (campaignIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('campaigns')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', campaignIds)
    .execute();
  return new Set(rows.map((row) => row.id));
};

/** A campaign and contact pair as one key. */
export const recipientKey = (campaignId: number, contactId: number): string => `${campaignId}:${contactId}`;

/**
 * Of these campaign and contact pairs, those where the contact is a recipient of the account's campaign and still
 * exists, as `recipientKey`s: only those say for sure whom an event is about.
 */
export const campaignRecipientKeys = async (
  db: Db,
  accountId: string,
  pairs: readonly { campaignId: number; contactId: number }[],
): Promise<Set<string>> => {
  if (pairs.length === 0) return new Set();
  const result = await sql<{ campaignId: string; contactId: string }>`
    select r.campaign_id as "campaignId", r.contact_id as "contactId"
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p("campaignId" bigint, "contactId" bigint)
    join campaign_recipients r
      on r.account_id = ${accountId} and r.campaign_id = p."campaignId" and r.contact_id = p."contactId"
    join contacts c on c.account_id = r.account_id and c.id = r.contact_id`.execute(db);
  return new Set(result.rows.map((row) => recipientKey(Number(row.campaignId), Number(row.contactId))));
};

export interface DeliveryEventRow {
  providerEventId: string;
  kind: SendingEventType;
  contactId: number;
  campaignId: number | null;
  bounceType: 'hard' | 'soft' | null;
  link: string | null;
  isApplePrivacyOpen: boolean;
  occurredAt: string;
}

/** Records the events whose provider id is new for the sender; answers those ids (the others are replays). */
export const insertDeliveryEvents = async (
  db: Db,
  accountId: string,
  senderId: number,
  rows: readonly DeliveryEventRow[],
): Promise<Set<string>> => {
  if (rows.length === 0) return new Set();
  const result = await sql<{ id: string }>`
    insert into delivery_events (account_id, sender_id, provider_event_id, kind, contact_id, campaign_id, bounce_type, link, occurred_at)
    select ${accountId}, ${senderId}, r."providerEventId", r.kind, r."contactId", r."campaignId", r."bounceType", r.link, r."occurredAt"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r("providerEventId" text, kind text, "contactId" bigint, "campaignId" bigint, "bounceType" text, link text, "occurredAt" timestamptz)
    on conflict (account_id, sender_id, provider_event_id) do nothing
    returning provider_event_id as id`.execute(db);
  return new Set(result.rows.map((row) => row.id));
};

/**
 * Campaign activity from delivery events (a delivery counts as the campaign sent to the contact, once),
 * and the contacts' daily engagement counters in the same statement, so reports and rate filters follow.
 */
export const recordCampaignActivity = async (
  db: Db,
  accountId: string,
  /** Null for activity seen by the app itself (its open pixel and click addresses) of a campaign without a sender. */
  senderId: number | null,
  rows: readonly DeliveryEventRow[],
  timezone: string,
): Promise<void> => {
  const activity = rows.filter(
    (row) =>
      row.campaignId !== null &&
      (row.kind === 'delivered' || row.kind === 'opened' || row.kind === 'clicked'),
  );
  if (activity.length === 0) return;
  await sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(activity)}::jsonb)
        as r(kind text, "contactId" bigint, "campaignId" bigint, link text, "isApplePrivacyOpen" boolean, "occurredAt" timestamptz)
    ), delivered as (
      select distinct on (r."campaignId", r."contactId") r.* from r where r.kind = 'delivered'
      order by r."campaignId", r."contactId", r."occurredAt"
    ), added as (
      insert into email_activity (account_id, contact_id, campaign_id, kind, occurred_at, link, sender_id, is_apple_privacy_open)
      select ${accountId}::uuid, r."contactId", r."campaignId", r.kind, r."occurredAt", r.link, ${senderId}::bigint, r."isApplePrivacyOpen" from r where r.kind in ('opened', 'clicked')
      union all
      select ${accountId}::uuid, d."contactId", d."campaignId", 'sent', d."occurredAt", null, ${senderId}::bigint, false from delivered d
      where not exists (
        select 1 from email_activity a
        where a.account_id = ${accountId} and a.campaign_id = d."campaignId" and a.kind = 'sent' and a.contact_id = d."contactId")
      returning contact_id, kind, occurred_at
    )
    insert into contact_engagement_daily as d (account_id, contact_id, day, sent, opened, clicked)
    select ${accountId}, contact_id, ${counterDay(sql`occurred_at`, timezone)},
      count(*) filter (where kind = 'sent'), count(*) filter (where kind = 'opened'), count(*) filter (where kind = 'clicked')
    from added group by 2, 3
    order by 2, 3
    on conflict (account_id, day, contact_id) do update
      set sent = d.sent + excluded.sent, opened = d.opened + excluded.opened, clicked = d.clicked + excluded.clicked`.execute(
    db,
  );
};
