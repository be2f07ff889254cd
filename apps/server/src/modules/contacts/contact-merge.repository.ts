import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/database';

/*
 * Bulk upsert of contacts by e-mail, in steps run inside one transaction: match the rows against the
 * account's contacts, let the caller check what the match found, then insert the new contacts and update
 * the changed ones. The match lives in a temporary table dropped at commit.
 */

export interface ContactMatchTally {
  /** Distinct e-mails (ignoring case) among the rows. */
  distinct: number;
  /** Contacts the plan would count in addition: new ones and archived ones coming back. */
  adding: number;
  /** Archived contacts coming back. */
  restored: number;
}

/** A set of contact ids, as a subquery with one column named contact_id. */
export type ContactIdSet = RawBuilder<{ contact_id: number }>;

/**
 * Keeps the last row per e-mail of `source` (row_no, email, props jsonb) and matches it to the account's
 * contacts. New e-mails get their contact id now, in e-mail order, so the insert and the list's members
 * are written in one pass each, with every index filled in order.
 *
 * The rows are reduced to one per e-mail before the join, and for a bulk match joined to the contacts in
 * e-mail order along their e-mail index: hashing every contact with its properties, then sorting the
 * joined rows, took three times as long on a million contacts. Imported contacts lie in the heap in the
 * e-mail order their ids were given in, so the index walk reads the table almost in order.
 */
export const matchContactsByEmail = async (
  db: Db,
  accountId: string,
  source: string,
  options: { bulk: boolean } = { bulk: false },
): Promise<ContactMatchTally> => {
  // E-mail and values are kept only where a write needs them: an unchanged import then matches in a
  // narrow table.
  await sql`create temp table contact_matches (email text, props jsonb,
    contact_id bigint not null, is_new boolean not null, was_archived boolean not null, same boolean not null)
    on commit drop`.execute(db);
  // Named once: looked up in the query, the sequence's name would be resolved again for every row.
  const { rows } = await sql<{
    sequence: string;
  }>`select pg_get_serial_sequence('contacts', 'id') as sequence`.execute(db);
  const sequence = rows[0]?.sequence ?? 'contacts_id_seq';
  const match = () =>
    sql`insert into contact_matches
    select case when d.found_id is null then d.email end, case when not d.same then d.props end,
      coalesce(d.found_id, nextval(${sequence}::regclass)),
      d.found_id is null, d.was_archived, d.same
    from (
      select s.email, s.props, c.id as found_id,
        coalesce(c.archived_at is not null, false) as was_archived,
        coalesce(c.archived_at is null and c.properties @> s.props, false) as same
      from (
        select distinct on (lower(email)) email, lower(email) as email_key, props from ${sql.table(source)}
        order by lower(email), row_no desc
      ) s
      left join contacts c on c.account_id = ${accountId} and lower(c.email) = s.email_key
    ) d`.execute(db);
  if (options.bulk) await withMergeJoinOnEmail(db, match);
  else await match();
  const tally = await sql<ContactMatchTally>`select count(*)::int as distinct,
      count(*) filter (where is_new or was_archived)::int as adding,
      count(*) filter (where was_archived)::int as restored
    from contact_matches`.execute(db);
  return tally.rows[0] ?? { distinct: 0, adding: 0, restored: 0 };
};

/**
 * Runs `statement` steered to the merge join along the e-mail index, then restores the transaction's
 * settings for the statements after it. Random reads are costed as nearly sequential because the index
 * walk meets the heap in order (see above).
 */
const withMergeJoinOnEmail = async (db: Db, statement: () => Promise<unknown>): Promise<void> => {
  const { rows } = await sql<{ hashjoin: string; randomPageCost: string }>`select
    current_setting('enable_hashjoin') as hashjoin, current_setting('random_page_cost') as "randomPageCost"`.execute(
    db,
  );
  const before = rows[0] ?? { hashjoin: 'on', randomPageCost: '4' };
  await sql`select set_config('enable_hashjoin', 'off', true), set_config('random_page_cost', '1.1', true)`.execute(
    db,
  );
  await statement();
  await sql`select set_config('enable_hashjoin', ${before.hashjoin}, true),
    set_config('random_page_cost', ${before.randomPageCost}, true)`.execute(db);
};

const isEmailTaken = (error: unknown): boolean =>
  error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === 'contacts_email_key';

/**
 * Inserts the matched new contacts. A plain insert: no conflict handling per row. Should someone else add
 * one of these e-mails since the match, the insert is undone, such contacts are taken as existing ones
 * (updated like them) and the rest inserted again.
 */
export const insertMatchedContacts = async (db: Db, accountId: string, source: string): Promise<number> => {
  for (;;) {
    await sql`savepoint matched_contacts`.execute(db);
    try {
      const result =
        await sql`insert into contacts (account_id, id, email, properties, source) overriding system value
        select ${accountId}, contact_id, email, props, ${source} from contact_matches where is_new`.execute(
          db,
        );
      await sql`release savepoint matched_contacts`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    } catch (error) {
      if (!isEmailTaken(error)) throw error;
    }
    await sql`rollback to savepoint matched_contacts`.execute(db);
    await sql`update contact_matches m set contact_id = c.id, is_new = false, same = false,
        was_archived = c.archived_at is not null
      from contacts c
      where m.is_new and c.account_id = ${accountId} and lower(c.email) = lower(m.email)`.execute(db);
  }
};

/** Existing matched contacts get the rows' non-empty values on top of theirs; archived ones come back. */
export const updateMatchedContacts = async (db: Db, accountId: string): Promise<number> => {
  const result = await sql`update contacts c
    set properties = c.properties || m.props, archived_at = null, archived_with_list_id = null, updated_at = now()
    from contact_matches m
    where not m.is_new and not m.same and c.account_id = ${accountId} and c.id = m.contact_id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
};

export const matchedContacts = (which: 'new' | 'existing' | 'restored'): ContactIdSet => {
  const where = { new: sql`is_new`, existing: sql`not is_new`, restored: sql`was_archived` }[which];
  return sql<{ contact_id: number }>`select contact_id from contact_matches where ${where}`;
};

/** Ids of the contacts created or changed, or null when there are more than `limit`. */
export const changedMatchIds = async (db: Db, limit: number): Promise<number[] | null> => {
  const result = await sql<{ contact_id: number }>`select contact_id from contact_matches
    where is_new or not same limit ${limit + 1}`.execute(db);
  return result.rows.length > limit ? null : result.rows.map((row) => row.contact_id);
};

/** Fresh planner statistics after a bulk change, for the queries that follow it. */
export const analyzeContacts = async (db: Db): Promise<void> => {
  await sql`analyze contacts`.execute(db);
};
