import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { BulkContactsJob, ContactFilter } from '@sendwell/contracts';
import type { Db } from '../../db/database';

/** The contact_bulk_jobs and contact_bulk_job_items tables (migration 0020). */

export type BulkJobAction = BulkContactsJob['action'];

export interface BulkJobRecord extends BulkContactsJob {
  listId: number | null;
  filter: ContactFilter;
  newestContactId: number;
  doneThrough: number;
}

const jobColumns = sql`id, action, state, total, processed, changed, error, list_id as "listId", filter,
  newest_contact_id as "newestContactId", done_through as "doneThrough"`;

const asRecord = (row: BulkJobRecord): BulkJobRecord => ({
  ...row,
  newestContactId: Number(row.newestContactId),
  doneThrough: Number(row.doneThrough),
});

/** A queued job over the live contacts matching `filter` now: none added later is taken. */
export const insertBulkJob = async (
  db: Db,
  accountId: string,
  job: { action: BulkJobAction; listId: number | null; filter: ContactFilter },
): Promise<BulkJobRecord> => {
  const result = await sql<BulkJobRecord>`
    insert into contact_bulk_jobs (account_id, action, list_id, filter, newest_contact_id)
    values (${accountId}, ${job.action}, ${job.listId}, ${JSON.stringify(job.filter)}::jsonb,
      coalesce((select max(id) from contacts where account_id = ${accountId}), 0))
    returning ${jobColumns}`.execute(db);
  return asRecord(result.rows[0]!);
};

export const findBulkJob = async (
  db: Db,
  accountId: string,
  jobId: string,
  lock = false,
): Promise<BulkJobRecord | undefined> => {
  const result = await sql<BulkJobRecord>`select ${jobColumns} from contact_bulk_jobs
    where account_id = ${accountId} and id = ${jobId} ${lock ? sql`for update` : sql``}`.execute(db);
  const row = result.rows[0];
  return row && asRecord(row);
};

/** The account's jobs queued or running, and those that ended in the last `recentMinutes`, oldest first. */
export const recentBulkJobs = async (
  db: Db,
  accountId: string,
  recentMinutes: number,
): Promise<BulkJobRecord[]> => {
  const result = await sql<BulkJobRecord>`select ${jobColumns} from contact_bulk_jobs
    where account_id = ${accountId}
      and (finished_at is null or finished_at > now() - make_interval(mins => ${recentMinutes}))
    order by created_at, id`.execute(db);
  return result.rows.map(asRecord);
};

/** Fixes the contacts the job applies to (`c`, those `where` keeps) and sets it running. */
export const fixBulkJobItems = async (
  db: Db,
  accountId: string,
  jobId: string,
  where: RawBuilder<SqlBool>,
): Promise<number> => {
  const result = await sql<{ total: number }>`
    with fixed as (
      insert into contact_bulk_job_items (account_id, job_id, contact_id)
      select ${accountId}, ${jobId}::uuid, c.id from contacts c where ${where}
      returning 1
    )
    update contact_bulk_jobs set state = 'running', total = (select count(*) from fixed), updated_at = now()
    where account_id = ${accountId} and id = ${jobId}
    returning total`.execute(db);
  return result.rows[0]?.total ?? 0;
};

/** The next contacts of the job, in id order, after those already done. */
export const nextBulkJobItems = async (
  db: Db,
  accountId: string,
  jobId: string,
  after: number,
  limit: number,
): Promise<number[]> => {
  const result = await sql<{ contact_id: string }>`select contact_id from contact_bulk_job_items
    where account_id = ${accountId} and job_id = ${jobId} and contact_id > ${after}
    order by contact_id limit ${limit}`.execute(db);
  return result.rows.map((row) => Number(row.contact_id));
};

/** Counts a batch as done, in the transaction that changed it, so a job run again never changes it twice. */
export const recordBulkJobBatch = async (
  db: Db,
  accountId: string,
  jobId: string,
  batch: { size: number; changed: number; through: number },
): Promise<void> => {
  await sql`update contact_bulk_jobs set processed = processed + ${batch.size}, changed = changed + ${batch.changed},
      done_through = ${batch.through}, updated_at = now()
    where account_id = ${accountId} and id = ${jobId}`.execute(db);
};

/** Ends the job, done or failed, and lets go of its list of contacts. */
export const finishBulkJob = async (
  db: Db,
  accountId: string,
  jobId: string,
  outcome: { state: 'done' } | { state: 'failed'; error: string },
): Promise<void> => {
  await sql`update contact_bulk_jobs set state = ${outcome.state}, error = ${outcome.state === 'failed' ? outcome.error : null},
      finished_at = now(), updated_at = now()
    where account_id = ${accountId} and id = ${jobId}`.execute(db);
  await sql`delete from contact_bulk_job_items where account_id = ${accountId} and job_id = ${jobId}`.execute(
    db,
  );
};
