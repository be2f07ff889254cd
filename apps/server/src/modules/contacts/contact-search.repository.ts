import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ContactFilter, ContactSelection } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { ContactIdSet } from './contact-merge.repository';
import { filterCondition, searchTextOf, selectionCondition } from './contact-search';

/*
 * The search text of contacts (contact_search, migration 0026). Triggers keep it current as contacts are
 * written; a bulk import defers that upkeep to a job that runs once the import has committed.
 */

/**
 * For the rest of the transaction, writes of contacts leave their search text alone: the caller lists the
 * contacts it writes with queueSearchText, in the same transaction.
 */
export const deferSearchText = async (db: Db): Promise<void> => {
  await sql`select set_config('sendwell.contact_search', 'deferred', true)`.execute(db);
};

/** Writes of contacts keep their search text current again, from here on in the transaction. */
export const resumeSearchText = async (db: Db): Promise<void> => {
  await sql`select set_config('sendwell.contact_search', '', true)`.execute(db);
};

/**
 * Lists the contacts for the search-text job. With `stale`, their current search text goes: they were
 * changed, and a search reads their own text until the job has run (see contact-search.ts).
 */
export const queueSearchText = async (
  db: Db,
  accountId: string,
  contacts: ContactIdSet,
  options: { stale: boolean },
): Promise<void> => {
  const queued = sql`insert into contact_search_pending (account_id, contact_id)
    select ${accountId}::uuid, contact_id from (${contacts}) queued
    on conflict do nothing`;
  if (!options.stale) {
    await queued.execute(db);
    return;
  }
  await sql`with queued as (${queued} returning contact_id)
    delete from contact_search s using queued q where s.account_id = ${accountId} and s.contact_id = q.contact_id`.execute(
    db,
  );
};

/**
 * Writes the search text of up to `limit` listed contacts and takes them off the list; returns how many.
 * The contacts are read under a share lock: an edit committed meanwhile is read, one made later waits and
 * then writes its own text, so an older text never overwrites a newer one.
 */
export const indexQueuedSearchText = async (db: Db, accountId: string, limit: number): Promise<number> => {
  const result = await sql<{ count: number }>`
    with batch as (
      select contact_id from contact_search_pending where account_id = ${accountId}
      order by contact_id limit ${limit} for update skip locked
    ), texts as (
      select c.id, ${searchTextOf(sql`c.email`, sql`c.properties`)} as search_text
      from contacts c join batch b on c.account_id = ${accountId} and c.id = b.contact_id
      for share of c
    ), written as (
      insert into contact_search (account_id, contact_id, search_text)
      select ${accountId}::uuid, id, search_text from texts
      on conflict (account_id, contact_id) do update set search_text = excluded.search_text
    ), done as (
      delete from contact_search_pending p using batch b
      where p.account_id = ${accountId} and p.contact_id = b.contact_id returning 1
    )
    select count(*)::int as count from done`.execute(db);
  return result.rows[0]?.count ?? 0;
};

/** Accounts with contacts waiting for their search text. */
export const accountsWithQueuedSearchText = async (db: Db): Promise<string[]> => {
  const result = await sql<{ account_id: string }>`
    select distinct account_id from contact_search_pending`.execute(db);
  return result.rows.map((row) => row.account_id);
};

/** Whether some of the account's contacts wait for their search text (a search then reads their own). */
export const hasQueuedSearchText = async (db: Db, accountId: string): Promise<boolean> => {
  const result = await sql<{ queued: boolean }>`select exists (
    select 1 from contact_search_pending where account_id = ${accountId}) as queued`.execute(db);
  return result.rows[0]?.queued ?? false;
};

/**
 * Live contacts (`c`) of the account that match the filter, as one SQL condition (see filterCondition);
 * `few` when at most CONTACT_COUNT_CAP of them match.
 */
export const matchingContacts = async (
  db: Db,
  accountId: string,
  filter: ContactFilter,
  few = false,
): Promise<RawBuilder<SqlBool>> =>
  filterCondition(accountId, filter, !!filter.search && (await hasQueuedSearchText(db, accountId)), few);

/** Live contacts (`c`) of the account a bulk action applies to (see selectionCondition). */
export const selectedContacts = async (
  db: Db,
  accountId: string,
  selection: ContactSelection,
): Promise<RawBuilder<SqlBool>> =>
  'contactIds' in selection
    ? selectionCondition(accountId, selection, false)
    : matchingContacts(db, accountId, selection.allMatching);
