import { createPool } from './db/database';
import { EmbeddedPostgresSetupError, startEmbeddedPostgres, type EmbeddedPostgresHandle } from './db/embedded-postgres';
import { migrateToLatest } from './db/migrate';
import { buildApp } from './app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from './modules/demo/seed-demo';
import { ConfigError, loadConfig } from './platform/config';
import { createAppContext } from './platform/context';
import { startJobs } from './platform/jobs';
import { trackIdleConnections } from './platform/idle-connections';
import { createOutboxTransport, createSmtpTransport, workSendEmail } from './platform/mail';
import { startWorkers } from './workers';
import { dkimSigningFor } from './modules/senders/domains/dkim-signing';

const SHUTDOWN_TIMEOUT_MS = 25_000;

const bootLog = (line: string) => console.log(`[sendwell] ${line}`);
let embedded: EmbeddedPostgresHandle | undefined;

const main = async (): Promise<void> => {
  const config = loadConfig();

  let connectionString = config.databaseUrl;
  if (!connectionString) {
    bootLog(`Starting embedded Postgres in ${config.dataDir}/postgres`);
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log: (line) => {
      if (/stale|left running|Creating/.test(line)) bootLog(line);
    } });
    connectionString = embedded.connectionString;
  }

  const pool = createPool(connectionString);
  const jobs = await startJobs(connectionString, { error: (object, message) => console.error(`[sendwell] ${message}`, JSON.stringify(object)) });
  const ctx = createAppContext({ config, pool, jobs, log: { info: bootLog, warn: bootLog, error: bootLog } });
  const { db } = ctx;
  const applied = await migrateToLatest(db);
  if (applied.length > 0) bootLog(`Applied migrations: ${applied.join(', ')}`);

  const app = config.role === 'worker' ? undefined : await buildApp(ctx, { serveWeb: true });
  if (app) ctx.log = app.log;
  const connections = app && trackIdleConnections(app.server);

  if (config.role !== 'api') {
    const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createOutboxTransport(db);
    await workSendEmail(jobs, transport, dkimSigningFor(ctx));
    await startWorkers(ctx);
  }

  if (config.seedDemo && config.role !== 'worker' && (await seedDemoIfEmpty(ctx))) {
    bootLog(`Created the demo account. Sign in as ${DEMO_EMAIL} with password ${DEMO_PASSWORD}`);
  }

  if (app) {
    await app.listen({ port: config.port, host: config.host });
    bootLog(`Sendwell is running at ${config.appUrl} (${config.role === 'all' ? 'API and worker' : 'API only'})`);
  } else {
    bootLog('Sendwell worker is running');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    bootLog(`${signal} received: finishing in-flight requests and jobs`);
    const timer = setTimeout(() => {
      console.error('[sendwell] Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + 5_000);
    try {
      connections?.closeWhenIdle();
      await app?.close();
      await jobs.stop({ graceful: true, timeoutMs: SHUTDOWN_TIMEOUT_MS });
      await ctx.snapshots.close();
      await db.destroy();
      await embedded?.stop();
      bootLog('Stopped cleanly');
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresSetupError) {
    console.error(error.message);
  } else {
    console.error('[sendwell] Failed to start:', error);
  }
  // Never leave a private Postgres running behind a failed start.
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
