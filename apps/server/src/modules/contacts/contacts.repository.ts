import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { CONTACT_COUNT_CAP, type AllContactsQuery } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { containsFolded } from '../../db/fold-case';
import { afterFeedPosition, feedInstant, type FeedQuery } from '../../db/keyset';
import type { PropertyValue } from './contacts.tables';
import { listHistory } from './contact-history.repository';
import { contactOrder } from './contact-search';
import { matchingContacts } from './contact-search.repository';

/**
 * Archives the list's live contacts, remembering the list so a restore brings back exactly these; each
 * contact's timeline says it went with the list, in the same statement.
 */
export const archiveContactsOfList = async (db: Db, accountId: string, listId: number): Promise<number> => {
  const result = await sql<{ count: number }>`
    with archived as (
      update contacts c set archived_at = now(), archived_with_list_id = ${listId}, updated_at = now()
      from list_members m
      where m.account_id = ${accountId} and m.list_id = ${listId}
        and c.account_id = m.account_id and c.id = m.contact_id and c.archived_at is null
      returning c.id
    ), recorded as (${listHistory(accountId, listId, 'archived', sql`archived`)})
    select count(*)::int as count from archived`.execute(db);
  return result.rows[0]?.count ?? 0;
};

export const restoreContactsOfList = async (db: Db, accountId: string, listId: number): Promise<number> => {
  const result = await sql<{ count: number }>`
    with restored as (
      update contacts set archived_at = null, archived_with_list_id = null, updated_at = now()
      where account_id = ${accountId} and archived_with_list_id = ${listId}
      returning id
    ), recorded as (${listHistory(accountId, listId, 'restored', sql`restored`)})
    select count(*)::int as count from restored`.execute(db);
  return result.rows[0]?.count ?? 0;
};

