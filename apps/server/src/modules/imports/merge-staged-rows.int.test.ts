import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { seedList } from '../../../test/fixtures';
import { useImportTests } from './import-test-support';
import { reserveContactIds } from '../contacts/contact-merge.repository';
import { matchStagedRowsInParts, mergeStagedRows, type MergeCounts } from './merge-staged-rows';
import { prepareNewMembers, type PreparedMembers } from './prepared-members';

const { t, user } = useImportTests({ contactsAllocated: 100_000 });

/** Enough rows for the bulk merge: `prefix`1..1200 at bulk.co, each with {"n": its number}. */
const ROWS = 1_200;

type MergeMode = 'in one piece' | 'in parts';

/**
 * Stages the rows, then merges them into the list: staged in a temporary table of the transaction and
 * matched there, or staged in a table every connection sees and matched in parts on connections of
 * their own, as a large import is.
 */
const stageAndMerge = async (mode: MergeMode, prefix: string, listId: number): Promise<MergeCounts> => {
  const table = mode === 'in parts' ? 'bulk_rows_shared' : 'bulk_rows';
  const stage = async (db: Kysely<Database>) => {
    await sql`insert into ${sql.table(table)}
      select n, ${prefix} || n || '@bulk.co', jsonb_build_object('n', n) from generate_series(1, ${ROWS}) n`.execute(
      db,
    );
    // A later row of the same e-mail, in other case, wins.
    await sql`insert into ${sql.table(table)}
      values (${ROWS + 1}, ${`${prefix.toUpperCase()}4@bulk.co`}, '{"n": 44}')`.execute(db);
  };
  const input = {
    accountId: user.accountId,
    listId,
    table,
    stagedRows: ROWS + 1,
    contactsAllocated: 100_000,
  };
  if (mode === 'in one piece') {
    return t.ctx.db.transaction().execute(async (trx) => {
      await sql`create temp table bulk_rows (row_no integer, email text, props jsonb) on commit drop`.execute(
        trx,
      );
      await stage(trx);
      return mergeStagedRows(trx, input);
    });
  }
  await sql`drop table if exists bulk_rows_shared`.execute(t.ctx.db);
  await sql`create unlogged table bulk_rows_shared (row_no integer, email text, props jsonb)`.execute(
    t.ctx.db,
  );
  await sql`create statistics bulk_rows_shared_lower_email on (lower(email)) from bulk_rows_shared`.execute(
    t.ctx.db,
  );
  await stage(t.ctx.db);
  await sql`analyze bulk_rows_shared (email)`.execute(t.ctx.db);
  // The new memberships are written beside the contacts and committed after them, as a large import does.
  let beside: PreparedMembers | undefined;
  const counts = await t.ctx.db
    .transaction()
    .execute(async (trx) => {
      const matched = await matchStagedRowsInParts(
        t.ctx.db,
        user.accountId,
        table,
        (part) => `bulk_match_${part}`,
        2,
      );
      expect(matched.parts.tables).toHaveLength(2);
      return mergeStagedRows(trx, {
        ...input,
        matched,
        addNewMembersBeside: (contacts) =>
          (beside = prepareNewMembers(t.ctx.db, user.accountId, listId, listId, contacts)),
      });
    })
    .catch(async (error: unknown) => {
      await beside?.rollback();
      throw error;
    });
  await beside?.commit();
  return counts;
};

const contactOf = (email: string) =>
  t.ctx.db
    .selectFrom('contacts')
    .select(['email', 'properties', 'archived_at'])
    .where('account_id', '=', user.accountId)
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst();

const membersOf = async (listId: number) => {
  const row = await t.ctx.db
    .selectFrom('lists')
    .select('recipients_count')
    .where('account_id', '=', user.accountId)
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();
  const members = await t.ctx.db
    .selectFrom('list_members')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_id', '=', user.accountId)
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return { recipientsCount: row.recipients_count, members: Number(members.count) };
};

