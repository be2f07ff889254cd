import type { ContactDetail } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { removeListMembers } from '../public-api/public-api.repository';
import { recordListRemovals } from './contact-history.repository';
import { checkMembershipChange } from './contact-list-check';
import { getContact } from './get-contact';

/** Takes a contact out of a list; its count drops by one, and the timeline keeps when it joined and left. */
export const removeContactFromList = async (
  db: Db,
  accountId: string,
  contactId: number,
  listId: number,
): Promise<{ contact: ContactDetail; changed: boolean }> => {
  const changed = await db.transaction().execute(async (trx) => {
    await checkMembershipChange(trx, accountId, contactId, listId);
    const removed = await removeListMembers(trx, accountId, listId, [contactId]);
    await recordListRemovals(trx, accountId, listId, removed, 'page');
    return removed.length > 0;
  });
  return { contact: await getContact(db, accountId, contactId), changed };
};
