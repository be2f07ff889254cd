import { z } from 'zod';
import type { Db } from '../../db/database';
import { defineJob } from '../../platform/jobs';
import { recountList, setListProcessing } from './lists.repository';

export const refreshListJob = defineJob({
  name: 'refresh-list',
  payload: z.object({ accountId: z.string().uuid(), listId: z.number().int().positive() }),
  retryLimit: 3,
});

/** Counts the list's live contacts again; safe to run twice. Processing ends even when the count fails. */
export const handleRefreshList = async (
  db: Db,
  payload: z.infer<typeof refreshListJob.payload>,
): Promise<void> => {
  try {
    await recountList(db, payload.accountId, payload.listId);
  } finally {
    await setListProcessing(db, payload.accountId, payload.listId, false);
  }
};
