import { AI_SEGMENT_NAME, type CopilotSaveRequest } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { ConflictError } from '../../platform/errors';
import { findClashingName } from '../lists/lists.repository';
import { saveSegment } from '../segments/save-segment';

/** Tries past this many taken names give up with the name-taken conflict. */
const NAME_TRIES = 50;

/** 'AI generated segment', or the first free 'AI generated segment (n)' when the account already has it. */
const freeName = async (ctx: Pick<AppContext, 'db'>, accountId: string): Promise<string> => {
  for (let n = 1; n <= NAME_TRIES; n += 1) {
    const name = n === 1 ? AI_SEGMENT_NAME : `${AI_SEGMENT_NAME} (${n})`;
    if (!(await findClashingName(ctx.db, accountId, name))) return name;
  }
  return AI_SEGMENT_NAME;
};

/**
 * Saves a copilot version as a dynamic AI segment (spec 1 §3): checked like any segment, so a list or
 * campaign of another account is refused; it keeps the message and version it came from.
 */
export const saveCopilotSegment = async (
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  accountId: string,
  request: CopilotSaveRequest,
): Promise<{ id: number; name: string }> => {
  const { definition, messageId, version } = request;
  const save = async () => {
    const name = await freeName(ctx, accountId);
    const { id } = await saveSegment(ctx, accountId, {
      ...definition,
      name,
      segmentType: 'dynamic',
      source: 'AI',
      messageId,
      version,
    });
    return { id, name };
  };
  try {
    return await save();
  } catch (error) {
    // Another save took the same numbered name between the check and the write: take the next one.
    if (error instanceof ConflictError) return save();
    throw error;
  }
};
