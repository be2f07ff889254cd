import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Fragment } from './engine/sql-values';

/**
 * Memory for the hash joins and per-contact aggregates of one segment query: enough to keep a million
 * contacts' sets in memory instead of spilling them to disk in batches.
 */
export const SEGMENT_WORK_MEM = '64MB';

/**
 * Planner settings for the segment queries of this transaction. Parallel plans stay off unless the
 * query only scans contact rows: on a machine of a few cores each worker of a parallel hash join builds
 * its own copy of a per-contact aggregate, which made rate filters three times slower than one process,
 * while a plain scan of the contacts splits between the workers.
 */
export const useSegmentSettings = async (db: Db, { parallel = false }: SegmentPlan = {}): Promise<void> => {
  await sql`select set_config('work_mem', ${SEGMENT_WORK_MEM}, true)`.execute(db);
  if (!parallel) await sql`select set_config('max_parallel_workers_per_gather', '0', true)`.execute(db);
};

export interface SegmentPlan {
  /** The query may run on parallel workers (see useSegmentSettings). */
  parallel?: boolean;
}

/** Runs a compiled segment's count. */
export const countContacts = (db: Db, count: Fragment, plan: SegmentPlan = {}): Promise<number> =>
  db.transaction().execute(async (trx) => {
    await useSegmentSettings(trx, plan);
    const result = await sql<{ count: number }>`${count}`.execute(trx);
    return result.rows[0]?.count ?? 0;
  });

/** Ids among `listIds` that are not lists of the account (another account's, or none at all). */
export const missingLists = async (db: Db, accountId: string, listIds: readonly number[]): Promise<number[]> => {
  if (listIds.length === 0) return [];
  const found = await db.selectFrom('lists').select('id').where('account_id', '=', accountId).where('id', 'in', [...listIds]).execute();
  const known = new Set(found.map((row) => row.id));
  return listIds.filter((id) => !known.has(id));
};

export const listNames = async (db: Db, accountId: string, listIds: readonly number[]): Promise<Map<number, string>> => {
  if (listIds.length === 0) return new Map();
  const rows = await db.selectFrom('lists').select(['id', 'name']).where('account_id', '=', accountId).where('id', 'in', [...listIds]).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
};

export const campaignsByIds = async (db: Db, accountId: string, campaignIds: readonly number[]) => {
  if (campaignIds.length === 0) return new Map<number, { isArchived: boolean; campaignType: 'bulk' | 'TRIGGERED' }>();
  const rows = await db
    .selectFrom('campaigns')
    .select(['id', 'is_archived as isArchived', 'campaign_type as campaignType'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...campaignIds])
    .execute();
  return new Map(rows.map((row) => [row.id, { isArchived: row.isArchived, campaignType: row.campaignType }]));
};

export const findSegmentList = (db: Db, accountId: string, listId: number) =>
  db
    .selectFrom('lists')
    .select(['id', 'name', 'type', 'definition', 'archived_at as archivedAt', 'recipients_count as recipientsCount'])
    .where('account_id', '=', accountId)
    .where('id', '=', listId)
    .executeTakeFirst();

/** Live dynamic segments of the account that have a definition to evaluate. */
export const dynamicSegmentsOf = (db: Db, accountId: string) =>
  db
    .selectFrom('lists')
    .select(['id', 'definition'])
    .where('account_id', '=', accountId)
    .where('type', 'in', ['dynamic', 'dynamic-shopify', 'dynamic-hubspot'])
    .where('definition', 'is not', null)
    .where('archived_at', 'is', null)
    .execute();

/** Serialises membership changes of one segment: a full refresh and incremental updates never interleave. */
export const lockSegment = async (db: Db, accountId: string, listId: number): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtext('segment:' || ${accountId}::text), ${listId}::int)`.execute(db);
};

/** Computes the segment's contacts into a temporary table dropped at commit; answers how many there are. */
export const stageSegmentContacts = async (db: Db, segment: Fragment, plan: SegmentPlan = {}): Promise<number> => {
  await useSegmentSettings(db, plan);
  await sql`create temp table segment_target on commit drop as ${segment}`.execute(db);
  await sql`create unique index on segment_target (id)`.execute(db);
  await sql`analyze segment_target`.execute(db);
  const result = await sql<{ count: number }>`select count(*)::int as count from segment_target`.execute(db);
  return result.rows[0]?.count ?? 0;
};

/**
 * Adds the next `size` staged contacts after id `after` (in id order) that are not members yet. Answers
 * the last id read (null when none was left), how many were read and how many were added. Runs under the
 * segment's lock (lockSegment), and nothing else writes a segment's members, so the members are looked up
 * rather than left to ON CONFLICT: its speculative insertion wrote a second WAL record per row and made
 * the members of a new segment a third slower to write.
 */
export const addStagedMembers = async (
  db: Db,
  accountId: string,
  listId: number,
  after: number,
  size: number,
): Promise<{ last: number | null; read: number; added: number }> => {
  const result = await sql<{ last: number | null; read: number; added: number }>`
    with chunk as (select t.id from segment_target t where t.id > ${after} order by t.id limit ${size}),
    added as (
      insert into list_members (account_id, list_id, contact_id)
      select ${accountId}, ${listId}, c.id from chunk c
      where not exists (select 1 from list_members m
        where m.account_id = ${accountId} and m.list_id = ${listId} and m.contact_id = c.id)
      returning 1
    )
    select max(id) as last, count(*)::int as read, (select count(*) from added)::int as added from chunk`.execute(db);
  const row = result.rows[0];
  return { last: row?.last ?? null, read: row?.read ?? 0, added: row?.added ?? 0 };
};

/** Removes members the staged contacts no longer hold. */
export const removeUnstagedMembers = async (db: Db, accountId: string, listId: number): Promise<number> => {
  const result = await sql`
    delete from list_members m
    where m.account_id = ${accountId} and m.list_id = ${listId}
      and not exists (select 1 from segment_target t where t.id = m.contact_id)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
};

