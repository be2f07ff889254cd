import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '@sendwell/contracts';
import { seedList } from '../../test/fixtures';
import { getTestDatabaseUrl } from '../../test/test-db';
import { useOwner, useTestApp } from '../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t, 'each test');
let other: pg.Client;

beforeAll(async () => {
  // Another writer: a worker, another API process or the admin CLI.
  other = new pg.Client({ connectionString: getTestDatabaseUrl() });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
});

const names = async (): Promise<string[]> => {
  const response = await owner.browser.call(listRoutes.listTable, { query: {} });
  expect(response.status).toBe(200);
  return response.data.data.map((row) => row.name);
};

const waitFor = async (condition: () => boolean): Promise<void> => {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 100) throw new Error('timed out');
    await sleep(50);
  }
};

describe('the lists table kept in memory', () => {
  it('shows a change committed by another process', async () => {
    const id = await seedList(t.ctx.db, owner.accountId, 'Before');
    expect(await names()).toEqual(['Before']);
    await other.query('update lists set name = $1 where account_id = $2 and id = $3', ['After', owner.accountId, id]);
    expect(await names()).toEqual(['After']);
  });

  it('answers from memory while nothing is announced', async () => {
    const id = await seedList(t.ctx.db, owner.accountId, 'Cached');
    expect(await names()).toEqual(['Cached']);
    // In replica mode triggers do not fire, so this change goes unannounced and the cached page stands.
    await other.query('set session_replication_role = replica');
    await other.query('update lists set name = $1 where account_id = $2 and id = $3', ['Unannounced', owner.accountId, id]);
    await other.query('set session_replication_role = default');
    expect(await names()).toEqual(['Cached']);
    await other.query('update lists set updated_at = now() where account_id = $1 and id = $2', [owner.accountId, id]);
    expect(await names()).toEqual(['Unannounced']);
  });

  it('reads from Postgres while the announcements cannot be heard, and caches again once they can', async () => {
    const id = await seedList(t.ctx.db, owner.accountId, 'One');
    expect(await names()).toEqual(['One']);
    await other.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'sendwell-changes' and datname = current_database()`);
    await waitFor(() => !t.ctx.changes.listening);
    await other.query('set session_replication_role = replica');
    await other.query('update lists set name = $1 where account_id = $2 and id = $3', ['Two', owner.accountId, id]);
    await other.query('set session_replication_role = default');
    expect(await names()).toEqual(['Two']);
    await waitFor(() => t.ctx.changes.listening);
    expect(await names()).toEqual(['Two']);
    await other.query('update lists set name = $1 where account_id = $2 and id = $3', ['Three', owner.accountId, id]);
    expect(await names()).toEqual(['Three']);
  });
});
