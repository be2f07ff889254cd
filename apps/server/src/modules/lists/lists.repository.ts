import { sql, type RawBuilder } from 'kysely';
import type { ListSortField, ListType } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { containsFolded, foldCase } from '../../db/fold-case';
import { afterFeedPosition, feedInstant, type FeedQuery } from '../../db/keyset';
import type { ContactIdSet } from '../contacts/contact-merge.repository';

export interface ListRow {
  id: number;
  name: string;
  type: ListType;
  recipientsCount: number;
  totalCampaignsSent: number;
  processing: boolean;
  processingCount: number;
  isAIGenerated: boolean;
  archiveContacts: boolean;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
}

// Names sort as they compare, case folded; the expression is the one lists_live_name_idx is built on.
const SORT_COLUMNS: Record<ListSortField, RawBuilder<unknown>> = {
  name: foldCase(sql`l.name`),
  type: sql`l.type`,
  recipientsCount: sql`l.recipients_count`,
  totalCampaignsSent: sql`l.campaigns_sent`,
  createdOn: sql`l.created_at`,
  updatedOn: sql`l.updated_at`,
};

/** One page of the table, and the total. The common orders are served from partial indexes on live lists. */
export const pageLists = async (
  db: Db,
  accountId: string,
  query: {
    page: number;
    pageSize: number;
    sortBy: ListSortField;
    sortOrder: 'ascend' | 'descend';
    search?: string | undefined;
    archived: boolean;
  },
): Promise<{ rows: ListRow[]; total: number }> => {
  const archived = query.archived ? sql`l.archived_at is not null` : sql`l.archived_at is null`;
  const where = query.search
    ? sql`l.account_id = ${accountId} and ${archived} and ${containsFolded(sql`l.name`, query.search)}`
    : sql`l.account_id = ${accountId} and ${archived}`;
  const direction = sql.raw(query.sortOrder === 'ascend' ? 'asc' : 'desc');
  // One round trip: the total is an uncorrelated subquery, counted once however many rows come back.
  const page = await sql<ListRow & { total: number }>`
    select l.id, l.name, l.type,
      l.recipients_count as "recipientsCount", l.campaigns_sent as "totalCampaignsSent",
      l.processing, l.processing_count as "processingCount",
      l.is_ai_generated as "isAIGenerated", l.archive_contacts as "archiveContacts",
      l.created_at as "createdAt", l.updated_at as "updatedAt", l.archived_at as "archivedAt",
      (select count(*)::int from lists l where ${where}) as total
    from lists l
    where ${where}
    order by ${SORT_COLUMNS[query.sortBy]} ${direction}, l.id ${direction}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(db);
  const first = page.rows[0];
  // Past the last page no row carries the total.
  const total = first
    ? first.total
    : ((await sql<{ total: number }>`select count(*)::int as total from lists l where ${where}`.execute(db))
        .rows[0]?.total ?? 0);
  return { rows: page.rows.map(({ total: _total, ...row }) => row), total };
};

export const listChoices = (db: Db, accountId: string, includeArchived: boolean) => {
  let query = db.selectFrom('lists').select(['id', 'name', 'type']).where('account_id', '=', accountId);
  if (!includeArchived) query = query.where('archived_at', 'is', null);
  return query.orderBy(foldCase(sql`name`)).execute();
};

/** One list as a table row, archived or not. */
export const findListRow = async (
  db: Db,
  accountId: string,
  listId: number,
): Promise<ListRow | undefined> => {
  const result = await sql<ListRow>`
    select l.id, l.name, l.type,
      l.recipients_count as "recipientsCount", l.campaigns_sent as "totalCampaignsSent",
      l.processing, l.processing_count as "processingCount",
      l.is_ai_generated as "isAIGenerated", l.archive_contacts as "archiveContacts",
      l.created_at as "createdAt", l.updated_at as "updatedAt", l.archived_at as "archivedAt"
    from lists l where l.account_id = ${accountId} and l.id = ${listId}`.execute(db);
  return result.rows[0];
};

export const findList = (db: Db, accountId: string, listId: number) =>
  db
    .selectFrom('lists')
    .select([
      'id',
      'name',
      'type',
      'processing',
      'processing_count as processingCount',
      'recipients_count as recipientsCount',
      'archived_at as archivedAt',
      'archive_contacts as archiveContacts',
    ])
    .where('account_id', '=', accountId)
    .where('id', '=', listId)
    .executeTakeFirst();

/** Which of these ids are lists of the account, with their names and types, and whether each is archived. */
export const findListsByIds = async (db: Db, accountId: string, listIds: readonly number[]) =>
  listIds.length === 0
    ? []
    : db
        .selectFrom('lists')
        .select(['id', 'name', 'type', 'archived_at as archivedAt'])
        .where('account_id', '=', accountId)
        .where('id', 'in', listIds)
        .execute();

/** Another list of the account whose trimmed name matches with case folded, as lists_name_key compares names. */
export const findClashingName = (db: Db, accountId: string, name: string, exceptListId?: number) => {
  let query = db
    .selectFrom('lists')
    .select('id')
    .where('account_id', '=', accountId)
    .where(foldCase(sql`btrim(name)`), '=', foldCase(sql`btrim(${name}::text)`));
  if (exceptListId !== undefined) query = query.where('id', '!=', exceptListId);
  return query.executeTakeFirst();
};

export const insertList = async (
  db: Db,
  list: {
    accountId: string;
    name: string;
    type: ListType;
    source?: string;
    definition?: unknown;
    isAIGenerated?: boolean;
  },
): Promise<number> => {
  const row = await db
    .insertInto('lists')
    .values({
      account_id: list.accountId,
      name: list.name.trim(),
      type: list.type,
      source: list.source ?? 'manual',
      definition: list.definition === undefined ? null : JSON.stringify(list.definition),
      is_ai_generated: list.isAIGenerated ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const renameList = async (db: Db, accountId: string, listId: number, name: string): Promise<void> => {
  await db
    .updateTable('lists')
    .set({ name: name.trim(), updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', listId)
    .execute();
};

export const setListArchived = async (
  db: Db,
  accountId: string,
  listId: number,
  archived: { at: Date | null; withContacts: boolean },
) => {
  await db
    .updateTable('lists')
    .set({ archived_at: archived.at, archive_contacts: archived.withContacts, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', listId)
    .execute();
};

export const deleteListRow = async (db: Db, accountId: string, listId: number): Promise<void> => {
  await db
    .deleteFrom('list_members')
    .where('account_id', '=', accountId)
    .where('list_id', '=', listId)
    .execute();
  await db
    .deleteFrom('campaign_lists')
    .where('account_id', '=', accountId)
    .where('list_id', '=', listId)
    .execute();
  await db.deleteFrom('lists').where('account_id', '=', accountId).where('id', '=', listId).execute();
};

/** Live contacts of the list; recipientsCount follows membership of unarchived contacts. */
/** The live contacts of list `l`, for recounting it. */
const liveMembersOfList = sql`(
  select count(*) from list_members m
  join contacts c on c.account_id = m.account_id and c.id = m.contact_id
  where m.account_id = l.account_id and m.list_id = l.id and c.archived_at is null
)`;

export const recountList = async (db: Db, accountId: string, listId: number): Promise<number> => {
  const result = await sql<{ count: number }>`
    update lists l set recipients_count = ${liveMembersOfList}, updated_at = now()
    where l.account_id = ${accountId} and l.id = ${listId}
    returning recipients_count as count`.execute(db);
  return result.rows[0]?.count ?? 0;
};

export const setListProcessing = async (
  db: Db,
  accountId: string,
  listId: number,
  processing: boolean,
): Promise<void> => {
  await db
    .updateTable('lists')
    .set({ processing, processing_count: 0 })
    .where('account_id', '=', accountId)
    .where('id', '=', listId)
    .execute();
};

/** Adds contacts created in the same transaction: none can be a member yet, so nothing is checked per row. */
export const addNewContactsToList = async (
  db: Db,
  accountId: string,
  listId: number,
  contacts: ContactIdSet,
): Promise<void> => {
  await sql`insert into list_members (account_id, list_id, contact_id)
    select ${accountId}, ${listId}, n.contact_id from (${contacts}) n`.execute(db);
};

/**
 * Adds the contacts that are not members yet: how many it added, and their ids, or null when there are
 * more than `limit`.
 */
export const addContactsToList = async (
  db: Db,
  accountId: string,
  listId: number,
  contacts: ContactIdSet,
  limit: number,
): Promise<{ count: number; ids: number[] | null }> => {
  const result = await sql<{ contact_id: number; count: number }>`with added as (
      insert into list_members (account_id, list_id, contact_id)
      select ${accountId}, ${listId}, n.contact_id from (${contacts}) n
      where not exists (select 1 from list_members m
        where m.account_id = ${accountId} and m.list_id = ${listId} and m.contact_id = n.contact_id)
      on conflict do nothing
      returning contact_id
    )
    select contact_id, (count(*) over ())::int as count from added limit ${limit + 1}`.execute(db);
  const ids = result.rows.map((row) => row.contact_id);
  return { count: result.rows[0]?.count ?? 0, ids: ids.length > limit ? null : ids };
};

/** How many of these contacts are members of the list. */
export const countListMembersAmong = async (
  db: Db,
  accountId: string,
  listId: number,
  contacts: ContactIdSet,
): Promise<number> => {
  const result = await sql<{ count: number }>`select count(*)::int as count from list_members m
    where m.account_id = ${accountId} and m.list_id = ${listId} and m.contact_id in (${contacts})`.execute(
    db,
  );
  return result.rows[0]?.count ?? 0;
};

/** Adds to the list's count the live members a change gave it, for a caller that knows them without a recount. */
export const addToRecipientsCount = async (
  db: Db,
  accountId: string,
  listId: number,
  added: number,
): Promise<void> => {
  await sql`update lists set recipients_count = recipients_count + ${added}, updated_at = now()
    where account_id = ${accountId} and id = ${listId}`.execute(db);
};

/** Recounts the other lists holding these contacts, which count there again once back from the archive. */
export const recountListsOfContacts = async (
  db: Db,
  accountId: string,
  contacts: ContactIdSet,
  exceptListId: number,
): Promise<void> => {
  await sql`update lists l set recipients_count = ${liveMembersOfList}, updated_at = now()
    where l.account_id = ${accountId} and l.id <> ${exceptListId} and l.id in (
      select m.list_id from list_members m join (${contacts}) r on r.contact_id = m.contact_id
      where m.account_id = ${accountId}
    )`.execute(db);
};

/** The lists and segments holding a contact, each counted again: after the contact is archived or restored. */
export const recountListsOfContact = async (db: Db, accountId: string, contactId: number): Promise<void> => {
  await sql`update lists l set recipients_count = ${liveMembersOfList}, updated_at = now()
    where l.account_id = ${accountId} and l.id in (
      select m.list_id from list_members m where m.account_id = ${accountId} and m.contact_id = ${contactId})`.execute(db);
};

/**
 * When a contact joined each list it is in, for its timeline (see db/keyset), by list id. Segments are left
 * out: their members are recomputed, and a refresh is not something that happened to the contact.
 */
export const membershipFeedOfContact = async (
  db: Db,
  accountId: string,
  contactId: number,
  segmentTypes: readonly ListType[],
  feed: FeedQuery,
) => {
  const result = await sql<{ id: number; at: string; addedAt: Date; listName: string }>`
    select l.id, ${feedInstant(sql`m.added_at`)} as at, m.added_at as "addedAt", l.name as "listName"
    from list_members m join lists l on l.account_id = m.account_id and l.id = m.list_id
    where m.account_id = ${accountId} and m.contact_id = ${contactId} and l.type <> all(${segmentTypes}::text[])
      and ${afterFeedPosition(feed.source, feed.after, sql`m.added_at`, sql`l.id`)}
    order by m.added_at desc, l.id desc limit ${feed.limit}`.execute(db);
  return result.rows;
};

/** Takes a contact deleted for good out of every list and segment; the caller recounts them beforehand. */
export const deleteListMembershipsOfContact = async (db: Db, accountId: string, contactId: number): Promise<void> => {
  await db.deleteFrom('list_members').where('account_id', '=', accountId).where('contact_id', '=', contactId).execute();
};
