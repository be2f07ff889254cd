import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/database';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrateToLatest } from '../src/db/migrate';
import { databaseUrl, TEMPLATE_DATABASE } from './database-url';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser connection to the `postgres` database of the run's embedded cluster. */
    adminDatabaseUrl: string;
  }
}

/** The schema src/platform/jobs.ts gives pg-boss. */
const PG_BOSS_SCHEMA = 'pgboss';

/**
 * One throwaway Postgres for the whole run. Each test file clones `sendwell_template`, which already holds
 * the migrated schema and pg-boss's tables, so a file gets its database in milliseconds.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sendwell-int-'));
  // As root, Postgres runs as the 'postgres' user, which must be able to reach its data directory.
  await chmod(dataDir, 0o755);
  const log: string[] = [];
  let postgres: EmbeddedPostgresHandle | undefined;
  try {
    postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), durable: false, log: (line) => log.push(line) });
    await prepareTemplate(postgres.connectionString);
  } catch (error) {
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
    console.error(`Embedded Postgres for the integration tests failed to start:\n${log.slice(-30).join('\n')}`);
    throw error;
  }
  project.provide('adminDatabaseUrl', postgres.connectionString);

  const started = postgres;
  return async () => {
    await started.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

const prepareTemplate = async (adminUrl: string): Promise<void> => {
  await withClient(adminUrl, (client) => client.query(`create database ${TEMPLATE_DATABASE}`));
  const templateUrl = databaseUrl(adminUrl, TEMPLATE_DATABASE);
  const db = createDb(templateUrl);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  // pg-boss's own tables, so each clone starts its queue without creating them. Its SQL is run directly:
  // a started and at once stopped PgBoss can leave a timer that keeps this process alive.
  await withClient(templateUrl, (client) => client.query(PgBoss.getConstructionPlans(PG_BOSS_SCHEMA)));
};

const withClient = async (url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};
