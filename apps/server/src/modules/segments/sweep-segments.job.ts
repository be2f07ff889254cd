import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defineJob } from '../../platform/jobs';
import { refreshSegmentJob } from './refresh-segment.job';
import { claimSweep, staleDynamicSegments } from './segments.repository';

/** How often dynamic segments are looked over, and how old a full recompute may get. */
export const SWEEP_INTERVAL_SECONDS = 15 * 60;
export const SEGMENT_STALE_AFTER_SECONDS = 6 * 60 * 60;
const SEGMENTS_PER_SWEEP = 200;

/**
 * The periodic sweep: recomputes dynamic segments whose last full refresh is stale (relative dates move
 * every day; incremental updates cover new data in between). Each run queues the next one; the sweep row
 * lets one run per tick through, so extra chains started by other worker processes end at once.
 */
export const sweepSegmentsJob = defineJob({ name: 'sweep-segments', payload: z.object({}), retryLimit: 10 });

export const handleSweepSegments = async (ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<number> => {
  if (!(await claimSweep(ctx.db, SWEEP_INTERVAL_SECONDS))) return 0;
  const stale = await staleDynamicSegments(ctx.db, SEGMENT_STALE_AFTER_SECONDS, SEGMENTS_PER_SWEEP);
  for (const segment of stale.rows) await ctx.jobs.send(refreshSegmentJob, segment);
  await ctx.jobs.send(sweepSegmentsJob, {}, { startAfterSeconds: SWEEP_INTERVAL_SECONDS });
  return stale.rows.length;
};
