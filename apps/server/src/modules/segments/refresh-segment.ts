import { SegmentDefinition } from '@sendwell/contracts';
import { refreshKindOf } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { recountList, setListProcessing } from '../lists/lists.repository';
import { compileSegment, readsOnlyContactRows } from './engine/compile-segment';
import { loadEngineContext } from './load-engine-context';
import {
  addStagedMembers,
  finishRefresh,
  findSegmentList,
  lockSegment,
  removeUnstagedMembers,
  setProcessingCount,
  stageSegmentContacts,
} from './segments.repository';

/** Members added per statement; between statements the table's processingCount moves on. */
const CHUNK_SIZE = 50_000;

export interface RefreshOutcome {
  kind: 'segment' | 'count' | 'skipped';
  recipientsCount: number;
}

/** A stored definition, or null when the list has none the engine can read (a list made elsewhere). */
export const storedDefinition = (definition: unknown): SegmentDefinition | null => {
  const parsed = SegmentDefinition.safeParse(definition);
  return parsed.success ? parsed.data : null;
};

/**
 * Recomputes a segment's members from its definition: the contacts it holds now are staged once, members
 * missing are added in chunks (processingCount counts the staged contacts gone through) and members it
 * no longer holds are removed, all in one transaction, so readers see the old members until the new
 * ones replace them. Safe to run again at any point. `asOf` evaluates relative dates at that instant (a
 * static segment's snapshot is taken as of its creation).
 */
export const recomputeSegment = async (db: Db, accountId: string, listId: number, asOf?: Date): Promise<RefreshOutcome> => {
  try {
    return await recompute(db, accountId, listId, asOf);
  } catch (error) {
    await setListProcessing(db, accountId, listId, false);
    throw error;
  }
};

const recompute = async (db: Db, accountId: string, listId: number, asOf: Date | undefined): Promise<RefreshOutcome> => {
  const list = await findSegmentList(db, accountId, listId);
  const definition = list && list.archivedAt === null ? storedDefinition(list.definition) : null;
  if (!list || !definition) {
    if (list) await setListProcessing(db, accountId, listId, false);
    return { kind: 'skipped', recipientsCount: list?.recipientsCount ?? 0 };
  }
  const ctx = await loadEngineContext(db, accountId, { now: asOf, timezone: definition.timezone });
  const segment = compileSegment(definition, ctx);
  const recipientsCount = await db.transaction().execute(async (trx) => {
    await lockSegment(trx, accountId, listId);
    const staged = await stageSegmentContacts(trx, segment, { parallel: readsOnlyContactRows(definition) });
    let after = 0;
    let processed = 0;
    for (;;) {
      const chunk = await addStagedMembers(trx, accountId, listId, after, CHUNK_SIZE);
      if (chunk.last === null) break;
      after = chunk.last;
      processed += chunk.read;
      // Outside the transaction, so the table sees progress while the new members stay invisible.
      if (processed < staged) await setProcessingCount(db, accountId, listId, processed);
    }
    await removeUnstagedMembers(trx, accountId, listId);
    await finishRefresh(trx, accountId, listId, staged, staged);
    return staged;
  });
  return { kind: 'segment', recipientsCount };
};

/**
 * What a refresh of a list does: segments of a dynamic type with a definition are recomputed; other
 * lists (static segments included, which stay the snapshot taken at creation) have their count of live
 * members taken again. Processing ends either way, also when the work fails.
 */
export const refreshList = async (db: Db, accountId: string, listId: number): Promise<RefreshOutcome> => {
  try {
    const list = await findSegmentList(db, accountId, listId);
    if (list && refreshKindOf(list.type) === 'segment' && storedDefinition(list.definition)) {
      return await recomputeSegment(db, accountId, listId);
    }
    const recipientsCount = await recountList(db, accountId, listId);
    await setListProcessing(db, accountId, listId, false);
    return { kind: 'count', recipientsCount };
  } catch (error) {
    await setListProcessing(db, accountId, listId, false);
    throw error;
  }
};
