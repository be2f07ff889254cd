import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedList } from '../../../test/fixtures';
import { handleImportCsv } from './import-csv.job';
import { useImportTests } from './import-test-support';
import { findImport, insertImport, recordStaging } from './imports.repository';
import type { ImportColumn } from './imports.tables';
import { prepareNewMembers } from './prepared-members';
import { matchTableOf, stageImport, stagingTableOf } from './stage-import';

const { t, user } = useImportTests({ contactsAllocated: 100_000 });

const ROWS = 2_000;
const mapping: ImportColumn[] = [
  { header: 'email', key: 'email', type: 'string', index: 0 },
  { header: 'name', key: 'firstName', type: 'string', index: 1 },
];

/** A file of ROWS rows (every 10th a duplicate in other case, every 50th invalid), stored as an upload is. */
const csvFile = (prefix: string): string => {
  let text = 'email,name\n';
  for (let i = 1; i <= ROWS; i++) {
    if (i % 50 === 0) text += `not-an-email-${i},Bad\n`;
    else if (i % 10 === 0) text += `${prefix}${i - 1}@RERUN.co,Again ${i}\n`;
    else text += `${prefix}${i}@rerun.co,Name ${i}\n`;
  }
  return text;
};

/** An import recorded as the upload route records it, but with no job queued: the test runs the job itself. */
const recordImport = async (prefix: string): Promise<{ importId: number; listId: number }> => {
  const listId = await seedList(t.ctx.db, user.accountId, `Rerun ${prefix}`);
  const fileKey = `imports/${user.accountId}/${prefix}.csv`;
  const target = await t.ctx.storage.openWrite(fileKey);
  target.stream.end(csvFile(prefix));
  await new Promise((done) => target.stream.on('finish', done));
  await target.commit();
  const importId = await insertImport(t.ctx.db, {
    accountId: user.accountId,
    listId,
    source: 'csv',
    requestedBy: null,
    fileName: `${prefix}.csv`,
    fileKey,
    encoding: 'utf8',
    delimiter: ',',
    hasHeader: true,
    columnCount: 2,
    mapping,
    status: 'queued',
  });
  return { importId, listId };
};

/** Everything an import leaves behind, to compare runs exactly. */
const stateOf = async (importId: number, listId: number) => {
  const entry = await findImport(t.ctx.db, user.accountId, importId);
  const contacts = await t.ctx.db
    .selectFrom('contacts')
    .innerJoin('list_members', (join) =>
      join
        .onRef('list_members.contact_id', '=', 'contacts.id')
        .onRef('list_members.account_id', '=', 'contacts.account_id'),
    )
    .select(['contacts.email', 'contacts.properties'])
    .where('list_members.list_id', '=', listId)
    .orderBy('contacts.email')
    .execute();
  const list = await t.ctx.db
    .selectFrom('lists')
    .select(['recipients_count', 'processing'])
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();
  // The staging table, and the tables of a match in parts.
  const staging = await t.ctx.pool.query<{ present: boolean }>(
    'select bool_or(to_regclass(name) is not null) as present from unnest($1::text[]) name',
    [[stagingTableOf(importId), matchTableOf(importId, 0), matchTableOf(importId, 1)]],
  );
  return {
    status: entry?.status,
    counts: [
      entry?.newCount,
      entry?.updatedCount,
      entry?.unchangedCount,
      entry?.invalidCount,
      entry?.duplicateCount,
    ],
    contacts,
    list,
    stagingLeft: staging.rows[0]?.present,
  };
};

const expectedState = (prefix: string) => {
  // 2,000 rows: 40 invalid, 160 repeats of the row before (which they replace), 1,800 distinct.
  const expected = {
    status: 'done',
    counts: [1_800, 0, 0, 40, 160],
    list: { recipients_count: 1_800, processing: false },
    stagingLeft: false,
  };
  return {
    ...expected,
    contactCount: 1_800,
    sample: { email: `${prefix}9@RERUN.co`, properties: { firstName: 'Again 10' } },
  };
};

const check = async (prefix: string, importId: number, listId: number) => {
  const state = await stateOf(importId, listId);
  const expected = expectedState(prefix);
  expect({
    status: state.status,
    counts: state.counts,
    list: state.list,
    stagingLeft: state.stagingLeft,
  }).toEqual({
    status: expected.status,
    counts: expected.counts,
    list: expected.list,
    stagingLeft: expected.stagingLeft,
  });
  expect(state.contacts).toHaveLength(expected.contactCount);
  expect(state.contacts).toContainEqual(expected.sample);
  return state;
};

