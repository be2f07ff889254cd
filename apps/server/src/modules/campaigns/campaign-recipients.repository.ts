import { sql } from 'kysely';
import type { Db } from '../../db/database';

/* Who a campaign goes to and what became of them: the audience, the send's progress and test emails. */

/** What the frozen audience became, per campaign that has recipients. */
export const progressOf = async (
  db: Db,
  accountId: string,
  campaignIds: readonly number[],
): Promise<Map<number, { total: number; sent: number; skipped: number; failed: number }>> => {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('campaign_recipients')
    .select((eb) => [
      'campaign_id as campaignId',
      eb.fn.countAll<number>().as('total'),
      sql<number>`count(*) filter (where state = 'sent')`.as('sent'),
      sql<number>`count(*) filter (where state = 'skipped')`.as('skipped'),
      sql<number>`count(*) filter (where state in ('failed', 'bounced'))`.as('failed'),
    ])
    .where('account_id', '=', accountId)
    .where('campaign_id', 'in', campaignIds)
    .groupBy('campaign_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.campaignId,
      {
        total: Number(row.total),
        sent: Number(row.sent),
        skipped: Number(row.skipped),
        failed: Number(row.failed),
      },
    ]),
  );
};

/**
 * The audience as it stands: each live contact of the campaign's lists and segments once, and whether an
 * excluded list or segment leaves it out or it may not be mailed (unsubscribed, blocked — hard bounces block —
 * or opted out of the campaign's email type).
 */
const audienceRows = (accountId: string, campaignId: number, emailTypeId: number | null) => sql`
  select c.id, c.email, c.properties,
    exists (select 1 from campaign_exclusions x join list_members xm on xm.account_id = x.account_id and xm.list_id = x.list_id
      where x.account_id = ${accountId} and x.campaign_id = ${campaignId} and xm.contact_id = c.id) as excluded,
    (c.is_unsubscribed or c.is_blocked or exists (select 1 from contact_email_type_optouts o
      where o.account_id = c.account_id and o.contact_id = c.id and o.email_type_id = ${emailTypeId})) as suppressed
  from contacts c
  where c.account_id = ${accountId} and c.archived_at is null
    and c.id in (select m.contact_id from campaign_lists cl join list_members m on m.account_id = cl.account_id and m.list_id = cl.list_id
      where cl.account_id = ${accountId} and cl.campaign_id = ${campaignId})`;

export const countAudience = async (
  db: Db,
  accountId: string,
  campaignId: number,
  emailTypeId: number | null,
): Promise<{ audience: number; excluded: number; suppressed: number }> => {
  const result = await sql<{ audience: number; excluded: number; suppressed: number }>`
    select count(*) filter (where not excluded and not suppressed)::int as audience,
      count(*) filter (where excluded)::int as excluded,
      count(*) filter (where suppressed and not excluded)::int as suppressed
    from (${audienceRows(accountId, campaignId, emailTypeId)}) a`.execute(db);
  return result.rows[0] ?? { audience: 0, excluded: 0, suppressed: 0 };
};

/** The first contact the campaign would go to (lowest id), for the review's preview. */
export const sampleContactOf = async (
  db: Db,
  accountId: string,
  campaignId: number,
  emailTypeId: number | null,
): Promise<{ email: string; properties: Record<string, unknown> } | undefined> =>
  (
    await sql<{ email: string; properties: Record<string, unknown> }>`
      select email, properties from (${audienceRows(accountId, campaignId, emailTypeId)}) a
      where not excluded and not suppressed order by id limit 1`.execute(db)
  ).rows[0];

/** Holds the account's campaign test emails still until the transaction ends, so two at once count apart. */
export const lockCampaignTestSends = async (db: Db, accountId: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`campaign-test-sends:${accountId}`}, 0))`.execute(
    db,
  );
};

/** Campaign test emails the account has sent since `since`. */
export const countCampaignTestSendsSince = async (
  db: Db,
  accountId: string,
  since: Date,
): Promise<number> => {
  const row = await db
    .selectFrom('campaign_test_sends')
    .select((eb) => eb.fn.countAll<string>().as('sent'))
    .where('account_id', '=', accountId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.sent);
};

export const insertCampaignTestSend = async (
  db: Db,
  send: { accountId: string; campaignId: number; sentBy: string; at: Date },
): Promise<void> => {
  await db
    .insertInto('campaign_test_sends')
    .values({
      account_id: send.accountId,
      campaign_id: send.campaignId,
      sent_by: send.sentBy,
      created_at: send.at,
    })
    .execute();
};
