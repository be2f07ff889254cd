import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';

/** The contacts a change touched: how many, and their ids, or null when there are more than `limit`. */
export interface ChangedContacts {
  count: number;
  ids: number[] | null;
}

/**
 * Runs data-changing common table expressions, one named `changed` with the touched contacts' ids as
 * contact_id, as one statement, and reads back how many there were, with the ids when at most `limit`.
 */
const changedContacts = async (
  db: Db,
  ctes: RawBuilder<unknown>,
  limit: number,
): Promise<ChangedContacts> => {
  const result = await sql<{ contact_id: number; count: number }>`
    with ${ctes}
    select contact_id, (count(*) over ())::int as count from changed limit ${limit + 1}`.execute(db);
  const ids = result.rows.map((row) => Number(row.contact_id));
  return { count: result.rows[0]?.count ?? 0, ids: ids.length > limit ? null : ids };
};

/** Sets a status flag on the selected live contacts (`c`) that lack it. */
export const flagSelectedContacts = (
  db: Db,
  where: RawBuilder<SqlBool>,
  flag: 'is_unsubscribed' | 'is_blocked',
  limit: number,
): Promise<ChangedContacts> => {
  const column = sql.ref(flag);
  return changedContacts(
    db,
    sql`changed as (update contacts c set ${column} = true, updated_at = now() where ${where} and not c.${column} returning c.id as contact_id)`,
    limit,
  );
};

/**
 * Changes the list's members (`members`: a data-changing statement returning the contact_id of each member
 * added or removed) and its count by as many, as one statement.
 */
const changeListMembers = (
  db: Db,
  accountId: string,
  listId: number,
  members: RawBuilder<unknown>,
  change: 'added' | 'removed',
  limit: number,
): Promise<ChangedContacts> => {
  const counted =
    change === 'added'
      ? sql`recipients_count + (select count(*) from changed)`
      : sql`greatest(0, recipients_count - (select count(*) from changed))`;
  return changedContacts(
    db,
    sql`changed as (${members}), counted as (
        update lists set recipients_count = ${counted}, updated_at = now()
        where account_id = ${accountId} and id = ${listId}
      )`,
    limit,
  );
};

/**
 * Adds the selected live contacts that are not members yet to the list, whose count grows by as many. Members
 * already there are skipped by the membership key, one index probe each: an anti-join planned on stale
 * statistics (just after a large import) can scan the list's members once per contact.
 */
export const addSelectedToList = (
  db: Db,
  accountId: string,
  listId: number,
  where: RawBuilder<SqlBool>,
  limit: number,
): Promise<ChangedContacts> =>
  changeListMembers(
    db,
    accountId,
    listId,
    sql`insert into list_members (account_id, list_id, contact_id)
      select ${accountId}::uuid, ${listId}::bigint, c.id from contacts c
      where ${where}
      on conflict do nothing
      returning contact_id`,
    'added',
    limit,
  );

/** Takes the selected live contacts out of the list, whose count drops by as many. */
export const removeSelectedFromList = (
  db: Db,
  accountId: string,
  listId: number,
  where: RawBuilder<SqlBool>,
  limit: number,
): Promise<ChangedContacts> =>
  changeListMembers(
    db,
    accountId,
    listId,
    sql`delete from list_members m using contacts c
      where m.account_id = ${accountId} and m.list_id = ${listId} and c.account_id = m.account_id and c.id = m.contact_id and ${where}
      returning m.contact_id`,
    'removed',
    limit,
  );

/**
 * Deletes the selected live contacts as the product deletes contacts: archived with no list to come back
 * with, out of every list and segment, each of which loses them from its count. They stop counting toward
 * the plan; an import or API call of the same address later brings the contact back, status kept.
 */
export const deleteSelectedContacts = async (
  db: Db,
  accountId: string,
  where: RawBuilder<SqlBool>,
): Promise<number> => {
  const result = await sql<{ count: number }>`
    with deleted as (
      update contacts c set archived_at = now(), archived_with_list_id = null, updated_at = now()
      where ${where}
      returning c.id
    ), left_lists as (
      delete from list_members m using deleted d
      where m.account_id = ${accountId} and m.contact_id = d.id
      returning m.list_id
    ), counted as (
      update lists l set recipients_count = greatest(0, l.recipients_count - n.removed), updated_at = now()
      from (select list_id, count(*)::int as removed from left_lists group by list_id) n
      where l.account_id = ${accountId} and l.id = n.list_id
    )
    select count(*)::int as count from deleted`.execute(db);
  return result.rows[0]?.count ?? 0;
};