/** Contacts that count toward the plan: archived (and deleted) ones do not. */
export const countActiveContacts = async (db: Db, accountId: string): Promise<number> => {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export interface ContactRecord {
  id: number;
  email: string;
  isUnsubscribed: boolean;
  isBlocked: boolean;
  properties: Record<string, string | number | boolean | null>;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
}

const contactColumns = [
  'contacts.id',
  'contacts.email',
  'contacts.is_unsubscribed as isUnsubscribed',
  'contacts.is_blocked as isBlocked',
  'contacts.properties',
  'contacts.created_at as createdAt',
  'contacts.updated_at as updatedAt',
  'contacts.archived_at as archivedAt',
] as const;

/** Live contacts of a list, newest first; the search matches the start of the email or any part of it. */
export const pageListContacts = async (
  db: Db,
  accountId: string,
  listId: number,
  page: { page: number; pageSize: number; search?: string | undefined },
): Promise<{ rows: ContactRecord[]; total: number }> => {
  let base = db
    .selectFrom('list_members')
    .innerJoin('contacts', (join) =>
      join
        .onRef('contacts.account_id', '=', 'list_members.account_id')
        .onRef('contacts.id', '=', 'list_members.contact_id'),
    )
    .where('list_members.account_id', '=', accountId)
    .where('list_members.list_id', '=', listId)
    .where('contacts.archived_at', 'is', null);
  if (page.search) base = base.where(containsFolded(sql`contacts.email`, page.search));
  const [rows, count] = await Promise.all([
    base
      .select(contactColumns)
      .orderBy('contacts.id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

const selectContact = (db: Db, accountId: string, contactId: number) =>
  db
    .selectFrom('contacts')
    .select(contactColumns)
    .where('account_id', '=', accountId)
    .where('id', '=', contactId);

export const findContact = (
  db: Db,
  accountId: string,
  contactId: number,
): Promise<ContactRecord | undefined> => selectContact(db, accountId, contactId).executeTakeFirst();

/** The contact, locked until the transaction ends, so two edits of it never miss each other's change. */
export const lockContact = (
  db: Db,
  accountId: string,
  contactId: number,
): Promise<ContactRecord | undefined> =>
  selectContact(db, accountId, contactId).forUpdate().executeTakeFirst();

export const setContactFields = async (
  db: Db,
  accountId: string,
  contactId: number,
  values: {
    isUnsubscribed?: boolean | undefined;
    isBlocked?: boolean | undefined;
    archivedAt?: Date | null | undefined;
  },
): Promise<void> => {
  await db
    .updateTable('contacts')
    .set({
      ...(values.isUnsubscribed !== undefined ? { is_unsubscribed: values.isUnsubscribed } : {}),
      ...(values.isBlocked !== undefined ? { is_blocked: values.isBlocked } : {}),
      ...(values.archivedAt !== undefined
        ? { archived_at: values.archivedAt, archived_with_list_id: null }
        : {}),
      updated_at: new Date(),
    })
    .where('account_id', '=', accountId)
    .where('id', '=', contactId)
    .execute();
};

/** Sets some properties and removes others, keeping the rest. */
export const setContactProperties = async (
  db: Db,
  accountId: string,
  contactId: number,
  set: Record<string, PropertyValue>,
  removed: readonly string[],
): Promise<void> => {
  await sql`update contacts set properties = (properties || ${JSON.stringify(set)}::jsonb) - ${removed}::text[], updated_at = now()
    where account_id = ${accountId} and id = ${contactId}`.execute(db);
};

/** Deletes the contact's own row; what other areas recorded about it goes first (see deleteContact). */
export const deleteContactRow = async (db: Db, accountId: string, contactId: number): Promise<void> => {
  await db.deleteFrom('contacts').where('account_id', '=', accountId).where('id', '=', contactId).execute();
};

/** When the contact was created and how, as its timeline's first entry (see db/keyset). */
export const creationFeedOfContact = async (
  db: Db,
  accountId: string,
  contactId: number,
  feed: FeedQuery,
) => {
  const result = await sql<{ id: number; at: string; source: string }>`
    select id, ${feedInstant(sql`created_at`)} as at, source from contacts
    where account_id = ${accountId} and id = ${contactId}
      and ${afterFeedPosition(feed.source, feed.after, sql`created_at`, sql`id`)}`.execute(db);
  return result.rows;
};

export const listsOfContact = (db: Db, accountId: string, contactId: number) =>
  db
    .selectFrom('list_members')
    .innerJoin('lists', (join) =>
      join
        .onRef('lists.account_id', '=', 'list_members.account_id')
        .onRef('lists.id', '=', 'list_members.list_id'),
    )
    .select(['lists.id', 'lists.name', 'lists.type'])
    .where('list_members.account_id', '=', accountId)
    .where('list_members.contact_id', '=', contactId)
    .where('lists.archived_at', 'is', null)
    .orderBy('lists.name')
    .execute();

export const customProperties = (db: Db, accountId: string) =>
  db
    .selectFrom('contact_properties')
    .select(['key', 'type', 'source_type as sourceType', 'is_read_only as isReadOnly'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();

/**
 * One page of the account's live contacts matching the filter, in the chosen order, and how many match. With
 * a search, counting stops past CONTACT_COUNT_CAP unless the exact count is asked for: each keystroke of a
 * search would otherwise count every match of a common term over a million contacts.
 */
export const pageAllContacts = async (
  db: Db,
  accountId: string,
  query: AllContactsQuery,
): Promise<{ rows: ContactRecord[]; total: number; totalCapped: boolean }> => {
  const where = await matchingContacts(db, accountId, query);
  const cap = query.search && !query.exactTotal ? CONTACT_COUNT_CAP : undefined;
  const page = async (condition: RawBuilder<SqlBool>) =>
    sql<ContactRecord>`
      select c.id, c.email, c.is_unsubscribed as "isUnsubscribed", c.is_blocked as "isBlocked", c.properties,
        c.created_at as "createdAt", c.updated_at as "updatedAt", c.archived_at as "archivedAt"
      from contacts c where ${condition}
      order by ${contactOrder(query)}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(db);
  if (!query.search) {
    const [rows, count] = await Promise.all([page(where), countSelected(db, where)]);
    return { rows: rows.rows, total: count, totalCapped: false };
  }
  // A search counts first: with few matches the page reads them from the index (see searchCondition).
  const count = await countSelected(db, where, cap);
  const rows = await page(
    count <= CONTACT_COUNT_CAP ? await matchingContacts(db, accountId, query, true) : where,
  );
  return cap !== undefined && count > cap
    ? { rows: rows.rows, total: cap, totalCapped: true }
    : { rows: rows.rows, total: count, totalCapped: false };
};

/** How many live contacts (`c`) meet the condition; with `upTo`, counting stops at one more than that. */
export const countSelected = async (db: Db, where: RawBuilder<SqlBool>, upTo?: number): Promise<number> => {
  const result =
    upTo === undefined
      ? await sql<{ count: number }>`select count(*)::int as count from contacts c where ${where}`.execute(db)
      : await sql<{
          count: number;
        }>`select count(*)::int as count from (select 1 from contacts c where ${where} limit ${upTo + 1}) matched`.execute(
          db,
        );
  return result.rows[0]?.count ?? 0;
};
