import { z } from 'zod';
import type { Db } from '../../db/database';
import { defineJob } from '../../platform/jobs';
import { refreshList } from '../segments/refresh-segment';

export const refreshListJob = defineJob({
  name: 'refresh-list',
  payload: z.object({ accountId: z.string().uuid(), listId: z.number().int().positive() }),
  retryLimit: 3,
});

/**
 * A dynamic segment is recomputed from its definition; any other list has its live contacts counted
 * again. Safe to run twice; processing ends even when the work fails.
 */
export const handleRefreshList = async (
  db: Db,
  payload: z.infer<typeof refreshListJob.payload>,
): Promise<void> => {
  await refreshList(db, payload.accountId, payload.listId);
};
