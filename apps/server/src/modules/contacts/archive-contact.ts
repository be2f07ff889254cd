import { ContactMessages, type ContactDetail } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { recountListsOfContact } from '../lists/lists.repository';
import { recordContactChange } from './contact-history.repository';
import { lockContact, setContactFields } from './contacts.repository';
import { getContact } from './get-contact';

/**
 * Archives a contact as archiving a list with its contacts does: it leaves its lists' counts and the plan's,
 * keeps its data and history, and can be restored. Any member may, limited ones too: it can be undone.
 */
export const archiveContact = async (
  db: Db,
  accountId: string,
  contactId: number,
): Promise<ContactDetail> => {
  await db.transaction().execute(async (trx) => {
    const contact = await lockContact(trx, accountId, contactId);
    if (!contact) throw new NotFoundError(ContactMessages.notFound);
    if (contact.archivedAt) return;
    await setContactFields(trx, accountId, contactId, { archivedAt: new Date() });
    await recountListsOfContact(trx, accountId, contactId);
    await recordContactChange(trx, accountId, contactId, 'archived', { via: 'page' });
  });
  return getContact(db, accountId, contactId);
};
