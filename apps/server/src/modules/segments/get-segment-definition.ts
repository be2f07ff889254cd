import { ListMessages, SegmentServerMessages, type SegmentDefinitionResponse } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { storedDefinition } from './refresh-segment';
import { findSegmentList } from './segments.repository';

/** A segment's saved definition, with the flags the Show definition and Duplicate screens read first. */
export const getSegmentDefinition = async (db: Db, accountId: string, listId: number): Promise<SegmentDefinitionResponse> => {
  const list = await findSegmentList(db, accountId, listId);
  if (!list) throw new NotFoundError(ListMessages.listNotFound);
  const definition = storedDefinition(list.definition);
  if (!definition) throw new NotFoundError(SegmentServerMessages.notASegment);
  return {
    originalData: definition,
    excludeIsBlocked: definition.excludeIsBlocked,
    excludeIsUnsubscribed: definition.excludeIsUnsubscribed,
    isBlocked: definition.isBlocked,
    isUnsubscribed: definition.isUnsubscribed,
    timezone: definition.timezone ?? null,
  };
};
