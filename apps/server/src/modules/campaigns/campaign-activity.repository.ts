import { sql, type RawBuilder } from 'kysely';
import type { ActivityKind } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { afterFeedPosition, feedInstant, type FeedQuery } from '../../db/keyset';

/* Campaign activity as contacts, lists and segments read it: the timeline, engagement and performance. */

const RECENT_LIMIT = 50;

/**
 * The day of the daily engagement counters an instant counts on: its calendar day in the account's
 * timezone at the time it is recorded, so "today" in a segment's engagement window is the account's
 * today. A later change of timezone leaves the days already counted as they are.
 */
export const counterDay = (instant: RawBuilder<unknown>, timezone: string): RawBuilder<unknown> =>
  sql`(${instant} at time zone ${timezone}::text)::date`;

export const recentActivityOfContact = (db: Db, accountId: string, contactId: number) =>
  db
    .selectFrom('email_activity')
    .innerJoin('campaigns', (join) =>
      join
        .onRef('campaigns.account_id', '=', 'email_activity.account_id')
        .onRef('campaigns.id', '=', 'email_activity.campaign_id'),
    )
    .select([
      'email_activity.kind',
      'email_activity.campaign_id as campaignId',
      'campaigns.name as campaignName',
      'email_activity.occurred_at as occurredAt',
      'email_activity.link',
      'email_activity.is_apple_privacy_open as isApplePrivacyOpen',
    ])
    .where('email_activity.account_id', '=', accountId)
    .where('email_activity.contact_id', '=', contactId)
    .orderBy('email_activity.occurred_at', 'desc')
    .limit(RECENT_LIMIT)
    .execute();

const rate = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/**
 * Activity of a list's live contacts per day of the account's timezone since `since`, from the daily
 * counters, and how many of them opened or clicked at least once.
 */
export const listEngagementSince = async (
  db: Db,
  accountId: string,
  listId: number,
  since: string,
  timezone: string,
) => {
  const members = sql`select m.contact_id from list_members m
    join contacts c on c.account_id = m.account_id and c.id = m.contact_id
    where m.account_id = ${accountId} and m.list_id = ${listId} and c.archived_at is null`;
  const [daily, joined, totals] = await Promise.all([
    sql<{ day: string; sent: number; opened: number; clicked: number; submitted: number }>`
      select to_char(e.day, 'YYYY-MM-DD') as day, sum(e.sent)::int as sent, sum(e.opened)::int as opened,
        sum(e.clicked)::int as clicked, sum(e.submitted)::int as submitted
      from contact_engagement_daily e
      where e.account_id = ${accountId} and e.day >= ${since}::date and e.contact_id in (${members})
      group by e.day`.execute(db),
    sql<{ day: string; joined: number }>`
      select to_char(${counterDay(sql`m.added_at`, timezone)}, 'YYYY-MM-DD') as day, count(*)::int as joined
      from list_members m where m.account_id = ${accountId} and m.list_id = ${listId}
        and m.added_at >= (${since}::date::timestamp at time zone ${timezone}::text)
      group by 1`.execute(db),
    sql<{ sent: number; reached: number; opened: number; clicked: number }>`
      select coalesce(sum(sent), 0)::int as sent, count(*) filter (where sent > 0)::int as reached,
        count(*) filter (where opened > 0)::int as opened, count(*) filter (where clicked > 0)::int as clicked
      from (
        select e.contact_id, sum(e.sent) as sent, sum(e.opened) as opened, sum(e.clicked) as clicked
        from contact_engagement_daily e
        where e.account_id = ${accountId} and e.day >= ${since}::date and e.contact_id in (${members})
        group by e.contact_id
      ) per_contact`.execute(db),
  ]);
  const total = totals.rows[0] ?? { sent: 0, reached: 0, opened: 0, clicked: 0 };
  return {
    activityByDay: new Map(daily.rows.map((row) => [row.day, row])),
    joinedByDay: new Map(joined.rows.map((row) => [row.day, row.joined])),
    totals: {
      sent: total.sent,
      uniqueOpens: total.opened,
      uniqueClicks: total.clicked,
      openRate: rate(total.opened, total.reached),
      clickRate: rate(total.clicked, total.reached),
    },
  };
};

/** Campaigns sent to a list, newest first, with unique opens and clicks among the list's contacts. */
export const campaignPerformanceOfList = async (db: Db, accountId: string, listId: number) => {
  const result = await sql<{
    id: number;
    name: string;
    campaignType: 'bulk' | 'TRIGGERED';
    sentOn: Date | null;
    sent: number;
    uniqueOpens: number;
    uniqueClicks: number;
  }>`
    select ca.id, ca.name, ca.campaign_type as "campaignType", ca.sent_at as "sentOn",
      count(distinct a.contact_id) filter (where a.kind = 'sent')::int as sent,
      count(distinct a.contact_id) filter (where a.kind = 'opened')::int as "uniqueOpens",
      count(distinct a.contact_id) filter (where a.kind = 'clicked')::int as "uniqueClicks"
    from campaign_lists cl
    join campaigns ca on ca.account_id = cl.account_id and ca.id = cl.campaign_id
    left join email_activity a on a.account_id = ca.account_id and a.campaign_id = ca.id
      and a.contact_id in (select contact_id from list_members where account_id = ${accountId} and list_id = ${listId})
    where cl.account_id = ${accountId} and cl.list_id = ${listId} and ca.sent_at is not null
    group by ca.account_id, ca.id
    order by ca.sent_at desc, ca.id desc`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    sentOn: row.sentOn?.toISOString() ?? null,
    openRate: rate(row.uniqueOpens, row.sent),
    clickRate: rate(row.uniqueClicks, row.sent),
  }));
};

/** A contact's campaign activity for its timeline (see db/keyset). */
export const activityFeedOfContact = async (
  db: Db,
  accountId: string,
  contactId: number,
  feed: FeedQuery,
) => {
  const result = await sql<{
    id: number;
    at: string;
    kind: ActivityKind;
    campaignName: string;
    link: string | null;
    isApplePrivacyOpen: boolean;
  }>`
    select a.id, ${feedInstant(sql`a.occurred_at`)} as at, a.kind, c.name as "campaignName", a.link,
      a.is_apple_privacy_open as "isApplePrivacyOpen"
    from email_activity a join campaigns c on c.account_id = a.account_id and c.id = a.campaign_id
    where a.account_id = ${accountId} and a.contact_id = ${contactId}
      and ${afterFeedPosition(feed.source, feed.after, sql`a.occurred_at`, sql`a.id`)}
    order by a.occurred_at desc, a.id desc limit ${feed.limit}`.execute(db);
  return result.rows;
};

/**
 * Forgets the campaign activity of a contact deleted for good, with the daily counters and the latest-activity
 * row kept from it, so nothing is matched to the contact again.
 */
export const deleteActivityOfContact = async (
  db: Db,
  accountId: string,
  contactId: number,
): Promise<void> => {
  for (const table of ['email_activity', 'contact_engagement_daily', 'contact_latest_activity']) {
    await sql`delete from ${sql.table(table)} where account_id = ${accountId} and contact_id = ${contactId}`.execute(
      db,
    );
  }
};
