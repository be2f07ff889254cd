import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createPool } from '../src/db/database';
import { loadConfig } from '../src/platform/config';
import { createAppContext, type AppContext } from '../src/platform/context';
import { startJobs } from '../src/platform/jobs';
import { createOutboxTransport, type MailTransport, workSendEmail } from '../src/platform/mail';
import { startWorkers } from '../src/workers';
import { dkimSigningFor } from '../src/modules/senders/domains/dkim-signing';
import { registerChangeFeed } from './settle-changes';
import { getTestDatabaseUrl } from './test-db';

export const TEST_APP_URL = 'http://localhost:3000';

export interface TestAppOverrides {
  /** Extra environment for loadConfig, e.g. { NODE_ENV: 'production' }. */
  env?: Record<string, string>;
  /** Where the send-email worker delivers; the mail_outbox table unless said. */
  transport?: MailTransport;
  /** Another database than the test file's own. */
  databaseUrl?: string;
  /** The app's clock, for rules judged by time (e.g. sign-in lockouts). */
  now?: () => Date;
  /** False: no background workers, so a test runs jobs itself (or in a child process) when it chooses. */
  workers?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The real app on the test file's database, wired as main.ts wires it: config, Kysely, pg-boss, file storage and the workers. */
export const createTestApp = async (overrides: TestAppOverrides = {}): Promise<TestApp> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'sendwell-app-'));
  const url = overrides.databaseUrl ?? getTestDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'integration-test-secret-key-0123456789abcdef',
    APP_URL: TEST_APP_URL,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Drawing thumbnails starts Chromium; only the files that test thumbnails ask for it (CHROME_PATH).
    CHROME_PATH: '/nonexistent/chromium',
    ...overrides.env,
  });
  const pool = createPool(url, 10);
  const jobs = await startJobs(url, {
    error: (object, message) => console.error(`[test jobs] ${message}`, object),
  });
  const ctx = createAppContext({ config, pool, jobs, log: silent, now: overrides.now });
  const { db } = ctx;
  await workSendEmail(jobs, overrides.transport ?? createOutboxTransport(db), dkimSigningFor(ctx));
  if (overrides.workers !== false) await startWorkers(ctx);
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  registerChangeFeed(app, ctx.changes);

  let closed = false;
  return {
    app,
    ctx,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await jobs.stop({ graceful: false, timeoutMs: 5_000 });
      await ctx.snapshots.close();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
