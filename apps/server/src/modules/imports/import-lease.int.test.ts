import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedList } from '../../../test/fixtures';
import { keepImportLease, LEASE_SECONDS } from './import-lease';
import { insertRunningImport, useImportTests } from './import-test-support';
import { takeImportLease } from './imports.repository';

const { t, user } = useImportTests();

const RENEW_EVERY_MS = 40;

const newImport = async (): Promise<number> =>
  insertRunningImport(
    t.ctx.db,
    user.accountId,
    await seedList(t.ctx.db, user.accountId, `Lease ${Date.now()}`),
    'lease',
  );

/** Renewals of this import's lease now waiting for its row. */
const waitingRenewals = async (): Promise<number> => {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
    where wait_event_type = 'Lock' and query like 'update imports set lease_until%'`.execute(t.ctx.db);
  return rows[0]?.count ?? 0;
};

describe('the import lease keeper', () => {
  it('renews the lease it holds and reports one taken by another worker', async () => {
    const importId = await newImport();
    expect(await takeImportLease(t.ctx.db, user.accountId, importId, 'worker-a', LEASE_SECONDS)).toBe(true);
    const lease = keepImportLease(t.ctx.db, user.accountId, importId, 'worker-a', RENEW_EVERY_MS);
    try {
      await sleep(RENEW_EVERY_MS * 3);
      expect(() => lease.check()).not.toThrow();
      // Another worker takes over once the lease has lapsed.
      await t.ctx.db
        .updateTable('imports')
        .set({ lease_owner: 'worker-b' })
        .where('account_id', '=', user.accountId)
        .where('id', '=', importId)
        .execute();
      await expect
        .poll(() => {
          try {
            lease.check();
            return 'held';
          } catch (error) {
            return (error as Error).name;
          }
        })
        .toBe('LeaseLostError');
    } finally {
      lease.stop();
    }
  });

  it('keeps one renewal waiting while a merge holds the import, not one per tick', async () => {
    const importId = await newImport();
    expect(await takeImportLease(t.ctx.db, user.accountId, importId, 'worker-a', LEASE_SECONDS)).toBe(true);
    let lease: ReturnType<typeof keepImportLease> | undefined;
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('imports')
        .select('id')
        .where('account_id', '=', user.accountId)
        .where('id', '=', importId)
        .forUpdate()
        .execute();
      lease = keepImportLease(t.ctx.db, user.accountId, importId, 'worker-a', RENEW_EVERY_MS);
      await expect.poll(waitingRenewals).toBe(1);
      // Many more ticks pass while the row is held; none of them starts another renewal.
      await sleep(RENEW_EVERY_MS * 10);
      expect(await waitingRenewals()).toBe(1);
    });
    try {
      // Once the row is free, the waiting renewal goes through and the lease is still held.
      await expect.poll(waitingRenewals).toBe(0);
      expect(() => lease?.check()).not.toThrow();
    } finally {
      lease?.stop();
    }
  });
});
