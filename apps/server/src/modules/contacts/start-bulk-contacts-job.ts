import { BulkContactsJob, type ContactFilter } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { bulkContactsJob } from './bulk-contacts.job';
import { insertBulkJob, type BulkJobAction } from './contact-bulk-jobs.repository';

/** Queues a bulk action over every live contact matching the filter now, to run in the background. */
export const startBulkContactsJob = async (
  ctx: AppContext,
  accountId: string,
  job: { action: BulkJobAction; listId: number | null; filter: ContactFilter },
): Promise<BulkContactsJob> => {
  const record = await insertBulkJob(ctx.db, accountId, job);
  await ctx.jobs.send(bulkContactsJob, { accountId, jobId: record.id });
  return publicBulkJob(record);
};

/** What the API tells of a job: the fields of its contract, none of the job's own bookkeeping. */
export const publicBulkJob = (job: BulkContactsJob): BulkContactsJob => BulkContactsJob.parse(job);
