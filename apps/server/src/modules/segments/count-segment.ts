import type { SegmentCountRequest } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { compileSegment, countOf, readsOnlyContactRows } from './engine/compile-segment';
import { prepareDefinition } from './prepare-definition';
import { countContacts } from './segments.repository';

/** How many live contacts a definition holds right now (the wizard's 'Preview count'). */
export const countSegment = async (db: Db, accountId: string, request: SegmentCountRequest, now?: Date): Promise<number> => {
  const { definition, ctx } = await prepareDefinition(db, accountId, request, now ? { now } : {});
  return countContacts(db, countOf(compileSegment(definition, ctx)), { parallel: readsOnlyContactRows(definition) });
};
