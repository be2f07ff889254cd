import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getTestDatabaseUrl } from '../../test/test-db';
import { defineJob, type Jobs, startJobs } from './jobs';

const pingJob = defineJob({ name: 'test-ping', payload: z.object({ n: z.number().int() }) });
const quiet = { error: () => {} };

describe('job wake-ups', () => {
  const started: Jobs[] = [];
  afterEach(async () => {
    for (const jobs of started.splice(0)) await jobs.stop({ graceful: false, timeoutMs: 5_000 });
  });

  it('an idle worker in another process takes a queued job at once instead of at its next poll', async () => {
    // The worker would only look again after a minute, longer than the test may take: only the wake-up
    // announced by the sending process can make it run in time.
    const worker = await startJobs(getTestDatabaseUrl(), quiet, { pollingSeconds: 60 });
    const sender = await startJobs(getTestDatabaseUrl(), quiet, { pollingSeconds: 60 });
    started.push(worker, sender);
    const seen: number[] = [];
    let done: () => void = () => {};
    const handled = new Promise<void>((resolve) => (done = resolve));
    await worker.work(pingJob, async ({ n }) => {
      seen.push(n);
      if (seen.length === 2) done();
    });
    // Let the worker finish its first, empty look for jobs and go idle.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    await sender.send(pingJob, { n: 1 });
    await sender.send(pingJob, { n: 2 });
    await handled;
    expect(seen.sort()).toEqual([1, 2]);
  });
});
