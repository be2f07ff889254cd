import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { z } from 'zod';
import { ImportMessages } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { defineJob } from '../../platform/jobs';
import { findAccount } from '../accounts/accounts.repository';
import { analyzeContacts } from '../contacts/contact-merge.repository';
import { sendIndexContactSearch } from '../contacts/index-contact-search.job';
import { announceImportedContacts } from './announce-imported-contacts';
import { LeaseLostError } from './import-errors';
import { keepImportLease, LEASE_SECONDS } from './import-lease';
import {
  findImport,
  markImportRunning,
  recordImportDone,
  recordImportFailed,
  recordImportProgress,
  recordStaging,
  releaseImportLease,
  takeImportLease,
  unfinishedImports,
} from './imports.repository';
import { lockAccountImports, matchStagedRowsInParts, mergeStagedRows } from './merge-staged-rows';
import {
  canPrepareTransactions,
  prepareNewMembers,
  rollBackEarlierMembers,
  settlePreparedMembers,
  type PreparedMembers,
} from './prepared-members';
import {
  dropStagingTable,
  isStagingComplete,
  matchTableOf,
  stageImport,
  stagingTableOf,
} from './stage-import';

export const importCsvJob = defineJob({
  name: 'import-csv',
  payload: z.object({ accountId: z.string().uuid(), importId: z.number().int().positive() }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  // The lease, not the queue's expiry, keeps two workers off one import; this only bounds a lost job.
  expireInSeconds: 2 * 60 * 60,
});

type Payload = z.infer<typeof importCsvJob.payload>;

export interface ImportRunOptions {
  /** From how many staged rows the match runs in parts (MATCH_IN_PARTS_ROWS unless told). */
  matchInPartsFrom?: number;
  /** Whether a match in parts writes the new memberships beside the contacts (when the database can). */
  membersBeside?: boolean;
}

const LEASE_WAIT_MS = 2_000;

/**
 * Runs one CSV import to its end. Safe to run any number of times, at once or after a crash: one worker at
 * a time holds the import's lease (the others wait for it to finish or lapse), staging restarts from the
 * file unless a finished staging table is intact, and the merge is one transaction that first checks the
 * import is still unfinished.
 */
export const handleImportCsv = async (
  ctx: AppContext,
  payload: Payload,
  options: ImportRunOptions = {},
): Promise<void> => {
  const owner = randomUUID();
  // Memberships a crashed merge prepared hold their rows and the match's tables until settled.
  await settlePreparedMembers(ctx.db, payload);
  for (;;) {
    const entry = await findImport(ctx.db, payload.accountId, payload.importId);
    if (!entry || entry.status === 'done' || entry.status === 'failed') return;
    if (await takeImportLease(ctx.db, payload.accountId, payload.importId, owner, LEASE_SECONDS)) break;
    await sleep(LEASE_WAIT_MS);
  }
  const lease = keepImportLease(ctx.db, payload.accountId, payload.importId, owner);
  try {
    await runImport(ctx, payload, owner, lease.check, options);
  } catch (error) {
    if (error instanceof LeaseLostError) return;
    const known = error instanceof AppError;
    if (!known) ctx.log.error(`[imports] import ${payload.importId} failed: ${String(error)}`);
    await recordImportFailed(ctx.db, payload.accountId, payload.importId, {
      code: known ? error.code : 'INTERNAL',
      message: known ? error.message : ImportMessages.somethingWentWrong,
    });
    await cleanUp(ctx, payload);
  } finally {
    lease.stop();
    await releaseImportLease(ctx.db, payload.accountId, payload.importId, owner);
  }
};

const runImport = async (
  ctx: AppContext,
  payload: Payload,
  owner: string,
  checkLease: () => void,
  options: ImportRunOptions,
): Promise<void> => {
  const { accountId, importId } = payload;
  await markImportRunning(ctx.db, accountId, importId);
  let entry = await findImport(ctx.db, accountId, importId);
  if (!entry || entry.status !== 'running') return;

  if (!(await isStagingComplete(ctx, importId, entry.stagedRows))) {
    const listId = entry.listId;
    const staged = await stageImport(ctx, entry, {
      checkLease,
      onProgress: (processedRows) => recordImportProgress(ctx.db, accountId, importId, listId, processedRows),
    });
    checkLease();
    await recordStaging(ctx.db, accountId, importId, staged);
    entry = { ...entry, ...staged };
  }

  const account = await findAccount(ctx.db, accountId);
  const staged = entry;
  const besideAllowed = options.membersBeside ?? (await canPrepareTransactions(ctx.db));
  let beside: PreparedMembers | undefined;
  const merging = ctx.db.transaction().execute(async (trx) => {
    await lockAccountImports(trx, accountId);
    const current = await trx
      .selectFrom('imports')
      .select(['status', 'lease_owner as leaseOwner'])
      .where('account_id', '=', accountId)
      .where('id', '=', importId)
      .forUpdate()
      .executeTakeFirst();
    if (!current || current.status !== 'running' || current.leaseOwner !== owner) throw new LeaseLostError();
    await rollBackEarlierMembers(ctx.db, accountId, importId);
    // Sorting a million staged rows of ten columns (about 300 MB) in memory beats spilling them to disk:
    // a second of the match at 256 MB. Only the sorts and hashes of this transaction may take it.
    await sql`set local work_mem = '512MB'`.execute(trx);
    const stagedRows = staged.stagedRows ?? 0;
    const table = stagingTableOf(importId);
    const counts = await mergeStagedRows(trx, {
      accountId,
      listId: staged.listId,
      table,
      stagedRows,
      contactsAllocated: account?.contactsAllocated ?? 0,
      // While this transaction holds the account's import lock, no other import changes these contacts.
      matched:
        stagedRows >= (options.matchInPartsFrom ?? MATCH_IN_PARTS_ROWS)
          ? await matchInParts(ctx, accountId, importId)
          : undefined,
      addNewMembersBeside: besideAllowed
        ? (contacts) => (beside = prepareNewMembers(ctx.db, accountId, importId, staged.listId, contacts))
        : undefined,
    });
    await recordImportDone(trx, accountId, importId, {
      newCount: counts.created,
      updatedCount: counts.updated,
      unchangedCount: counts.distinct - counts.created - counts.updated,
      duplicateCount: stagedRows - counts.distinct,
    });
    return counts;
  });
  const merged = await merging.catch(async (error: unknown) => {
    await beside?.rollback();
    throw error;
  });
  await beside?.commit();
  if (merged.searchTextQueued) await sendIndexContactSearch(ctx, accountId);
  await cleanUp(ctx, payload);
  // Fresh statistics for the queries after a large import; the import is complete without them.
  if (merged.statisticsStale) await analyzeContacts(ctx.db);
  await announceImportedContacts(ctx, accountId, merged.touchedIds);
};

/** From this many staged rows, the match runs in parts on connections of their own (see matchContactsInParts). */
const MATCH_IN_PARTS_ROWS = 100_000;
/** One part per core the database has to spare: the merge's own connection waits meanwhile. */
const MATCH_PARTS = 2;

/**
 * The match in parts, or nothing when it cannot be made (say the database role may not alter the
 * contacts' id sequence to reserve ids): the merge then matches in one piece, as a smaller import does.
 */
const matchInParts = (ctx: AppContext, accountId: string, importId: number) =>
  matchStagedRowsInParts(
    ctx.db,
    accountId,
    stagingTableOf(importId),
    (part) => matchTableOf(importId, part),
    MATCH_PARTS,
  ).catch((error: unknown) => {
    ctx.log.warn(`[imports] import ${importId} matches in one piece: ${String(error)}`);
    return undefined;
  });

/** The staging table and the uploaded file are not needed once the import has ended. */
const cleanUp = async (ctx: AppContext, payload: Payload): Promise<void> => {
  await dropStagingTable(ctx, payload.importId, MATCH_PARTS);
  const entry = await findImport(ctx.db, payload.accountId, payload.importId);
  if (entry?.fileKey) await ctx.storage.remove(entry.fileKey);
};

/**
 * Settles what merges that crashed left prepared, and sends a job for every unfinished import: those a
 * killed worker left behind, or whose job was never sent.
 */
export const resumeUnfinishedImports = async (ctx: AppContext): Promise<void> => {
  await settlePreparedMembers(ctx.db);
  for (const entry of await unfinishedImports(ctx.db)) {
    await ctx.jobs.send(importCsvJob, { accountId: entry.accountId, importId: entry.id });
  }
};
