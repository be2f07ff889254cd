import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defineJob } from '../../platform/jobs';
import { accountsWithQueuedSearchText, indexQueuedSearchText } from './contact-search.repository';

export const indexContactSearchJob = defineJob({
  name: 'index-contact-search',
  payload: z.object({ accountId: z.string().uuid() }),
  retryLimit: 5,
  expireInSeconds: 60 * 60,
});

const BATCH_SIZE = 10_000;

/**
 * Writes the search text of the contacts an import listed (see queueSearchText), a batch per transaction,
 * until none is left. Killed at any point and run again, it carries on with those still listed.
 */
export const handleIndexContactSearch = async (
  ctx: AppContext,
  payload: z.infer<typeof indexContactSearchJob.payload>,
  batchSize = BATCH_SIZE,
): Promise<void> => {
  for (;;) {
    const indexed = await ctx.db
      .transaction()
      .execute((trx) => indexQueuedSearchText(trx, payload.accountId, batchSize));
    if (indexed < batchSize) return;
  }
};

/**
 * Sends the job for the account's listed contacts. Two such jobs at once share the work (each takes the
 * contacts the other has not locked), so no job is ever left out for one already running.
 */
export const sendIndexContactSearch = async (ctx: AppContext, accountId: string): Promise<void> => {
  await ctx.jobs.send(indexContactSearchJob, { accountId });
};

/** Sends the job for every account whose listed contacts a stopped worker left behind. */
export const resumeContactSearch = async (ctx: AppContext): Promise<void> => {
  for (const accountId of await accountsWithQueuedSearchText(ctx.db))
    await sendIndexContactSearch(ctx, accountId);
};
