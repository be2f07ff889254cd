import { sql } from 'kysely';
import type { ListChoice } from '@sendwell/contracts';
import type { Db } from '../../db/database';

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
