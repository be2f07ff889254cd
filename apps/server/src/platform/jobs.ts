import PgBoss from 'pg-boss';
import type { z } from 'zod';

/** A kind of background work: a stable name and the shape of its payload. */
export interface JobDefinition<P extends z.ZodType> {
  name: string;
  payload: P;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
}

export const defineJob = <P extends z.ZodType>(definition: JobDefinition<P>) => definition;

export interface JobContext {
  jobId: string;
}

/** Must be idempotent: a job killed mid-way runs again from the start. */
export type JobHandler<P extends z.ZodType> = (payload: z.infer<P>, context: JobContext) => Promise<void>;

export interface SendJobOptions {
  /** At most one queued job per key. */
  singletonKey?: string;
  startAfterSeconds?: number;
}

export interface Jobs {
  send<P extends z.ZodType>(job: JobDefinition<P>, payload: z.infer<P>, options?: SendJobOptions): Promise<string | null>;
  work<P extends z.ZodType>(job: JobDefinition<P>, handler: JobHandler<P>, options?: { concurrency?: number }): Promise<void>;
  /** Stops taking jobs; with `graceful`, waits for those running to finish. */
  stop(options: { graceful: boolean; timeoutMs: number }): Promise<void>;
}

export interface JobsLogger {
  error(object: object, message: string): void;
}

export const startJobs = async (connectionString: string, logger: JobsLogger): Promise<Jobs> => {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 10, application_name: 'sendwell-jobs' });
  let stopping = false;
  // While stopping, pg-boss reports the connections it is closing; those are not failures.
  boss.on('error', (error) => {
    if (!stopping) logger.error({ err: String(error) }, 'job queue error');
  });
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (job: JobDefinition<z.ZodType>) => {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
    });
    created.add(job.name);
  };

  return {
    async send(job, payload, options = {}) {
      await ensureQueue(job);
      const data = job.payload.parse(payload);
      return boss.send(job.name, data as object, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
    },
    async work(job, handler, options = {}) {
      await ensureQueue(job);
      const workers = Math.max(1, options.concurrency ?? 1);
      for (let i = 0; i < workers; i++) {
        await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (batch) => {
          for (const entry of batch) await handler(job.payload.parse(entry.data), { jobId: entry.id });
        });
      }
    },
    async stop({ graceful, timeoutMs }) {
      stopping = true;
      await boss.stop({ graceful, timeout: timeoutMs, wait: true, close: true });
    },
  };
};
