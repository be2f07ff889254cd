import { sql } from 'kysely';
import type { Db } from '../../db/database';

const RECENT_LIMIT = 50;

export const recentActivityOfContact = (db: Db, accountId: string, contactId: number) =>
  db
    .selectFrom('email_activity')
    .innerJoin('campaigns', (join) => join.onRef('campaigns.account_id', '=', 'email_activity.account_id').onRef('campaigns.id', '=', 'email_activity.campaign_id'))
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

const rate = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Activity of a list's live contacts per UTC day since `since`, from the daily counters, and how many of
 * them opened or clicked at least once.
 */
export const listEngagementSince = async (db: Db, accountId: string, listId: number, since: string) => {
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
      select to_char((m.added_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as joined
      from list_members m where m.account_id = ${accountId} and m.list_id = ${listId} and m.added_at >= ${since}::date
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
  const result = await sql<{ id: number; name: string; campaignType: 'bulk' | 'TRIGGERED'; sentOn: Date | null; sent: number; uniqueOpens: number; uniqueClicks: number }>`
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
