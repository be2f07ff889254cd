import { sql, type RawBuilder } from 'kysely';
import type { ActivityKind, ListChoice } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { afterFeedPosition, feedInstant, type FeedQuery } from '../../db/keyset';

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

/** What a draft is sent with: the template version, sender, subject, preheader and email type. */
export interface CampaignContent {
  templateId: number | null;
  templateVersion: number | null;
  senderId: number | null;
  subject: string;
  preheader: string;
  emailTypeId: number | null;
}

export interface CampaignRow extends CampaignContent {
  id: number;
  name: string;
  campaignType: 'bulk' | 'TRIGGERED';
  status: string;
  statusReason: string | null;
  sentAt: Date | null;
  createdAt: Date;
  scheduledAt: Date | null;
}

const campaignColumns = [
  'id',
  'name',
  'campaign_type as campaignType',
  'status',
  'status_reason as statusReason',
  'sent_at as sentAt',
  'created_at as createdAt',
  'template_id as templateId',
  'template_version as templateVersion',
  'sender_id as senderId',
  'subject',
  'preheader',
  'email_type_id as emailTypeId',
  'scheduled_at as scheduledAt',
] as const;

/** One page of the account's campaigns that are not archived, newest first, and the total. */
export const pageCampaigns = async (
  db: Db,
  accountId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: CampaignRow[]; total: number }> => {
  const live = db
    .selectFrom('campaigns')
    .where('account_id', '=', accountId)
    .where('is_archived', '=', false);
  const [rows, total] = await Promise.all([
    live
      .select(campaignColumns)
      .orderBy(sql`coalesce(sent_at, created_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    live.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
};

const liveCampaign = (db: Db, accountId: string, campaignId: number) =>
  db
    .selectFrom('campaigns')
    .select(campaignColumns)
    .where('account_id', '=', accountId)
    .where('id', '=', campaignId)
    .where('is_archived', '=', false);

/** A campaign that is not archived. */
export const findCampaign = (
  db: Db,
  accountId: string,
  campaignId: number,
): Promise<CampaignRow | undefined> => liveCampaign(db, accountId, campaignId).executeTakeFirst();

/** The same, locked until the transaction ends, so two audience changes of one draft run one after the other. */
export const lockCampaign = (
  db: Db,
  accountId: string,
  campaignId: number,
): Promise<CampaignRow | undefined> => liveCampaign(db, accountId, campaignId).forUpdate().executeTakeFirst();

export const insertDraftCampaign = (db: Db, accountId: string, name: string): Promise<CampaignRow> =>
  db
    .insertInto('campaigns')
    .values({
      account_id: accountId,
      name,
      campaign_type: 'bulk',
      status: 'draft',
      sender_id: null,
      sent_at: null,
    })
    .returning(campaignColumns)
    .executeTakeFirstOrThrow();

/** The lists and segments each campaign goes to (or, from `campaign_exclusions`, leaves out), by name. */
export const audiencesOf = async (
  db: Db,
  accountId: string,
  campaignIds: readonly number[],
  table: 'campaign_lists' | 'campaign_exclusions' = 'campaign_lists',
): Promise<Map<number, ListChoice[]>> => {
  const audiences = new Map<number, ListChoice[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return audiences;
  const rows = await db
    .selectFrom(`${table} as cl`)
    .innerJoin('lists as l', (join) =>
      join.onRef('l.account_id', '=', 'cl.account_id').onRef('l.id', '=', 'cl.list_id'),
    )
    .select(['cl.campaign_id as campaignId', 'l.id', 'l.name', 'l.type'])
    .where('cl.account_id', '=', accountId)
    .where('cl.campaign_id', 'in', campaignIds)
    .orderBy(sql`lower(l.name)`)
    .orderBy('l.id')
    .execute();
  for (const { campaignId, ...list } of rows) audiences.get(campaignId)?.push(list);
  return audiences;
};

/** Makes `listIds` the whole audience of the campaign (or, in `campaign_exclusions`, all it leaves out). */
export const replaceCampaignLists = async (
  db: Db,
  accountId: string,
  campaignId: number,
  listIds: readonly number[],
  table: 'campaign_lists' | 'campaign_exclusions' = 'campaign_lists',
): Promise<void> => {
  await db
    .deleteFrom(table)
    .where('account_id', '=', accountId)
    .where('campaign_id', '=', campaignId)
    .execute();
  await addCampaignLists(db, accountId, campaignId, listIds, table);
};

/** Adds lists to the campaign's audience (or exclusions); those already in it stay as they are. */
export const addCampaignLists = async (
  db: Db,
  accountId: string,
  campaignId: number,
  listIds: readonly number[],
  table: 'campaign_lists' | 'campaign_exclusions' = 'campaign_lists',
): Promise<void> => {
  if (listIds.length === 0) return;
  await db
    .insertInto(table)
    .values(listIds.map((listId) => ({ account_id: accountId, campaign_id: campaignId, list_id: listId })))
    .onConflict((conflict) => conflict.columns(['account_id', 'list_id', 'campaign_id']).doNothing())
    .execute();
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

/** How many campaigns are sent from a sender; a sender in use is kept. */
export const campaignsUsingSender = async (db: Db, accountId: string, senderId: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('campaigns')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('account_id', '=', accountId)
        .where('sender_id', '=', senderId)
        .executeTakeFirstOrThrow()
    ).count,
  );

/**
 * Cancels the campaigns sent from these senders that still could send: bulk campaigns not sent yet, or
 * triggered (journey) campaigns, which send for as long as they run. Answers how many were cancelled.
 */
export const cancelCampaignsOfSenders = async (
  db: Db,
  accountId: string,
  senderIds: number[],
  type: 'bulk' | 'TRIGGERED',
): Promise<number> => {
  if (senderIds.length === 0) return 0;
  let update = db
    .updateTable('campaigns')
    .set({ status: 'cancelled' })
    .where('account_id', '=', accountId)
    .where('sender_id', 'in', senderIds)
    .where('campaign_type', '=', type)
    .where('status', '!=', 'cancelled');
  if (type === 'bulk') update = update.where('sent_at', 'is', null);
  return Number((await update.executeTakeFirst()).numUpdatedRows);
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

/** The names of live templates, by id. */
export const templateNamesOf = async (
  db: Db,
  accountId: string,
  templateIds: readonly number[],
): Promise<Map<number, string>> => {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('templates')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', 'in', templateIds)
    .where('archived_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
};

export const updateCampaignContent = async (
  db: Db,
  accountId: string,
  campaignId: number,
  content: CampaignContent,
): Promise<void> => {
  await db
    .updateTable('campaigns')
    .set({
      template_id: content.templateId,
      template_version: content.templateVersion,
      sender_id: content.senderId,
      subject: content.subject,
      preheader: content.preheader,
      email_type_id: content.emailTypeId,
      updated_at: new Date(),
    })
    .where('account_id', '=', accountId)
    .where('id', '=', campaignId)
    .execute();
};

/** A live template's version: the one asked for, or its current one; undefined when there is no such version. */
export const findTemplateVersion = (db: Db, accountId: string, templateId: number, version: number | null) =>
  db
    .selectFrom('templates as t')
    .innerJoin('template_versions as v', (join) =>
      join.onRef('v.account_id', '=', 't.account_id').onRef('v.template_id', '=', 't.id'),
    )
    .select(['t.id', 't.name', 't.category', 't.email_type_id as emailTypeId', 'v.version', 'v.html'])
    .where('t.account_id', '=', accountId)
    .where('t.id', '=', templateId)
    .where('t.archived_at', 'is', null)
    .where((eb) =>
      version === null ? eb('v.version', '=', eb.ref('t.version')) : eb('v.version', '=', version),
    )
    .executeTakeFirst();

export const templateExists = async (db: Db, accountId: string, templateId: number): Promise<boolean> =>
  (await db
    .selectFrom('templates')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', templateId)
    .where('archived_at', 'is', null)
    .executeTakeFirst()) !== undefined;

export const emailTypeExists = async (db: Db, accountId: string, emailTypeId: number): Promise<boolean> =>
  (await db
    .selectFrom('email_types')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', emailTypeId)
    .executeTakeFirst()) !== undefined;

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

export const setCampaignSchedule = async (
  db: Db,
  accountId: string,
  campaignId: number,
  schedule: { status: 'draft' | 'scheduled'; scheduledAt: Date | null },
): Promise<void> => {
  await db
    .updateTable('campaigns')
    .set({ status: schedule.status, scheduled_at: schedule.scheduledAt, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', campaignId)
    .execute();
};

/** A local date-time in a timezone as an instant; null when Postgres cannot read it as one. */
export const localTimeToInstant = async (db: Db, local: string, timezone: string): Promise<Date | null> => {
  try {
    const result = await sql<{
      at: Date;
    }>`select (${local}::timestamp at time zone ${timezone}::text) as at`.execute(db);
    return result.rows[0]?.at ?? null;
  } catch {
    return null;
  }
};

export const renameCampaignRow = async (
  db: Db,
  accountId: string,
  campaignId: number,
  name: string,
): Promise<void> => {
  await db
    .updateTable('campaigns')
    .set({ name, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', campaignId)
    .execute();
};

export const archiveCampaignRow = async (db: Db, accountId: string, campaignId: number): Promise<void> => {
  await db
    .updateTable('campaigns')
    .set({ is_archived: true, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', campaignId)
    .execute();
};

/** A new draft with this name and content. */
export const insertDraftWithContent = async (
  db: Db,
  accountId: string,
  name: string,
  content: CampaignContent,
): Promise<number> =>
  (
    await db
      .insertInto('campaigns')
      .values({
        account_id: accountId,
        name,
        campaign_type: 'bulk',
        status: 'draft',
        sent_at: null,
        template_id: content.templateId,
        template_version: content.templateVersion,
        sender_id: content.senderId,
        subject: content.subject,
        preheader: content.preheader,
        email_type_id: content.emailTypeId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** The ids of the lists a campaign goes to (or, from `campaign_exclusions`, leaves out). */
export const campaignListIds = async (
  db: Db,
  accountId: string,
  campaignId: number,
  table: 'campaign_lists' | 'campaign_exclusions',
): Promise<number[]> =>
  (
    await db
      .selectFrom(table)
      .select('list_id')
      .where('account_id', '=', accountId)
      .where('campaign_id', '=', campaignId)
      .execute()
  ).map((row) => row.list_id);

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