describe.each<MergeMode>(['in one piece', 'in parts'])('a bulk merge %s', (mode) => {
  // Each way merges e-mails of its own into the same account.
  const p = mode === 'in parts' ? 'p' : '';

  it('adds new contacts with the list, updates changed ones, restores archived ones and leaves the same alone', async () => {
    await t.ctx.db
      .insertInto('contacts')
      .values([
        { account_id: user.accountId, email: `${p}a1@bulk.co`, properties: JSON.stringify({ n: 1 }) },
        {
          account_id: user.accountId,
          email: `${p}A2@bulk.co`,
          properties: JSON.stringify({ n: 0, keep: true }),
        },
        {
          account_id: user.accountId,
          email: `${p}a3@bulk.co`,
          properties: JSON.stringify({ n: 3 }),
          archived_at: new Date(),
        },
      ])
      .execute();
    const listId = await seedList(t.ctx.db, user.accountId, `Bulk merge ${mode}`);

    const counts = await stageAndMerge(mode, `${p}a`, listId);

    expect({ distinct: counts.distinct, created: counts.created, updated: counts.updated }).toEqual({
      distinct: ROWS,
      created: ROWS - 3,
      updated: 2,
    });
    // Every contact of the file is in the list, and each is touched: new, changed or newly a member.
    expect(counts.touchedIds).toHaveLength(ROWS);
    expect(await membersOf(listId)).toEqual({ recipientsCount: ROWS, members: ROWS });
    expect(await contactOf(`${p}a2@bulk.co`)).toMatchObject({
      email: `${p}A2@bulk.co`,
      properties: { n: 2, keep: true },
    });
    expect(await contactOf(`${p}a3@bulk.co`)).toMatchObject({ properties: { n: 3 }, archived_at: null });
    expect(await contactOf(`${p}a4@bulk.co`)).toMatchObject({
      email: `${p.toUpperCase()}A4@bulk.co`,
      properties: { n: 44 },
    });
    expect(await contactOf(`${p}a900@bulk.co`)).toMatchObject({ properties: { n: 900 } });
    // New contacts are numbered in e-mail order, without gaps.
    const order = await sql<{ ids: number[] }>`select array_agg(id order by lower(email)) as ids from contacts
      where account_id = ${user.accountId} and source = 'import' and lower(email) like ${`${p}a%@bulk.co`}`.execute(
      t.ctx.db,
    );
    const ids = order.rows[0]?.ids ?? [];
    expect(ids).toHaveLength(ROWS - 3);
    expect(ids.map(Number)).toEqual(ids.map((_, index) => Number(ids[0]) + index));

    // The same rows again change nothing.
    const again = await stageAndMerge(mode, `${p}a`, listId);
    expect({ created: again.created, updated: again.updated, touchedIds: again.touchedIds }).toEqual({
      created: 0,
      updated: 0,
      touchedIds: [],
    });
    expect(await membersOf(listId)).toEqual({ recipientsCount: ROWS, members: ROWS });
  });

  it('takes an e-mail someone else adds while it inserts as an existing contact, and adds the rest', async () => {
    const listId = await seedList(t.ctx.db, user.accountId, `Bulk race ${mode}`);
    // Another writer holds one of the file's e-mails, not yet committed: the insert waits for it. Its id
    // is taken beforehand, as by a writer that has committed since: a reservation of ids would wait for a
    // writer still holding one (see below).
    const { rows } = await t.ctx.pool.query<{ id: number }>(
      `select nextval(pg_get_serial_sequence('contacts', 'id')) as id`,
    );
    const writer = await t.ctx.pool.connect();
    try {
      await writer.query('begin');
      await writer.query(
        `insert into contacts (account_id, id, email, properties) overriding system value
        values ($1, $2, $3, '{"z": 9}')`,
        [user.accountId, rows[0]?.id, `${p}B5@bulk.co`],
      );
      const merging = stageAndMerge(mode, `${p}b`, listId);
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
      expect(await contactOf(`${p}b5@bulk.co`)).toMatchObject({
        email: `${p}B5@bulk.co`,
        properties: { z: 9, n: 5 },
      });
      expect(await membersOf(listId)).toEqual({ recipientsCount: ROWS, members: ROWS });
    } finally {
      writer.release();
    }
  });
});

describe('a reservation of contact ids', () => {
  const takeId = async (db: { query: typeof t.ctx.pool.query }) =>
    Number(
      (await db.query<{ id: string }>(`select nextval(pg_get_serial_sequence('contacts', 'id')) as id`))
        .rows[0]?.id,
    );

  it('waits for a writer that took an id, and gives a block no one else is given', async () => {
    const writer = await t.ctx.pool.connect();
    try {
      await writer.query('begin');
      const writersId = await takeId(writer);
      let reserved: number | undefined;
      const reserving = reserveContactIds(t.ctx.db, 1_000).then((first) => (reserved = first));
      // Others keep getting ids while the reservation waits.
      const meanwhile: number[] = [];
      for (let i = 0; i < 5; i++) {
        meanwhile.push(await takeId(t.ctx.pool));
        await sleep(40);
      }
      expect(reserved).toBeUndefined();
      await writer.query('commit');
      const first = await reserving;
      const after = await takeId(t.ctx.pool);

      const taken = [writersId, ...meanwhile, after];
      expect(taken.filter((id) => id >= first && id < first + 1_000)).toEqual([]);
      expect(after).toBeGreaterThanOrEqual(first + 1_000);
    } finally {
      writer.release();
    }
  });
});
