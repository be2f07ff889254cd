import type { ContactDetail } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { addListMembers } from '../public-api/public-api.repository';
import { checkMembershipChange } from './contact-list-check';
import { getContact } from './get-contact';

/** Adds a contact to a list; its count grows by one. The membership itself dates the timeline's entry. */
export const addContactToList = async (
  db: Db,
  accountId: string,
  contactId: number,
  listId: number,
): Promise<{ contact: ContactDetail; changed: boolean }> => {
  const changed = await db.transaction().execute(async (trx) => {
    await checkMembershipChange(trx, accountId, contactId, listId);
    return (await addListMembers(trx, accountId, [{ listId, contactId }])).length > 0;
  });
  return { contact: await getContact(db, accountId, contactId), changed };
};
