import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { seedList } from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';
import { openImportTests } from './import-test-support';
import { mergeStagedRows, type MergeCounts } from './merge-staged-rows';

let t: TestApp;
let accountId: string;

beforeAll(async () => {
  ({ t, accountId } = await openImportTests({ contactsAllocated: 100_000 }));
});
afterAll(async () => {
  await t?.close();
});

/** Enough rows for the bulk merge: `prefix`1..1200 at bulk.co, each with {"n": its number}. */
const ROWS = 1_200;

/** Stages the rows in a temporary table of the transaction, then merges them into the list. */
const stageAndMerge = async (trx: Kysely<Database>, prefix: string, listId: number): Promise<MergeCounts> => {
  await sql`create temp table bulk_rows (row_no integer, email text, props jsonb) on commit drop`.execute(
    trx,
  );
  await sql`insert into bulk_rows
    select n, ${prefix} || n || '@bulk.co', jsonb_build_object('n', n) from generate_series(1, ${ROWS}) n`.execute(
    trx,
  );
  // A later row of the same e-mail, in other case, wins.
  await sql`insert into bulk_rows values (${ROWS + 1}, ${`${prefix.toUpperCase()}4@bulk.co`}, '{"n": 44}')`.execute(
    trx,
  );
  return mergeStagedRows(trx, {
    accountId,
    listId,
    table: 'bulk_rows',
    stagedRows: ROWS + 1,
    contactsAllocated: 100_000,
  });
};

const contactOf = (email: string) =>
  t.ctx.db
    .selectFrom('contacts')
    .select(['email', 'properties', 'archived_at'])
    .where('account_id', '=', accountId)
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst();

const membersOf = async (listId: number) => {
  const row = await t.ctx.db
    .selectFrom('lists')
    .select('recipients_count')
    .where('account_id', '=', accountId)
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();
  const members = await t.ctx.db
    .selectFrom('list_members')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_id', '=', accountId)
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return { recipientsCount: row.recipients_count, members: Number(members.count) };
};

describe('a bulk merge', () => {
  it('adds new contacts with the list, updates changed ones, restores archived ones and leaves the same alone', async () => {
    await t.ctx.db
      .insertInto('contacts')
      .values([
        { account_id: accountId, email: 'a1@bulk.co', properties: JSON.stringify({ n: 1 }) },
        { account_id: accountId, email: 'A2@bulk.co', properties: JSON.stringify({ n: 0, keep: true }) },
        {
          account_id: accountId,
          email: 'a3@bulk.co',
          properties: JSON.stringify({ n: 3 }),
          archived_at: new Date(),
        },
      ])
      .execute();
    const listId = await seedList(t.ctx.db, accountId, 'Bulk merge');

    const counts = await t.ctx.db.transaction().execute((trx) => stageAndMerge(trx, 'a', listId));

    expect({ distinct: counts.distinct, created: counts.created, updated: counts.updated }).toEqual({
      distinct: ROWS,
      created: ROWS - 3,
      updated: 2,
    });
    // Every contact of the file is in the list, and each is touched: new, changed or newly a member.
    expect(counts.touchedIds).toHaveLength(ROWS);
    expect(await membersOf(listId)).toEqual({ recipientsCount: ROWS, members: ROWS });
    expect(await contactOf('a2@bulk.co')).toMatchObject({
      email: 'A2@bulk.co',
      properties: { n: 2, keep: true },
    });
    expect(await contactOf('a3@bulk.co')).toMatchObject({ properties: { n: 3 }, archived_at: null });
    expect(await contactOf('a4@bulk.co')).toMatchObject({ email: 'A4@bulk.co', properties: { n: 44 } });
    expect(await contactOf('a900@bulk.co')).toMatchObject({ properties: { n: 900 } });

    // The same rows again change nothing.
    const again = await t.ctx.db.transaction().execute((trx) => stageAndMerge(trx, 'a', listId));
    expect({ created: again.created, updated: again.updated, touchedIds: again.touchedIds }).toEqual({
      created: 0,
      updated: 0,
      touchedIds: [],
    });
    expect(await membersOf(listId)).toEqual({ recipientsCount: ROWS, members: ROWS });
  });

  it('takes an e-mail someone else adds while it inserts as an existing contact, and adds the rest', async () => {
    const listId = await seedList(t.ctx.db, accountId, 'Bulk race');
    // Another writer holds one of the file's e-mails, not yet committed: the insert waits for it.
    const writer = await t.ctx.pool.connect();
    try {
      await writer.query('begin');
      await writer.query(
        `insert into contacts (account_id, email, properties) values ($1, 'B5@bulk.co', '{"z": 9}')`,
        [accountId],
      );
      const merging = t.ctx.db.transaction().execute((trx) => stageAndMerge(trx, 'b', listId));
      for (let waited = 0; ; waited += 20) {
        const waiting = await t.ctx.pool.query<{ count: number }>(
          `select count(*)::int as count from pg_stat_activity
          where wait_event_type = 'Lock' and pid <> pg_backend_pid() and query like '%insert into contacts (%'`,
        );
        if ((waiting.rows[0]?.count ?? 0) > 0) break;
        if (waited > 30_000) throw new Error('the merge never reached the insert');
        await sleep(20);
      }
      await writer.query('commit');
      const counts = await merging;

      expect({ distinct: counts.distinct, created: counts.created, updated: counts.updated }).toEqual({
        distinct: ROWS,
        created: ROWS - 1,
        updated: 1,
      });
      expect(await contactOf('b5@bulk.co')).toMatchObject({
        email: 'B5@bulk.co',
        properties: { z: 9, n: 5 },
      });
      expect(await membersOf(listId)).toEqual({ recipientsCount: ROWS, members: ROWS });
    } finally {
      writer.release();
    }
  });
});
