import { ContactMessages, type BulkContactsResult, type DeleteContactsRequest } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../platform/errors';
import { countSelection } from './change-contacts-in-bulk';
import { deleteSelectedContacts } from './contact-bulk.repository';
import { selectionCondition } from './contact-search';

/**
 * Deletes the selected contacts once the user confirmed how many: when the selection now holds another
 * number (contacts came or went since), nothing is deleted and the user reviews it again. The route
 * refuses members with limited access. Deleted contacts leave every list and segment in the same statement.
 */
export const deleteContacts = async (db: Db, accountId: string, request: DeleteContactsRequest): Promise<BulkContactsResult> =>
  db.transaction().execute(async (trx) => {
    const selected = await countSelection(trx, accountId, request.selection);
    if (selected !== request.confirmCount)
      throw new BadRequestError(ContactMessages.countChanged(selected), { confirmCount: ContactMessages.countChanged(selected) });
    const changed = await deleteSelectedContacts(trx, accountId, selectionCondition(accountId, request.selection));
    return { selected, changed };
  });
