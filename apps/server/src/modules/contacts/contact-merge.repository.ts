import { setTimeout as sleep } from 'node:timers/promises';
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
  /** New e-mails: contacts to create. */
  created: number;
  /** Existing contacts whose values change or that come back: those updateMatchedContacts writes. */
  changed: number;
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
  const sequence = await contactIdSequence(db);
  const match = () =>
    sql`insert into contact_matches
    select case when d.found_id is null then d.email end, case when not d.same then d.props end,
      coalesce(d.found_id, nextval(${sequence}::regclass)),
      d.found_id is null, d.was_archived, d.same
    from ${matchedRows(accountId, source, sql`true`)}`.execute(db);
  if (options.bulk) await withMergeJoinOnEmail(db, match);
  else await match();
  return tallyOf(db, 'contact_matches');
};

/**
 * The last row per e-mail of `source` among those `where` keeps, beside the account's contact of that e-mail
 * (found_id null when there is none): a subquery named d. `same` tells a live contact that already holds
 * every value of the row.
 */
const matchedRows = (accountId: string, source: string, where: RawBuilder<unknown>) => sql`(
      select s.email, s.props, c.id as found_id,
        coalesce(c.archived_at is not null, false) as was_archived,
        coalesce(c.archived_at is null and c.properties @> s.props, false) as same
      from (
        select distinct on (lower(email)) email, lower(email) as email_key, props from ${sql.table(source)}
        where ${where}
        order by lower(email), row_no desc
      ) s
      left join contacts c on c.account_id = ${accountId} and lower(c.email) = s.email_key
    ) d`;

const tallyOf = async (db: Db, table: string): Promise<ContactMatchTally> => {
  const tally = await sql<ContactMatchTally>`select count(*)::int as distinct,
      count(*) filter (where is_new or was_archived)::int as adding,
      count(*) filter (where was_archived)::int as restored,
      count(*) filter (where is_new)::int as created,
      count(*) filter (where not is_new and not same)::int as changed
    from ${sql.table(table)}`.execute(db);
  return tally.rows[0] ?? { distinct: 0, adding: 0, restored: 0, created: 0, changed: 0 };
};

/** The contacts' id sequence, named once: looked up in a query, its name would be resolved for every row. */
const contactIdSequence = async (db: Db): Promise<string> => {
  const { rows } = await sql<{
    sequence: string;
  }>`select pg_get_serial_sequence('contacts', 'id') as sequence`.execute(db);
  return rows[0]?.sequence ?? 'contacts_id_seq';
};

/** A bulk match split by e-mail into ranges, each matched on its own connection at the same time. */
export interface MatchParts {
  /** Per range, in e-mail order: (email, props, found_id, ordinal, is_new, was_archived, same). */
  tables: string[];
  /** Per range, how many new contacts it holds; numbered 1 to that count by `ordinal`. */
  created: number[];
  tally: ContactMatchTally;
}

/**
 * Matches `source` as matchContactsByEmail does, in `parts` ranges of e-mails cut at the medians its
 * statistics give, each in a table named by `tableOf` and committed on a connection of its own: the sort,
 * the walk along the contacts' e-mail index and the comparison of values are each one backend's work, and
 * a second one halves them. New contacts get no id yet, only their rank within the range
 * (see reserveContactIds and useMatchParts).
 */
export const matchContactsInParts = async (
  db: Db,
  accountId: string,
  source: string,
  tableOf: (part: number) => string,
  parts: number,
): Promise<MatchParts> => {
  const pivots = await emailQuantiles(db, source, parts);
  const bounds = [undefined, ...pivots, undefined];
  const results = await Promise.allSettled(
    Array.from({ length: pivots.length + 1 }, (_, part) =>
      db
        .transaction()
        .execute((trx) =>
          matchPart(trx, accountId, source, tableOf(part), { from: bounds[part], to: bounds[part + 1] }),
        ),
    ),
  );
  const tallies = results.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
  const sum = (key: keyof ContactMatchTally) => tallies.reduce((total, tally) => total + tally[key], 0);
  return {
    tables: tallies.map((_, part) => tableOf(part)),
    created: tallies.map((tally) => tally.created),
    tally: {
      distinct: sum('distinct'),
      adding: sum('adding'),
      restored: sum('restored'),
      created: sum('created'),
      changed: sum('changed'),
    },
  };
};

