import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedList } from '../../../test/fixtures';
import { insertRunningImport, useImportTests } from './import-test-support';
import { prepareNewMembers, settlePreparedMembers } from './prepared-members';

const { t, user } = useImportTests({ contactsAllocated: 100_000 });

/**
 * A merge that prepared its memberships and then stopped: an import in `status`, three contacts, and
 * their memberships of a new list prepared but neither committed nor rolled back.
 */
const preparedByAMerge = async (name: string, status: 'running' | 'done') => {
  const listId = await seedList(t.ctx.db, user.accountId, name);
  const importId = await insertRunningImport(t.ctx.db, user.accountId, listId, name);

  if (status === 'done') {
    await t.ctx.db.updateTable('imports').set({ status: 'done' }).where('id', '=', importId).execute();
  }
  const contacts = await t.ctx.db
    .insertInto('contacts')
    .values([1, 2, 3].map((n) => ({ account_id: user.accountId, email: `${name}${n}@prepared.co` })))
    .returning('id')
    .execute();
  const ids = contacts.map((contact) => contact.id);
  const members = prepareNewMembers(
    t.ctx.db,
    user.accountId,
    importId,
    listId,
    sql<{ contact_id: number }>`select unnest(${ids}::bigint[]) as contact_id`,
  );
  await members.ready;
  return { listId, importId };
};

const membersOf = async (listId: number): Promise<number> => {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from list_members
    where account_id = ${user.accountId} and list_id = ${listId}`.execute(t.ctx.db);
  return rows[0]?.count ?? 0;
};

const preparedOf = async (importId: number): Promise<number> => {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from pg_prepared_xacts
    where gid like ${`%:${user.accountId}:${importId}:%`}`.execute(t.ctx.db);
  return rows[0]?.count ?? 0;
};

/** Locks the import's row, as a running merge or a lease renewal does, until the returned call. */
const holdImport = async (importId: number): Promise<() => Promise<void>> => {
  const holder = await t.ctx.pool.connect();
  await holder.query('begin');
  await holder.query('select 1 from imports where id = $1 for update', [importId]);
  return async () => {
    await holder.query('rollback');
    holder.release();
  };
};

describe('memberships a merge prepared before its worker died', () => {
  it('are committed when the import is done', async () => {
    const { listId, importId } = await preparedByAMerge('done', 'done');
    expect(await membersOf(listId)).toBe(0);
    await settlePreparedMembers(t.ctx.db);
    expect(await membersOf(listId)).toBe(3);
    expect(await preparedOf(importId)).toBe(0);
  });

  it('are rolled back when the import is not done', async () => {
    const { listId, importId } = await preparedByAMerge('unfinished', 'running');
    await settlePreparedMembers(t.ctx.db, { accountId: user.accountId, importId });
    expect(await membersOf(listId)).toBe(0);
    expect(await preparedOf(importId)).toBe(0);
  });

  it('are left alone while the merge that prepared them still holds its import', async () => {
    const { listId, importId } = await preparedByAMerge('merging', 'running');
    const letGo = await holdImport(importId);
    await settlePreparedMembers(t.ctx.db);
    expect(await preparedOf(importId)).toBe(1);
    await letGo();
    await settlePreparedMembers(t.ctx.db);
    expect(await membersOf(listId)).toBe(0);
    expect(await preparedOf(importId)).toBe(0);
  });

  it('are settled past a lease renewal that holds the import for a moment', async () => {
    const { listId, importId } = await preparedByAMerge('renewed', 'running');
    const letGo = await holdImport(importId);
    const settling = settlePreparedMembers(t.ctx.db, { accountId: user.accountId, importId });
    await sleep(300);
    await letGo();
    await settling;
    expect(await membersOf(listId)).toBe(0);
    expect(await preparedOf(importId)).toBe(0);
  });
});
