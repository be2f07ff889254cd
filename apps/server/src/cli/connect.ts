import { join } from 'node:path';
import type pg from 'pg';
import { createDb, createPool, type Db } from '../db/database';
import { embeddedConnectionString, findRunningPostgres, startEmbeddedPostgres } from '../db/embedded-postgres';
import type { Config } from '../platform/config';

export interface AdminDatabase {
  db: Db;
  /** The pool behind `db`; ending `db` ends it. */
  pool: pg.Pool;
  /** Where the connection came from, for the status line the CLI prints. */
  source: string;
  /** True when this process started the embedded Postgres (and stops it on close). */
  started: boolean;
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded Postgres in DATA_DIR: joined when a server already runs it
 * (starting a second postmaster on one data directory is impossible), started and stopped here when not.
 */
export const openAdminDatabase = async (
  config: Config,
  log: (line: string) => void,
): Promise<AdminDatabase> => {
  // A command runs one statement at a time; a small pool leaves the server's connections alone.
  const connect = (connectionString: string) => {
    const pool = createPool(connectionString, 2);
    return { pool, db: createDb(pool) };
  };
  if (config.databaseUrl) {
    const { pool, db } = connect(config.databaseUrl);
    return { db, pool, source: 'DATABASE_URL', started: false, close: () => db.destroy() };
  }
  const clusterDir = join(config.dataDir, 'postgres');
  const running = findRunningPostgres(clusterDir);
  if (running) {
    const port = running.port ?? config.embeddedPgPort;
    const { pool, db } = connect(embeddedConnectionString(port));
    return {
      db,
      pool,
      source: `the running embedded Postgres in ${clusterDir} (port ${port})`,
      started: false,
      close: () => db.destroy(),
    };
  }
  log(`Starting the embedded Postgres in ${clusterDir} for this command`);
  const verbose = config.logLevel === 'debug' || config.logLevel === 'trace';
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    ...(verbose ? { log } : {}),
  });
  const { pool, db } = connect(embedded.connectionString);
  return {
    db,
    pool,
    source: `the embedded Postgres in ${clusterDir}`,
    started: true,
    close: async () => {
      try {
        await db.destroy();
      } finally {
        await embedded.stop();
      }
    },
  };
};