/**
 * Matches the rows of `source` whose lower-cased e-mail lies in [from, to) into `table`, in its own
 * transaction, steered along the contacts' e-mail index as a bulk match is (see withMergeJoinOnEmail).
 * New contacts are numbered 1, 2, ... in e-mail order by `ordinal`.
 */
const matchPart = async (
  trx: Db,
  accountId: string,
  source: string,
  table: string,
  range: { from?: string; to?: string },
): Promise<ContactMatchTally> => {
  const inRange = sql.join(
    [
      range.from === undefined ? sql`true` : sql`lower(email) >= ${range.from}`,
      range.to === undefined ? sql`true` : sql`lower(email) < ${range.to}`,
    ],
    sql` and `,
  );
  await sql`select set_config('work_mem', '512MB', true), set_config('enable_nestloop', 'off', true)`.execute(
    trx,
  );
  await sql`drop table if exists ${sql.table(table)}`.execute(trx);
  await sql`create unlogged table ${sql.table(table)} (email text, props jsonb, found_id bigint, ordinal bigint,
    is_new boolean not null, was_archived boolean not null, same boolean not null)
    with (autovacuum_enabled = false)`.execute(trx);
  await withMergeJoinOnEmail(trx, () =>
    sql`insert into ${sql.table(table)}
      select case when d.found_id is null then d.email end, case when not d.same then d.props end, d.found_id,
        case when d.found_id is null
          then count(*) filter (where d.found_id is null) over (rows unbounded preceding) end,
        d.found_id is null, d.was_archived, d.same
      from ${matchedRows(accountId, source, inRange)}`.execute(trx),
  );
  return tallyOf(trx, table);
};

/**
 * Lower-cased e-mails that cut `source` into `parts` ranges of about as many rows, from the statistics of
 * lower(email) its staging keeps (see stage-import); none without them. Those of the e-mail column itself
 * order them with case, and a file whose e-mails differ in case would split unevenly.
 */
const emailQuantiles = async (db: Db, source: string, parts: number): Promise<string[]> => {
  const [schema, table] = source.includes('.') ? source.split('.') : ['public', source];
  const { rows } = await sql<{ bounds: string[] | null }>`select histogram_bounds::text::text[] as bounds
    from pg_stats_ext_exprs where schemaname = ${schema} and tablename = ${table}
      and expr = 'lower(email)'`.execute(db);
  const bounds = rows[0]?.bounds ?? [];
  if (bounds.length < parts) return [];
  const candidates = Array.from(
    { length: parts - 1 },
    (_, index) => bounds[Math.floor(((index + 1) * (bounds.length - 1)) / parts)] ?? '',
  );
  // In the database's order, each once: ranges between them then never overlap nor leave a gap.
  const sorted = await sql<{ pivots: string[] }>`select array(
    select distinct pivot from unnest(${candidates}::text[]) pivot order by pivot) as pivots`.execute(db);
  return sorted.rows[0]?.pivots ?? [];
};

/** How long a reservation of ids waits at a time for writers that took an id and have not committed. */
const RESERVE_LOCK_TIMEOUT = '50ms';
const RESERVE_ATTEMPTS = 1_200;

const isLockTimeout = (error: unknown): boolean =>
  error instanceof pg.DatabaseError && error.code === '55P03';

/**
 * Takes `count` consecutive contact ids no one else will be given, and returns the first. Altering the
 * sequence's increment for one call makes the block whole: every other caller of nextval waits until this
 * commits. The alteration itself waits for transactions that took an id to end; it gives way after a
 * moment and tries again, so those arriving meanwhile are never held up for long.
 */
export const reserveContactIds = async (db: Db, count: number): Promise<number> => {
  const size = Math.max(1, Math.trunc(count));
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        await sql`set local lock_timeout = ${sql.lit(RESERVE_LOCK_TIMEOUT)}`.execute(trx);
        const sequence = await contactIdSequence(trx);
        // A sequence never used returns its start value whatever the increment: one call first.
        await sql`select nextval(${sequence}::regclass)`.execute(trx);
        await sql`alter sequence ${sql.raw(sequence)} increment by ${sql.lit(size)}`.execute(trx);
        const { rows } = await sql<{ last: number }>`select nextval(${sequence}::regclass) as last`.execute(
          trx,
        );
        await sql`alter sequence ${sql.raw(sequence)} increment by 1`.execute(trx);
        return Number(rows[0]?.last) - size + 1;
      });
    } catch (error) {
      if (!isLockTimeout(error) || attempt >= RESERVE_ATTEMPTS) throw error;
      await sleep(Math.min(attempt, 10) * 5);
    }
  }
};

