import { ContactMessages, type BulkContactsRequest, type BulkContactsResult, type ContactSelection } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { announceImportedContacts } from '../imports/announce-imported-contacts';
import { findList } from '../lists/lists.repository';
import { addSelectedToList, flagSelectedContacts, removeSelectedFromList, type ChangedContacts } from './contact-bulk.repository';
import { selectionCondition } from './contact-search';
import { countSelected } from './contacts.repository';

/** Past this many changed contacts, dynamic segments are recomputed whole rather than contact by contact. */
const SEGMENT_UPDATE_LIMIT = 10_000;

/** Only plain lists take contacts by hand: segments compute their members. */
const plainList = async (db: Db, accountId: string, listId: number | undefined): Promise<number> => {
  if (listId === undefined) throw new BadRequestError(ContactMessages.listRequired, { listId: ContactMessages.listRequired });
  const list = await findList(db, accountId, listId);
  if (!list) throw new NotFoundError(ContactMessages.listNotFound);
  if (list.type !== 'list') throw new BadRequestError(ContactMessages.notAList, { listId: ContactMessages.notAList });
  if (list.archivedAt) throw new BadRequestError(ContactMessages.listArchived, { listId: ContactMessages.listArchived });
  return list.id;
};

/**
 * How many live contacts of the account the selection holds; contacts picked by id must all be live
 * contacts of this account, so a stale or foreign id is answered 404 rather than silently skipped.
 */
export const countSelection = async (db: Db, accountId: string, selection: ContactSelection): Promise<number> => {
  const selected = await countSelected(db, selectionCondition(accountId, selection));
  if ('contactIds' in selection && selected !== new Set(selection.contactIds).size) throw new NotFoundError('Contact not found');
  return selected;
};

/**
 * Adds the selected contacts to a list, takes them out of one, unsubscribes or blocks them: one statement,
 * so all of them change or none. The list's count follows in the same statement; dynamic segments follow
 * the changed contacts once committed.
 */
export const changeContactsInBulk = async (ctx: AppContext, accountId: string, request: BulkContactsRequest): Promise<BulkContactsResult> => {
  const listId = request.action === 'addToList' || request.action === 'removeFromList' ? await plainList(ctx.db, accountId, request.listId) : undefined;
  const selected = await countSelection(ctx.db, accountId, request.selection);
  const where = selectionCondition(accountId, request.selection);
  let changed: ChangedContacts;
  if (listId !== undefined) {
    changed = request.action === 'addToList'
      ? await addSelectedToList(ctx.db, accountId, listId, where, SEGMENT_UPDATE_LIMIT)
      : await removeSelectedFromList(ctx.db, accountId, listId, where, SEGMENT_UPDATE_LIMIT);
  } else {
    const flag = request.action === 'unsubscribe' ? 'is_unsubscribed' : 'is_blocked';
    changed = await flagSelectedContacts(ctx.db, where, flag, SEGMENT_UPDATE_LIMIT);
  }
  if (changed.count > 0) await announceImportedContacts(ctx, accountId, changed.ids);
  return { selected, changed: changed.count };
};
