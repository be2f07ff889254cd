import { z } from 'zod';
import type { Db } from '../../db/database';
import { defineJob } from '../../platform/jobs';
import { recomputeSegment } from './refresh-segment';

/** Recomputes one segment's members; `asOf` pins relative dates (a static segment's creation snapshot). */
export const refreshSegmentJob = defineJob({
  name: 'refresh-segment',
  payload: z.object({
    accountId: z.string().uuid(),
    listId: z.number().int().positive(),
    asOf: z.string().datetime().optional(),
  }),
  retryLimit: 3,
  expireInSeconds: 30 * 60,
});

export const handleRefreshSegment = async (db: Db, payload: z.infer<typeof refreshSegmentJob.payload>): Promise<void> => {
  await recomputeSegment(db, payload.accountId, payload.listId, payload.asOf ? new Date(payload.asOf) : undefined);
};
