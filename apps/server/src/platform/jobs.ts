import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { ChannelListener } from './channel-listener';

/** Where a process announces that it queued a job, as the queue's name. */
export const JOBS_CHANNEL = 'sendwell_jobs';

/** How often an idle worker looks for jobs that arrived unannounced (its wake-up was missed). */
export const DEFAULT_POLLING_SECONDS = 0.5;

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
  /**
   * Queues the job on a cron schedule (UTC), kept in the database: however many processes declare it, one job
   * is queued per tick. Declaring it again replaces the schedule.
   */
  schedule<P extends z.ZodType>(job: JobDefinition<P>, cron: string, payload: z.infer<P>): Promise<void>;
}

export interface JobsLogger {
  error(object: object, message: string): void;
}

export interface JobsOptions {
  pollingSeconds?: number;
}

/**
 * Wakes this process's idle workers as soon as any process queues a job for them, instead of at their next
 * poll: an export or an import starts within milliseconds of the request. Postgres delivers the
 * announcement after the job is committed; when the connection is down the workers still poll.
 */
export const startJobs = async (connectionString: string, logger: JobsLogger, options: JobsOptions = {}): Promise<Jobs> => {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 10, application_name: 'sendwell-jobs' });
  const pollingIntervalSeconds = options.pollingSeconds ?? DEFAULT_POLLING_SECONDS;
  const workerIds = new Map<string, string[]>();
  let wakeUps: ChannelListener | undefined;
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
      const id = await boss.send(job.name, data as object, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      if (id && !options.startAfterSeconds) await boss.getDb().executeSql('select pg_notify($1, $2)', [JOBS_CHANNEL, job.name]);
      return id;
    },
    async work(job, handler, options = {}) {
      await ensureQueue(job);
      const workers = Math.max(1, options.concurrency ?? 1);
      if (!wakeUps) {
        wakeUps = new ChannelListener(
          { connectionString },
          {
            channel: JOBS_CHANNEL,
            applicationName: 'sendwell-jobs-wake',
            heard: (queue) => {
              for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
            },
          },
        );
        void wakeUps.start();
      }
      for (let i = 0; i < workers; i++) {
        const worker: { id?: string } = {};
        worker.id = await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds }, async (batch) => {
          for (const entry of batch) await handler(job.payload.parse(entry.data), { jobId: entry.id });
          // A worker that just finished a job looks again at once: a burst of jobs is drained back to back.
          if (worker.id) boss.notifyWorker(worker.id);
        });
        workerIds.set(job.name, [...(workerIds.get(job.name) ?? []), worker.id]);
      }
    },
    async schedule(job, cron, payload) {
      await ensureQueue(job);
      await boss.schedule(job.name, cron, job.payload.parse(payload) as object, { tz: 'UTC' });
    },
    async stop({ graceful, timeoutMs }) {
      stopping = true;
      await wakeUps?.stop();
      await boss.stop({ graceful, timeout: timeoutMs, wait: true, close: true });
    },
  };
};
