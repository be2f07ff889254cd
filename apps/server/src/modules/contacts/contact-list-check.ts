import { ContactMessages, ListMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import { findListForMembers } from '../public-api/public-api.repository';
import { lockContact } from './contacts.repository';

/**
 * The live contact and the list a membership change names, locked against other edits of the contact: only
 * plain lists take contacts by hand (segments compute their members), and not while archived.
 */
export const checkMembershipChange = async (
  db: Db,
  accountId: string,
  contactId: number,
  listId: number,
): Promise<void> => {
  const contact = await lockContact(db, accountId, contactId);
  if (!contact) throw new NotFoundError(ContactMessages.notFound);
  if (contact.archivedAt) throw new ConflictError(ContactMessages.archived, 'CONTACT_ARCHIVED');
  const list = await findListForMembers(db, accountId, listId);
  if (!list) throw new NotFoundError(ListMessages.listNotFound);
  if (list.type !== 'list')
    throw new BadRequestError(ContactMessages.notAList, { listId: ContactMessages.notAList });
  if (list.archivedAt)
    throw new BadRequestError(ContactMessages.listArchived, { listId: ContactMessages.listArchived });
};
