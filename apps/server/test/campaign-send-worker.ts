/*
 * A worker process for the send engine's crash test: works the campaign-send queue on the test database with
 * pg-boss, as a production worker does, slowed down so the test can kill it mid-send. Run with
 * `node --import tsx apps/server/test/campaign-send-worker.ts`; DATABASE_URL, SECRET_KEY and DATA_DIR come
 * from the environment, and RATE (messages per second per run) and BATCH (recipients per claim). The send
 * bench runs the same worker. With CPU_PROFILE set to a file name, it profiles its CPU from the start and, on
 * SIGTERM, writes the profile there (Chrome's .cpuprofile format) and exits: a process ended by a signal
 * writes nothing with --cpu-prof.
 */
import { createPool } from '../src/db/database';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { resumeSendingCampaigns, workCampaignSends } from '../src/modules/campaign-sending/campaign-send.job';
import { loadConfig } from '../src/platform/config';
import { createAppContext } from '../src/platform/context';
import { startJobs } from '../src/platform/jobs';

const env = process.env;
const config = loadConfig({
  ...env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  CHROME_PATH: '/nonexistent/chromium',
});
const url = env.DATABASE_URL!;
const pool = createPool(url, 5);
const jobs = await startJobs(url, {
  error: (object, message) => console.error(`[worker jobs] ${message}`, object),
});
const quiet = { info: () => {}, warn: () => {}, error: (...args: unknown[]) => console.error(...args) };
const ctx = createAppContext({ config, pool, jobs, log: quiet });
const options = {
  perSecond: Number(env.RATE ?? 0) || undefined,
  batchSize: Number(env.BATCH ?? 0) || undefined,
};
const profileTo = env.CPU_PROFILE;
if (profileTo) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  process.once('SIGTERM', () => {
    void session.post('Profiler.stop').then(({ profile }) => {
      writeFileSync(profileTo, JSON.stringify(profile));
      process.exit(0);
    });
  });
}
await workCampaignSends(ctx, options);
await resumeSendingCampaigns(ctx);
// Started with --expose-gc (the send bench), SIGUSR2 answers the heap left after a full collection: what the
// run retains, without the garbage not yet collected.
const collect = (globalThis as { gc?: () => void }).gc;
if (collect)
  process.on('SIGUSR2', () => {
    collect();
    console.log(`retained ${process.memoryUsage().heapUsed}`);
  });
console.log('worker ready');
