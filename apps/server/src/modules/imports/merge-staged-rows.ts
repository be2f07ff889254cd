import { sql, type Kysely } from 'kysely';
import { contactsExceededMessage } from '@sendwell/domain';
import type { Database } from '../../db/database';
import { recountList, setListProcessing } from '../lists/lists.repository';
import { ContactsExceededError } from './import-errors';

export interface MergeInput {
  accountId: string;
  listId: number;
  /** The staging relation (row_no, email, props jsonb); a name this module made. */
  table: string;
  stagedRows: number;
  contactsAllocated: number;
}

export interface MergeCounts {
  /** Distinct e-mails among the staged rows. */
  distinct: number;
  created: number;
  updated: number;
  /** Contacts created, changed or newly in the list, for segments to follow; null when too many to list. */
  touchedIds: number[] | null;
}

/** Past this many changed contacts, segments are recomputed whole instead of contact by contact. */
export const TOUCHED_IDS_LIMIT = 5_000;

/**
 * From this many staged rows the merge joins by hashing. Contacts filled moments ago have stale
 * statistics, and the planner would otherwise pick nested loops that scan an account's contacts once per
 * row; a few pasted rows are best looked up one by one.
 */
const BULK_ROWS = 1_000;

/**
 * Merges staged rows into contacts and the list, set-based, inside the caller's transaction. One row per
 * e-mail (ignoring case) counts: the last in the file. New e-mails become subscribed contacts; existing
 * contacts get the file's non-empty values on top of theirs and keep their subscription and blocked
 * status; archived ones come back. Refuses, before changing anything, when the contacts this adds to the
 * plan's count would pass its allowance. Running it twice changes nothing the second time.
 */
export const mergeStagedRows = async (db: Kysely<Database>, input: MergeInput): Promise<MergeCounts> => {
  const { accountId, listId } = input;
  if (input.stagedRows >= BULK_ROWS) await sql`set local enable_nestloop = off`.execute(db);
  await sql`create temp table import_src (email text, props jsonb, contact_id bigint, was_archived boolean, same boolean, was_member boolean) on commit drop`.execute(
    db,
  );
  await sql`insert into import_src
    select distinct on (s.email_key) s.email, s.props, c.id,
      coalesce(c.archived_at is not null, false),
      coalesce(c.archived_at is null and c.properties @> s.props, false),
      m.contact_id is not null
    from (select row_no, email, lower(email) as email_key, props from ${sql.raw(input.table)}) s
    left join contacts c on c.account_id = ${accountId} and lower(c.email) = s.email_key
    left join list_members m on m.account_id = ${accountId} and m.list_id = ${listId} and m.contact_id = c.id
    order by s.email_key, s.row_no desc`.execute(db);

  const tally = await sql<{
    distinct: number;
    adding: number;
    touched: number;
  }>`select count(*)::int as distinct,
      count(*) filter (where contact_id is null or was_archived)::int as adding,
      count(*) filter (where contact_id is null or not same or not was_member)::int as touched
    from import_src`.execute(db);
  const { distinct = 0, adding = 0, touched = 0 } = tally.rows[0] ?? {};
  if (adding > 0) {
    const active = await sql<{
      count: number;
    }>`select count(*)::int as count from contacts where account_id = ${accountId} and archived_at is null`.execute(
      db,
    );
    const activeContacts = active.rows[0]?.count ?? 0;
    if (activeContacts + adding > input.contactsAllocated) {
      throw new ContactsExceededError(
        contactsExceededMessage({ contactsAllocated: input.contactsAllocated, activeContacts, adding }),
      );
    }
  }

  // A contact added by someone else since the staging query is merged like an existing one.
  const inserted = await sql<{ created: number; raced: number }>`with inserted as (
      insert into contacts (account_id, email, properties, source)
      select ${accountId}, email, props, 'import' from import_src where contact_id is null
      on conflict (account_id, lower(email)) do update
        set properties = contacts.properties || excluded.properties, archived_at = null, archived_with_list_id = null, updated_at = now()
      returning id, (xmax = 0) as created
    ), joined as (
      insert into list_members (account_id, list_id, contact_id) select ${accountId}, ${listId}, id from inserted
      on conflict do nothing
    )
    select count(*) filter (where created)::int as created, count(*) filter (where not created)::int as raced from inserted`.execute(
    db,
  );
  const { created = 0, raced = 0 } = inserted.rows[0] ?? {};

  const changed = await sql<{ updated: number }>`with changed as (
      update contacts c set properties = c.properties || s.props, archived_at = null, archived_with_list_id = null, updated_at = now()
      from import_src s
      where s.contact_id is not null and not s.same and c.account_id = ${accountId} and c.id = s.contact_id
      returning c.id
    )
    select count(*)::int as updated from changed`.execute(db);
  const updated = changed.rows[0]?.updated ?? 0;

  // Contacts back from the archive count again in every list they belong to.
  await sql`update lists l set recipients_count = (
      select count(*) from list_members m join contacts c on c.account_id = m.account_id and c.id = m.contact_id
      where m.account_id = l.account_id and m.list_id = l.id and c.archived_at is null
    ), updated_at = now()
    where l.account_id = ${accountId} and l.id <> ${listId} and l.id in (
      select m.list_id from list_members m join import_src s on s.contact_id = m.contact_id
      where m.account_id = ${accountId} and s.was_archived
    )`.execute(db);

  await sql`insert into list_members (account_id, list_id, contact_id)
    select ${accountId}, ${listId}, s.contact_id from import_src s
    where s.contact_id is not null and not s.was_member
    on conflict do nothing`.execute(db);

  let touchedIds: number[] | null = null;
  if (touched <= TOUCHED_IDS_LIMIT) {
    const ids = await sql<{ id: number }>`select c.id from import_src s
      join contacts c on c.account_id = ${accountId} and lower(c.email) = lower(s.email)
      where s.contact_id is null or not s.same or not s.was_member`.execute(db);
    touchedIds = ids.rows.map((row) => row.id);
  }

  // Fresh statistics for the recount below and for every query after this import.
  if (created + updated >= BULK_ROWS) await sql`analyze contacts`.execute(db);
  await recountList(db, accountId, listId);
  await setListProcessing(db, accountId, listId, false);
  return { distinct, created, updated: updated + raced, touchedIds };
};

/** Merges of one account wait for each other: two imports sharing e-mails would otherwise deadlock. */
export const lockAccountImports = async (db: Kysely<Database>, accountId: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`import:${accountId}`}, 0))`.execute(db);
};
