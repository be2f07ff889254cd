import { ContactMessages } from '@sendwell/contracts';
import { foldCase } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { recountListsOfContact } from '../lists/lists.repository';
import { eraseContact, lockContact, setContactFields } from './contacts.repository';

/**
 * Deletes a contact for good, with its memberships, activity, events and history, once its e-mail address
 * is typed again (ignoring case and spaces around it). Its lists are recounted without it. The contract keeps
 * members with limited access out: they may archive, which can be undone.
 */
export const deleteContact = async (
  db: Db,
  accountId: string,
  contactId: number,
  confirmEmail: string,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const contact = await lockContact(trx, accountId, contactId);
    if (!contact) throw new NotFoundError(ContactMessages.notFound);
    if (foldCase(confirmEmail.trim()) !== foldCase(contact.email)) {
      throw new BadRequestError(ContactMessages.confirmEmailMismatch, {
        confirmEmail: ContactMessages.confirmEmailMismatch,
      });
    }
    await setContactFields(trx, accountId, contactId, { archivedAt: new Date() });
    await recountListsOfContact(trx, accountId, contactId);
    await eraseContact(trx, accountId, contactId);
  });
};
