import {
  CONTACT_BULK_SYNC_LIMIT,
  type BulkContactsRequest,
  type BulkContactsResult,
  type ContactSelection,
} from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { announceImportedContacts } from '../imports/announce-imported-contacts';
import { applyBulkAction, plainList } from './apply-bulk-action';
import { selectedContacts } from './contact-search.repository';
import { countSelected } from './contacts.repository';
import { startBulkContactsJob } from './start-bulk-contacts-job';

/** Past this many changed contacts, dynamic segments are recomputed whole rather than contact by contact. */
export const SEGMENT_UPDATE_LIMIT = 10_000;

/**
 * How many live contacts of the account the selection holds; contacts picked by id must all be live
 * contacts of this account, so a stale or foreign id is answered 404 rather than silently skipped.
 */
export const countSelection = async (
  db: Db,
  accountId: string,
  selection: ContactSelection,
): Promise<number> => {
  const selected = await countSelected(db, await selectedContacts(db, accountId, selection));
  if ('contactIds' in selection && selected !== new Set(selection.contactIds).size)
    throw new NotFoundError('Contact not found');
  return selected;
};

/**
 * Adds the selected contacts to a list, takes them out of one, unsubscribes or blocks them: one statement,
 * so all of them change or none. The list's count follows in the same statement; dynamic segments follow
 * the changed contacts once committed. Past CONTACT_BULK_SYNC_LIMIT contacts the action runs as a
 * background job instead, and the answer says how to follow it.
 */
export const changeContactsInBulk = async (
  ctx: AppContext,
  accountId: string,
  request: BulkContactsRequest,
): Promise<BulkContactsResult> => {
  const listId =
    request.action === 'addToList' || request.action === 'removeFromList'
      ? await plainList(ctx.db, accountId, request.listId)
      : undefined;
  const selected = await countSelection(ctx.db, accountId, request.selection);
  if ('allMatching' in request.selection && selected > CONTACT_BULK_SYNC_LIMIT) {
    const job = await startBulkContactsJob(ctx, accountId, {
      action: request.action,
      listId: listId ?? null,
      filter: request.selection.allMatching,
    });
    return { selected, changed: 0, job };
  }
  const changed = await applyBulkAction(
    ctx.db,
    accountId,
    request.action,
    listId,
    await selectedContacts(ctx.db, accountId, request.selection),
    SEGMENT_UPDATE_LIMIT,
  );
  if (changed.count > 0) await announceImportedContacts(ctx, accountId, changed.ids);
  return { selected, changed: changed.count };
};
