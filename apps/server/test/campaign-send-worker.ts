/*
 * A worker process for the send engine's crash test: works the campaign-send queue on the test database with
 * pg-boss, as a production worker does, slowed down so the test can kill it mid-send. Run with
 * `node --import tsx apps/server/test/campaign-send-worker.ts`; DATABASE_URL, SECRET_KEY and DATA_DIR come
 * from the environment, and RATE (messages per second per run) and BATCH (recipients per claim). The send
 * bench runs the same worker.
 */
import { createPool } from '../src/db/database';
import {
  campaignSendJob,
  handleCampaignSend,
  resumeSendingCampaigns,
} from '../src/modules/campaign-sending/campaign-send.job';
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
await jobs.work(campaignSendJob, (payload) => handleCampaignSend(ctx, payload, options), { concurrency: 2 });
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
