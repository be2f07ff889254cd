import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl, TEMPLATE_DATABASE } from './database-url';

let current: string | undefined;

const withAdmin = async (run: (client: pg.Client) => Promise<void>): Promise<void> => {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/** A fresh database for the current test file, cloned from the migrated template. */
export const createTestDatabase = async (): Promise<string> => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name} template ${TEMPLATE_DATABASE}`).then(() => undefined));
  current = name;
  return databaseUrl(inject('adminDatabaseUrl'), name);
};

export const dropTestDatabase = async (): Promise<void> => {
  const name = current;
  if (!name) return;
  current = undefined;
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`).then(() => undefined));
};

/** The connection string of this test file's own database (created by per-file-setup.ts). */
export const getTestDatabaseUrl = (): string => {
  if (!current) throw new Error('No test database: is apps/server/test/per-file-setup.ts in setupFiles?');
  return databaseUrl(inject('adminDatabaseUrl'), current);
};
