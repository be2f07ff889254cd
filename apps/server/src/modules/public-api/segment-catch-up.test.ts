import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { JobDefinition, Jobs } from '../../platform/jobs';
import { SegmentCatchUp } from './segment-catch-up';

const recordingJobs = () => {
  const sent: unknown[] = [];
  const jobs: Jobs = {
    send: async (_job: JobDefinition<never>, payload: unknown) => {
      sent.push(payload);
      return 'job';
    },
    work: async () => {},
    stop: async () => {},
    schedule: async () => {},
  };
  return { jobs, sent };
};

describe('SegmentCatchUp', () => {
  it('gathers changed contacts per account into one job shortly after', async () => {
    const { jobs, sent } = recordingJobs();
    const catchUp = new SegmentCatchUp(jobs, () => {});
    catchUp.contactsChanged('a', [1, 2]);
    catchUp.contactsChanged('a', [2, 3]);
    catchUp.contactsChanged('b', [9]);
    expect(sent).toEqual([]);
    await sleep(300);
    expect(sent).toEqual([
      { accountId: 'a', contactIds: [1, 2, 3] },
      { accountId: 'b', contactIds: [9] },
    ]);
  });

  it("sends at once when a job's worth gathers, and the rest on flush", async () => {
    const { jobs, sent } = recordingJobs();
    const catchUp = new SegmentCatchUp(jobs, () => {});
    catchUp.contactsChanged('a', Array.from({ length: 1000 }, (_, index) => index + 1));
    catchUp.contactsChanged('b', [5]);
    await catchUp.flush();
    expect(sent).toHaveLength(2);
  });

  it('reports a queue that is away instead of failing the caller', async () => {
    const warnings: string[] = [];
    const jobs: Jobs = { send: async () => Promise.reject(new Error('queue down')), work: async () => {}, stop: async () => {}, schedule: async () => {} };
    const catchUp = new SegmentCatchUp(jobs, (message) => warnings.push(message));
    catchUp.contactsChanged('a', [1]);
    await catchUp.flush();
    expect(warnings[0]).toContain('queue down');
  });
});