/**
 * One select per part, joined with union all, that `select` writes given the part's table and the id
 * before its first new contact's: new contacts take the reserved ids from `firstId` on, in e-mail order.
 */
const unionOfParts = (
  parts: MatchParts,
  firstId: number,
  select: (table: RawBuilder<unknown>, idBefore: RawBuilder<unknown>) => RawBuilder<unknown>,
): RawBuilder<unknown> => {
  let next = firstId;
  const selects = parts.tables.map((table, part) => {
    const idBefore = next - 1;
    next += parts.created[part] ?? 0;
    return select(sql.table(table), sql.lit(idBefore));
  });
  return sql.join(selects, sql` union all `);
};

/**
 * Makes a match in parts readable as contact_matches, for the steps below, until dropMatchView: new
 * contacts get the reserved ids from `firstId` on, in e-mail order.
 */
export const useMatchParts = async (
  db: Db,
  parts: MatchParts,
  firstId: number,
): Promise<ContactMatchTally> => {
  const union = unionOfParts(
    parts,
    firstId,
    (table, idBefore) => sql`select email, props, coalesce(found_id, ${idBefore} + ordinal) as contact_id,
      is_new, was_archived, same from ${table}`,
  );
  await sql`create or replace temp view contact_matches as ${union}`.execute(db);
  return parts.tally;
};

/** The ids of a match in parts' new contacts, readable on any connection (unlike contact_matches). */
export const newContactIdsOfParts = (parts: MatchParts, firstId: number): ContactIdSet =>
  sql<{ contact_id: number }>`${unionOfParts(
    parts,
    firstId,
    (table, idBefore) => sql`select ${idBefore} + ordinal as contact_id from ${table} where is_new`,
  )}`;

export const dropMatchView = async (db: Db): Promise<void> => {
  await sql`drop view if exists contact_matches`.execute(db);
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
export const insertMatchedContacts = async (
  db: Db,
  accountId: string,
  source: string,
  parts?: MatchParts,
): Promise<number> => {
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
    const taken = (table: string, id: string) => sql`update ${sql.table(table)} m
      set ${sql.ref(id)} = c.id, is_new = false, same = false, was_archived = c.archived_at is not null
      from contacts c
      where m.is_new and c.account_id = ${accountId} and lower(c.email) = lower(m.email)`;
    if (parts) for (const table of parts.tables) await taken(table, 'found_id').execute(db);
    else await taken('contact_matches', 'contact_id').execute(db);
  }
};

/**
 * Existing matched contacts get the rows' non-empty values on top of theirs; archived ones come back. Each
 * contact's timeline gets, in the same statement, which of its properties changed value (read before the
 * update, in the statement's one snapshot) and whether the import brought it back from the archive.
 */
export const updateMatchedContacts = async (db: Db, accountId: string): Promise<number> => {
  const result = await sql<{ count: number }>`
    with changed as (
      select m.contact_id, m.props, m.was_archived,
        (select coalesce(jsonb_agg(e.key order by e.key), '[]'::jsonb) from jsonb_each(m.props) e
          where c.properties -> e.key is distinct from e.value) as keys
      from contact_matches m
      join contacts c on c.account_id = ${accountId} and c.id = m.contact_id
      where not m.is_new and not m.same
    ), updated as (
      update contacts c
      set properties = c.properties || ch.props, archived_at = null, archived_with_list_id = null, updated_at = now()
      from changed ch
      where c.account_id = ${accountId} and c.id = ch.contact_id
      returning c.id
    ), recorded as (
      insert into contact_history (account_id, contact_id, kind, details)
      select ${accountId}::uuid, contact_id, 'propertiesChanged', jsonb_build_object('keys', keys, 'via', 'import')
      from changed where keys <> '[]'::jsonb
      union all
      select ${accountId}::uuid, contact_id, 'restored', '{"via": "import"}'::jsonb from changed where was_archived
    )
    select count(*)::int as count from updated`.execute(db);
  return result.rows[0]?.count ?? 0;
};

export const matchedContacts = (which: 'new' | 'existing' | 'changed' | 'restored'): ContactIdSet => {
  const where = {
    new: sql`is_new`,
    existing: sql`not is_new`,
    changed: sql`not is_new and not same`,
    restored: sql`was_archived`,
  }[which];
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