/** Makes the members of `listId` among `contactIds` exactly the contacts `segment` answers; answers the change in members. */
export const replaceMembersAmong = async (
  db: Db,
  accountId: string,
  listId: number,
  contactIds: readonly number[],
  segment: Fragment,
): Promise<number> => {
  const result = await sql<{ added: number; removed: number }>`
    with target as materialized (${segment}),
    removed as (
      delete from list_members m
      where m.account_id = ${accountId} and m.list_id = ${listId} and m.contact_id = any(${[...contactIds]}::bigint[])
        and not exists (select 1 from target t where t.id = m.contact_id)
      returning 1
    ),
    added as (
      insert into list_members (account_id, list_id, contact_id)
      select ${accountId}, ${listId}, t.id from target t
      on conflict (account_id, list_id, contact_id) do nothing
      returning 1
    )
    select (select count(*) from added)::int as added, (select count(*) from removed)::int as removed`.execute(db);
  const row = result.rows[0];
  return (row?.added ?? 0) - (row?.removed ?? 0);
};

export const setProcessingCount = async (db: Db, accountId: string, listId: number, processed: number): Promise<void> => {
  await sql`update lists set processing_count = ${processed} where account_id = ${accountId} and id = ${listId}`.execute(db);
};

/** The end of a refresh: the count of members, processing over, and when it ran. */
export const finishRefresh = async (db: Db, accountId: string, listId: number, recipientsCount: number, processed: number): Promise<void> => {
  await sql`
    update lists set recipients_count = ${recipientsCount}, processing = false, processing_count = ${processed}, updated_at = now()
    where account_id = ${accountId} and id = ${listId}`.execute(db);
  await markRefreshed(db, accountId, listId);
};

export const markRefreshed = async (db: Db, accountId: string, listId: number): Promise<void> => {
  await sql`
    insert into segment_refreshes (account_id, list_id, refreshed_at) values (${accountId}, ${listId}, now())
    on conflict (account_id, list_id) do update set refreshed_at = excluded.refreshed_at`.execute(db);
};

export const shiftRecipientsCount = async (db: Db, accountId: string, listId: number, change: number): Promise<void> => {
  if (change === 0) return;
  await sql`update lists set recipients_count = greatest(0, recipients_count + ${change}) where account_id = ${accountId} and id = ${listId}`.execute(db);
};

/** Claims the sweep due now, moving the next one `intervalSeconds` ahead; false when another worker claimed it. */
export const claimSweep = async (db: Db, intervalSeconds: number): Promise<boolean> => {
  const result = await sql`
    update segment_sweep set next_run_at = now() + make_interval(secs => ${intervalSeconds})
    where id = 1 and next_run_at <= now()`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
};

/** Live dynamic segments of every account not recomputed for `staleSeconds`, least recently refreshed first. */
export const staleDynamicSegments = (db: Db, staleSeconds: number, limit: number) =>
  sql<{ accountId: string; listId: number }>`
    select l.account_id as "accountId", l.id as "listId"
    from lists l
    left join segment_refreshes r on r.account_id = l.account_id and r.list_id = l.id
    where l.type in ('dynamic', 'dynamic-shopify', 'dynamic-hubspot') and l.definition is not null and l.archived_at is null
      and not l.processing
      and (r.refreshed_at is null or r.refreshed_at < now() - make_interval(secs => ${staleSeconds}))
    order by r.refreshed_at nulls first
    limit ${limit}`.execute(db);

/** A segment's new name and definition; it shows Processing until its members are recomputed. */
export const replaceSegmentDefinition = async (
  db: Db,
  accountId: string,
  listId: number,
  changes: { name: string; definition: unknown },
): Promise<void> => {
  await db
    .updateTable('lists')
    .set({ name: changes.name.trim(), definition: JSON.stringify(changes.definition), processing: true, processing_count: 0, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', listId)
    .execute();
};

/** Forgets the email types a contact deleted for good opted out of. */
export const deleteEmailTypeOptOutsOfContact = async (db: Db, accountId: string, contactId: number): Promise<void> => {
  await db.deleteFrom('contact_email_type_optouts').where('account_id', '=', accountId).where('contact_id', '=', contactId).execute();
};
