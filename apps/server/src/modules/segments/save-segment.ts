import { ListMessages, SegmentServerMessages, type SegmentCreateRequest } from '@sendwell/contracts';
import { resolveAccountSettings, validateListName } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { BadRequestError, ConflictError, ForbiddenError } from '../../platform/errors';
import { findAccount } from '../accounts/accounts.repository';
import { findClashingName, insertList, setListProcessing } from '../lists/lists.repository';
import { definitionToStore } from './definition-to-store';
import { prepareDefinition } from './prepare-definition';
import { refreshSegmentJob } from './refresh-segment.job';

export const isUniqueViolation = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === '23505';

/**
 * Creates a segment from the wizard's or the copilot's payload. The definition is checked by the domain
 * rules, stored with the list names of the moment, and its members are computed by a background job, so
 * the table shows the new row as Processing at once. A static segment is a snapshot: the job evaluates
 * it as of the moment of creation and it is never recomputed.
 */
export const saveSegment = async (ctx: Pick<AppContext, 'db' | 'jobs'>, accountId: string, request: SegmentCreateRequest): Promise<{ id: number }> => {
  const nameError = validateListName(request.name);
  if (nameError) throw new BadRequestError(nameError, { name: nameError });
  const settings = resolveAccountSettings((await findAccount(ctx.db, accountId))?.settings ?? {});
  if (request.segmentType === 'dynamic' && settings.contactSegmentation.disableDynamic) throw new ForbiddenError(SegmentServerMessages.dynamicDisabled, 'DYNAMIC_DISABLED');
  if (request.segmentType === 'static' && settings.contactSegmentation.disableStatic) throw new ForbiddenError(SegmentServerMessages.staticDisabled, 'STATIC_DISABLED');

  const createdAt = new Date();
  const { definition } = await prepareDefinition(ctx.db, accountId, request, { aiSegment: request.source === 'AI', now: createdAt });
  if (await findClashingName(ctx.db, accountId, request.name)) throw new ConflictError(ListMessages.nameTaken, 'NAME_TAKEN');

  const stored = await definitionToStore(ctx.db, accountId, definition);

  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const listId = await insertList(trx, {
        accountId,
        name: request.name,
        type: request.segmentType,
        source: request.source === 'AI' ? 'ai' : 'manual',
        definition: stored,
        isAIGenerated: request.source === 'AI',
      });
      await setListProcessing(trx, accountId, listId, true);
      return listId;
    });
  } catch (error) {
    // Another segment or list took the name between the check and the write.
    if (isUniqueViolation(error)) throw new ConflictError(ListMessages.nameTaken, 'NAME_TAKEN');
    throw error;
  }
  await ctx.jobs.send(refreshSegmentJob, { accountId, listId: id, asOf: createdAt.toISOString() });
  return { id };
};
