/*
 * A worker process for the send engine's crash test: works the campaign-send queue on the test database with
 * pg-boss, as a production worker does, slowed down so the test can kill it mid-send. Run with
 * `node --import tsx apps/server/test/campaign-send-worker.ts`; DATABASE_URL, SECRET_KEY and DATA_DIR come
 * from the environment, and RATE (messages per second per run) and BATCH (recipients per claim).
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
console.log('worker ready');
