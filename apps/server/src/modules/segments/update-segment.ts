import { ListMessages, SegmentServerMessages, type ListProcessingStatus, type SegmentUpdateRequest } from '@sendwell/contracts';
import { validateListName } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import { findClashingName } from '../lists/lists.repository';
import { definitionToStore } from './definition-to-store';
import { prepareDefinition } from './prepare-definition';
import { storedDefinition } from './refresh-segment';
import { refreshSegmentJob } from './refresh-segment.job';
import { isUniqueViolation } from './save-segment';
import { findSegmentList, replaceSegmentDefinition } from './segments.repository';

/**
 * Replaces a saved dynamic segment's name, lists and conditions, checked as a creation is, then
 * recomputes its members in the background. A static segment is a snapshot of its creation, so it has
 * nothing to recompute from and is refused. Every check runs before the one write.
 */
export const updateSegment = async (
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  accountId: string,
  listId: number,
  request: SegmentUpdateRequest,
): Promise<ListProcessingStatus> => {
  const list = await findSegmentList(ctx.db, accountId, listId);
  if (!list) throw new NotFoundError(ListMessages.listNotFound);
  const saved = storedDefinition(list.definition);
  if (list.type !== 'dynamic' || list.archivedAt !== null || !saved) throw new BadRequestError(SegmentServerMessages.notEditable);

  const nameError = validateListName(request.name);
  if (nameError) throw new BadRequestError(nameError, { name: nameError });
  const { definition } = await prepareDefinition(ctx.db, accountId, request, { aiSegment: saved.messageId !== undefined });
  if (await findClashingName(ctx.db, accountId, request.name, listId)) throw new ConflictError(ListMessages.nameTaken, 'NAME_TAKEN');

  const stored = await definitionToStore(ctx.db, accountId, {
    ...definition,
    segmentFiltersUpdated: true,
    messageId: saved.messageId,
    version: saved.version,
  });
  try {
    await replaceSegmentDefinition(ctx.db, accountId, listId, { name: request.name, definition: stored });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ListMessages.nameTaken, 'NAME_TAKEN');
    throw error;
  }
  await ctx.jobs.send(refreshSegmentJob, { accountId, listId });
  return { id: listId, processing: true, processingCount: 0, recipientsCount: list.recipientsCount };
};
