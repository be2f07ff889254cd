import { ContactMessages, type BulkContactAction } from '@sendwell/contracts';
import type { RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { findList } from '../lists/lists.repository';
import {
  addSelectedToList,
  flagSelectedContacts,
  removeSelectedFromList,
  type ChangedContacts,
} from './contact-bulk.repository';

/** Only plain lists take contacts by hand: segments compute their members. */
export const plainList = async (
  db: Db,
  accountId: string,
  listId: number | null | undefined,
): Promise<number> => {
  if (listId === undefined || listId === null)
    throw new BadRequestError(ContactMessages.listRequired, { listId: ContactMessages.listRequired });
  const list = await findList(db, accountId, listId);
  if (!list) throw new NotFoundError(ContactMessages.listNotFound);
  if (list.type !== 'list')
    throw new BadRequestError(ContactMessages.notAList, { listId: ContactMessages.notAList });
  if (list.archivedAt)
    throw new BadRequestError(ContactMessages.listArchived, { listId: ContactMessages.listArchived });
  return list.id;
};

/** One bulk action (not a deletion) over the live contacts `where` keeps, as one statement. */
export const applyBulkAction = (
  db: Db,
  accountId: string,
  action: BulkContactAction,
  listId: number | undefined,
  where: RawBuilder<SqlBool>,
  limit: number,
): Promise<ChangedContacts> => {
  if (action === 'addToList' || action === 'removeFromList') {
    if (listId === undefined)
      throw new BadRequestError(ContactMessages.listRequired, { listId: ContactMessages.listRequired });
    return action === 'addToList'
      ? addSelectedToList(db, accountId, listId, where, limit)
      : removeSelectedFromList(db, accountId, listId, where, limit);
  }
  return flagSelectedContacts(db, where, action === 'unsubscribe' ? 'is_unsubscribed' : 'is_blocked', limit);
};
