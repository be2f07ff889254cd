import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { defineJob } from '../../platform/jobs';
import { announceImportedContacts } from '../imports/announce-imported-contacts';
import { applyBulkAction, plainList } from './apply-bulk-action';
import { deleteSelectedContacts } from './contact-bulk.repository';
import {
  findBulkJob,
  finishBulkJob,
  fixBulkJobItems,
  nextBulkJobItems,
  recordBulkJobBatch,
} from './contact-bulk-jobs.repository';
import { matchingContacts } from './contact-search.repository';

export const bulkContactsJob = defineJob({
  name: 'bulk-contacts',
  payload: z.object({ accountId: z.string().uuid(), jobId: z.string().uuid() }),
  retryLimit: 5,
  expireInSeconds: 60 * 60,
});

const BATCH_SIZE = 2_000;

export interface BulkContactsJobOptions {
  batchSize?: number;
  /** Called after each batch is committed (tests stop a job there as a crash would). */
  afterBatch?: () => Promise<void>;
}

/**
 * Runs a bulk action over many contacts in batches. The contacts are fixed first, in one transaction with
 * the job turning 'running'; each batch then changes its contacts and moves the job past them in one
 * transaction. A job killed at any point and run again resumes after its last committed batch: no contact
 * is changed twice and none is skipped. Dynamic segments are recomputed once at the end.
 */
export const handleBulkContactsJob = async (
  ctx: AppContext,
  payload: z.infer<typeof bulkContactsJob.payload>,
  options: BulkContactsJobOptions = {},
): Promise<void> => {
  const { accountId, jobId } = payload;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const job = await findBulkJob(trx, accountId, jobId, true);
      if (job?.state !== 'queued') return;
      if (job.action === 'addToList' || job.action === 'removeFromList')
        await plainList(trx, accountId, job.listId);
      await fixBulkJobItems(
        trx,
        accountId,
        jobId,
        sql<SqlBool>`${await matchingContacts(trx, accountId, job.filter)} and c.id <= ${job.newestContactId}`,
      );
    });
  } catch (error) {
    // The list went away or became unusable before the job started: nothing was changed.
    if (!(error instanceof AppError)) throw error;
    await finishBulkJob(ctx.db, accountId, jobId, { state: 'failed', error: error.message });
    return;
  }
  for (;;) {
    const finished = await ctx.db.transaction().execute(async (trx) => {
      const job = await findBulkJob(trx, accountId, jobId, true);
      if (job?.state !== 'running') return true;
      const ids = await nextBulkJobItems(trx, accountId, jobId, job.doneThrough, batchSize);
      if (ids.length === 0) {
        await finishBulkJob(trx, accountId, jobId, { state: 'done' });
        return true;
      }
      const where = sql<SqlBool>`(c.account_id = ${accountId} and c.archived_at is null and c.id = any(${ids}::bigint[]))`;
      const changed =
        job.action === 'delete'
          ? await deleteSelectedContacts(trx, accountId, where)
          : (await applyBulkAction(trx, accountId, job.action, job.listId ?? undefined, where, 0)).count;
      await recordBulkJobBatch(trx, accountId, jobId, { size: ids.length, changed, through: ids.at(-1)! });
      return false;
    });
    if (finished) break;
    await options.afterBatch?.();
  }
  const job = await findBulkJob(ctx.db, accountId, jobId);
  if (job?.state === 'done' && job.action !== 'delete' && job.changed > 0)
    await announceImportedContacts(ctx, accountId, null);
};
