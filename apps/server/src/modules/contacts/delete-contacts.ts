import {
  CONTACT_BULK_SYNC_LIMIT,
  ContactMessages,
  type BulkContactsResult,
  type ContactFilter,
  type DeleteContactsRequest,
} from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import { countSelection } from './change-contacts-in-bulk';
import { deleteSelectedContacts } from './contact-bulk.repository';
import { selectedContacts } from './contact-search.repository';
import { startBulkContactsJob } from './start-bulk-contacts-job';

/**
 * Deletes the selected contacts once the user confirmed how many: when the selection now holds another
 * number (contacts came or went since), nothing is deleted and the user reviews it again. The route
 * refuses members with limited access. Deleted contacts leave every list and segment in the same statement;
 * past CONTACT_BULK_SYNC_LIMIT contacts matching a search, the deletion runs as a background job.
 */
export const deleteContacts = async (
  ctx: AppContext,
  accountId: string,
  request: DeleteContactsRequest,
): Promise<BulkContactsResult> => {
  const outcome = await ctx.db
    .transaction()
    .execute(async (trx): Promise<BulkContactsResult | { selected: number; filter: ContactFilter }> => {
      const selected = await countSelection(trx, accountId, request.selection);
      if (selected !== request.confirmCount)
        throw new BadRequestError(ContactMessages.countChanged(selected), {
          confirmCount: ContactMessages.countChanged(selected),
        });
      if ('allMatching' in request.selection && selected > CONTACT_BULK_SYNC_LIMIT)
        return { selected, filter: request.selection.allMatching };
      const changed = await deleteSelectedContacts(
        trx,
        accountId,
        await selectedContacts(trx, accountId, request.selection),
      );
      return { selected, changed };
    });
  if (!('filter' in outcome)) return outcome;
  const job = await startBulkContactsJob(ctx, accountId, {
    action: 'delete',
    listId: null,
    filter: outcome.filter,
  });
  return { selected: outcome.selected, changed: 0, job };
};
