import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TrackingTarget } from './tracking-token';

/** The campaign and contact a token names, with what tracking needs of each; undefined when either is gone. */
export const trackedMessageOf = (db: Db, target: TrackingTarget) =>
  db
    .selectFrom('campaigns as ca')
    .innerJoin('contacts as co', (join) => join.onRef('co.account_id', '=', 'ca.account_id'))
    .innerJoin('accounts as ac', 'ac.id', 'ca.account_id')
    .leftJoin('email_types as et', (join) =>
      join.onRef('et.account_id', '=', 'ca.account_id').onRef('et.id', '=', 'ca.email_type_id'),
    )
    .select([
      'ca.name as campaignName',
      'ca.sender_id as senderId',
      'ca.template_id as templateId',
      'ca.template_version as templateVersion',
      'ca.email_type_id as emailTypeId',
      'et.name as emailTypeName',
      'ca.subject',
      'co.email',
      'co.properties',
      'co.is_unsubscribed as isUnsubscribed',
      'ac.name as accountName',
    ])
    .where('ca.account_id', '=', target.accountId)
    .where('ca.id', '=', target.campaignId)
    .where('co.id', '=', target.contactId)
    .where('co.archived_at', 'is', null)
    .executeTakeFirst();

export const activeEmailTypes = (db: Db, accountId: string) =>
  db
    .selectFrom('email_types')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('is_active', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();

export const optedOutEmailTypeIds = async (
  db: Db,
  accountId: string,
  contactId: number,
): Promise<Set<number>> =>
  new Set(
    (
      await db
        .selectFrom('contact_email_type_optouts')
        .select('email_type_id')
        .where('account_id', '=', accountId)
        .where('contact_id', '=', contactId)
        .execute()
    ).map((row) => row.email_type_id),
  );

/** Takes the contact's row lock, so two unsubscribes of one contact apply one after the other. */
export const lockUnsubscribeState = async (db: Db, target: TrackingTarget): Promise<boolean | undefined> =>
  (
    await db
      .selectFrom('contacts')
      .select('is_unsubscribed')
      .where('account_id', '=', target.accountId)
      .where('id', '=', target.contactId)
      .forUpdate()
      .executeTakeFirst()
  )?.is_unsubscribed;

export const setUnsubscribed = async (
  db: Db,
  target: TrackingTarget,
  unsubscribed: boolean,
): Promise<void> => {
  await db
    .updateTable('contacts')
    .set({ is_unsubscribed: unsubscribed, updated_at: new Date() })
    .where('account_id', '=', target.accountId)
    .where('id', '=', target.contactId)
    .execute();
};

/** Opts the contact out of these email types; answers the types it was not yet out of. */
export const addEmailTypeOptOuts = async (
  db: Db,
  target: TrackingTarget,
  emailTypeIds: readonly number[],
): Promise<number[]> => {
  if (emailTypeIds.length === 0) return [];
  const rows = await db
    .insertInto('contact_email_type_optouts')
    .values(
      emailTypeIds.map((id) => ({
        account_id: target.accountId,
        contact_id: target.contactId,
        email_type_id: id,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning('email_type_id')
    .execute();
  return rows.map((row) => row.email_type_id);
};

/** Opts the contact back in to these email types; answers those it had been out of. */
export const removeEmailTypeOptOuts = async (
  db: Db,
  target: TrackingTarget,
  emailTypeIds: readonly number[],
): Promise<number[]> => {
  if (emailTypeIds.length === 0) return [];
  const rows = await db
    .deleteFrom('contact_email_type_optouts')
    .where('account_id', '=', target.accountId)
    .where('contact_id', '=', target.contactId)
    .where('email_type_id', 'in', emailTypeIds)
    .returning('email_type_id')
    .execute();
  return rows.map((row) => row.email_type_id);
};

/** Counts the unsubscribe in the campaign's report, once per contact. */
export const recordCampaignUnsubscribe = async (
  db: Db,
  target: TrackingTarget,
  emailTypeId: number | null,
): Promise<void> => {
  await db
    .insertInto('campaign_unsubscribes')
    .values({
      account_id: target.accountId,
      campaign_id: target.campaignId,
      contact_id: target.contactId,
      email_type_id: emailTypeId,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
};

/** The contact's timeline entry for a change made from a campaign's message. */
export const recordOptOutHistory = async (
  db: Db,
  target: TrackingTarget,
  kind: 'subscribed' | 'unsubscribed',
  details: { campaign: string; emailType?: string },
): Promise<void> => {
  await sql`insert into contact_history (account_id, contact_id, kind, details)
    values (${target.accountId}, ${target.contactId}, ${kind}, ${JSON.stringify({ via: 'optOut', campaignId: target.campaignId, ...details })}::jsonb)`.execute(
    db,
  );
};

/** The campaign's headline and the instant its report's series starts from (sending started, or sent). */
export const reportedCampaignOf = (db: Db, accountId: string, campaignId: number) =>
  db
    .selectFrom('campaigns')
    .select(['name', 'status', 'subject', 'send_started_at as sendStartedAt', 'sent_at as sentAt'])
    .where('account_id', '=', accountId)
    .where('id', '=', campaignId)
    .executeTakeFirst();

/** Sends, opens (people and Apple's proxy apart) and clicks of a campaign, from its activity. */
export const activityTotals = async (db: Db, accountId: string, campaignId: number) =>
  (
    await sql<{
      sent: number;
      opensUnique: number;
      opensTotal: number;
      appleUnique: number;
      appleTotal: number;
      clicksUnique: number;
      clicksTotal: number;
      firstAt: Date | null;
    }>`
      select
        count(distinct contact_id) filter (where kind = 'sent')::int as "sent",
        count(distinct contact_id) filter (where kind = 'opened' and not is_apple_privacy_open)::int as "opensUnique",
        count(*) filter (where kind = 'opened' and not is_apple_privacy_open)::int as "opensTotal",
        count(distinct contact_id) filter (where kind = 'opened' and is_apple_privacy_open)::int as "appleUnique",
        count(*) filter (where kind = 'opened' and is_apple_privacy_open)::int as "appleTotal",
        count(distinct contact_id) filter (where kind = 'clicked')::int as "clicksUnique",
        count(*) filter (where kind = 'clicked')::int as "clicksTotal",
        min(occurred_at) as "firstAt"
      from email_activity where account_id = ${accountId} and campaign_id = ${campaignId}`.execute(db)
  ).rows[0]!;

export const clicksPerLink = async (db: Db, accountId: string, campaignId: number) =>
  (
    await sql<{ url: string; unique: number; total: number }>`
      select link as url, count(distinct contact_id)::int as unique, count(*)::int as total
      from email_activity where account_id = ${accountId} and campaign_id = ${campaignId} and kind = 'clicked'
      group by link order by total desc, url`.execute(db)
  ).rows;

/** The frozen audience and what became of it, bounces (provider events and refused hand-offs), complaints and unsubscribes. */
export const deliveryTotals = async (db: Db, accountId: string, campaignId: number) =>
  (
    await sql<{
      recipients: number;
      skipped: number;
      failed: number;
      bounced: number;
      hardBounced: number;
      complaints: number;
      unsubscribes: number;
    }>`
      with bounces as (
        select contact_id, bounce_type = 'hard' as hard from delivery_events
        where account_id = ${accountId} and campaign_id = ${campaignId} and kind = 'bounced' and contact_id is not null
        union all
        select contact_id, true from campaign_recipients
        where account_id = ${accountId} and campaign_id = ${campaignId} and state = 'bounced'
      ), unsubscribes as (
        select contact_id from campaign_unsubscribes where account_id = ${accountId} and campaign_id = ${campaignId}
        union
        select contact_id from delivery_events
        where account_id = ${accountId} and campaign_id = ${campaignId} and kind = 'unsubscribed' and contact_id is not null
      )
      select
        (select count(*) from campaign_recipients where account_id = ${accountId} and campaign_id = ${campaignId})::int as recipients,
        (select count(*) from campaign_recipients where account_id = ${accountId} and campaign_id = ${campaignId} and state = 'skipped')::int as skipped,
        (select count(*) from campaign_recipients where account_id = ${accountId} and campaign_id = ${campaignId} and state = 'failed')::int as failed,
        (select count(distinct contact_id) from bounces)::int as bounced,
        (select count(distinct contact_id) from bounces where hard)::int as "hardBounced",
        (select count(distinct contact_id) from delivery_events
          where account_id = ${accountId} and campaign_id = ${campaignId} and kind = 'complained')::int as complaints,
        (select count(*) from unsubscribes)::int as unsubscribes`.execute(db)
  ).rows[0]!;

/**
 * Opens by people, clicks and unsubscribes per hour of the account's timezone for the 48 hours from `start`,
 * then per day, each bucket labelled with its wall-clock start.
 */
export const activitySeries = async (
  db: Db,
  accountId: string,
  campaignId: number,
  start: Date,
  timezone: string,
) =>
  (
    await sql<{ at: string; hourly: boolean; opens: number; clicks: number; unsubscribes: number }>`
      with events as (
        select occurred_at, kind from email_activity
        where account_id = ${accountId} and campaign_id = ${campaignId}
          and (kind = 'clicked' or (kind = 'opened' and not is_apple_privacy_open))
        union all
        select occurred_at, 'unsubscribed' from campaign_unsubscribes where account_id = ${accountId} and campaign_id = ${campaignId}
      ), bucketed as (
        select kind, occurred_at, occurred_at < ${start}::timestamptz + interval '48 hours' as hourly,
          date_trunc(case when occurred_at < ${start}::timestamptz + interval '48 hours' then 'hour' else 'day' end,
            occurred_at at time zone ${timezone}::text) as bucket
        from events
      )
      select to_char(bucket, 'YYYY-MM-DD"T"HH24:MI') as at, hourly,
        count(*) filter (where kind = 'opened')::int as opens,
        count(*) filter (where kind = 'clicked')::int as clicks,
        count(*) filter (where kind = 'unsubscribed')::int as unsubscribes
      from bucketed group by bucket, hourly order by min(occurred_at)`.execute(db)
  ).rows;