// A small file merges in one piece; a large one matches in parts first, as every file does here with the
// threshold at one row, and writes the new memberships beside the contacts where the database can.
describe.each([
  ['in one piece', '', {}],
  ['matched in parts', '-parts', { matchInPartsFrom: 1 }],
  ['matched in parts, members added by the merge', '-serial', { matchInPartsFrom: 1, membersBeside: false }],
] as const)('running an import again, %s', (_mode, suffix, options) => {
  const prefixOf = (name: string) => `${name}${suffix}`;

  it('changes nothing once it is done', async () => {
    const prefix = prefixOf('twice');
    const { importId, listId } = await recordImport(prefix);
    await handleImportCsv(t.ctx, { accountId: user.accountId, importId }, options);
    const first = await check(prefix, importId, listId);
    await handleImportCsv(t.ctx, { accountId: user.accountId, importId }, options);
    expect(await stateOf(importId, listId)).toEqual(first);
  });

  it('ends the same when two workers run it at once', async () => {
    const prefix = prefixOf('together');
    const { importId, listId } = await recordImport(prefix);
    await Promise.all([
      handleImportCsv(t.ctx, { accountId: user.accountId, importId }, options),
      handleImportCsv(t.ctx, { accountId: user.accountId, importId }, options),
    ]);
    await check(prefix, importId, listId);
  });
});

describe('running an import again', () => {
  it('rolls back memberships an earlier, killed merge prepared, though settling took that merge for a live one', async () => {
    const { importId, listId } = await recordImport('earlier');
    // What the killed merge left: its match table, and memberships read from it, prepared.
    const table = matchTableOf(importId, 0);
    await t.ctx.pool.query(`create unlogged table ${table} (ordinal bigint, is_new boolean)`);
    const earlier = prepareNewMembers(
      t.ctx.db,
      user.accountId,
      importId,
      listId,
      sql<{ contact_id: number }>`select ordinal as contact_id from ${sql.table(table)} where is_new`,
    );
    await earlier.ready;
    // Its transaction still held the import's row when the next worker settled: that one waited and left
    // the memberships alone.
    const dying = await t.ctx.pool.connect();
    try {
      await dying.query('begin');
      await dying.query('select 1 from imports where id = $1 for update', [importId]);
      const rerun = handleImportCsv(t.ctx, { accountId: user.accountId, importId }, { matchInPartsFrom: 1 });
      await sleep(2_500);
      await dying.query('rollback');
      await rerun;
    } finally {
      dying.release();
    }
    await check('earlier', importId, listId);
  });

  it('merges a finished staging table without reading the file again', async () => {
    const { importId, listId } = await recordImport('staged');
    await t.ctx.db.updateTable('imports').set({ status: 'running' }).where('id', '=', importId).execute();
    const entry = (await findImport(t.ctx.db, user.accountId, importId))!;
    const staged = await stageImport(t.ctx, entry, {
      checkLease: () => undefined,
      onProgress: async () => undefined,
    });
    await recordStaging(t.ctx.db, user.accountId, importId, staged);
    // The worker died here. Its file is gone too, so only the staging table can finish the import.
    await t.ctx.storage.remove(entry.fileKey!);
    await handleImportCsv(t.ctx, { accountId: user.accountId, importId });
    await check('staged', importId, listId);
  });

  it('reads the file again when the staging table was lost', async () => {
    const { importId, listId } = await recordImport('lost');
    const entry = (await findImport(t.ctx.db, user.accountId, importId))!;
    const staged = await stageImport(t.ctx, entry, {
      checkLease: () => undefined,
      onProgress: async () => undefined,
    });
    await recordStaging(t.ctx.db, user.accountId, importId, staged);
    // Unlogged tables come back empty after a database crash.
    await t.ctx.pool.query(`truncate ${stagingTableOf(importId)}`);
    await handleImportCsv(t.ctx, { accountId: user.accountId, importId });
    await check('lost', importId, listId);
  });

  it('waits for a worker that holds the import, and takes over when its lease runs out', async () => {
    const { importId, listId } = await recordImport('leased');
    await t.ctx.db
      .updateTable('imports')
      .set({
        status: 'running',
        lease_owner: 'a worker that died',
        lease_until: new Date(Date.now() + 3_000),
      })
      .where('id', '=', importId)
      .execute();
    const started = Date.now();
    await handleImportCsv(t.ctx, { accountId: user.accountId, importId });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    await check('leased', importId, listId);
  });
});
