import type { AppContext } from '../../platform/context';
import { refreshSegmentJob } from '../segments/refresh-segment.job';
import { dynamicSegmentsOf } from '../segments/segments.repository';
import { notifySegmentContactsChanged } from '../segments/update-segment-members';

/**
 * Lets dynamic segments follow an import: contact by contact for a few changed contacts, or a full
 * recompute of each dynamic segment when the import changed too many to list.
 */
export const announceImportedContacts = async (
  ctx: AppContext,
  accountId: string,
  touchedIds: readonly number[] | null,
): Promise<void> => {
  if (touchedIds) {
    await notifySegmentContactsChanged(ctx.jobs, accountId, touchedIds);
    return;
  }
  for (const segment of await dynamicSegmentsOf(ctx.db, accountId))
    await ctx.jobs.send(refreshSegmentJob, { accountId, listId: segment.id });
};
