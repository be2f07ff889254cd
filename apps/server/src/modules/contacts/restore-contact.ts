import { ContactMessages, type ContactDetail } from '@sendwell/contracts';
import { contactsExceededMessage } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { findAccount } from '../accounts/accounts.repository';
import { recountListsOfContact } from '../lists/lists.repository';
import { recordContactChange } from './contact-history.repository';
import { countActiveContacts, lockContact, setContactFields } from './contacts.repository';
import { getContact } from './get-contact';

/** Brings an archived contact back into its lists' counts, if the plan has room for it. */
export const restoreContact = async (
  db: Db,
  accountId: string,
  contactId: number,
): Promise<ContactDetail> => {
  await db.transaction().execute(async (trx) => {
    const contact = await lockContact(trx, accountId, contactId);
    if (!contact) throw new NotFoundError(ContactMessages.notFound);
    if (!contact.archivedAt) return;
    const [activeContacts, account] = await Promise.all([
      countActiveContacts(trx, accountId),
      findAccount(trx, accountId),
    ]);
    const contactsAllocated = account?.contactsAllocated ?? 0;
    if (activeContacts + 1 > contactsAllocated) {
      throw new ConflictError(
        contactsExceededMessage({ contactsAllocated, activeContacts, adding: 1 }),
        'CONTACTS_EXCEEDED',
      );
    }
    await setContactFields(trx, accountId, contactId, { archivedAt: null });
    await recountListsOfContact(trx, accountId, contactId);
    await recordContactChange(trx, accountId, contactId, 'restored', { via: 'page' });
  });
  return getContact(db, accountId, contactId);
};
