import { ContactMessages, type ContactDetail, type UpdateContactStatusRequest } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { recordStatusChanges } from './contact-history.repository';
import { lockContact, setContactFields } from './contacts.repository';
import { getContact } from './get-contact';

/**
 * Subscribes or unsubscribes a contact from all e-mail, blocks or unblocks it. Each flag that changes is kept
 * in the contact's timeline; setting what already holds changes nothing.
 */
export const updateContactStatus = async (
  db: Db,
  accountId: string,
  contactId: number,
  request: UpdateContactStatusRequest,
): Promise<{ contact: ContactDetail; changed: boolean }> => {
  const changed = await db.transaction().execute(async (trx) => {
    const contact = await lockContact(trx, accountId, contactId);
    if (!contact) throw new NotFoundError(ContactMessages.notFound);
    if (contact.archivedAt) throw new ConflictError(ContactMessages.archived, 'CONTACT_ARCHIVED');
    const unsubscribe =
      request.isUnsubscribed !== undefined && request.isUnsubscribed !== contact.isUnsubscribed
        ? request.isUnsubscribed
        : undefined;
    const block =
      request.isBlocked !== undefined && request.isBlocked !== contact.isBlocked
        ? request.isBlocked
        : undefined;
    if (unsubscribe === undefined && block === undefined) return false;
    await setContactFields(trx, accountId, contactId, { isUnsubscribed: unsubscribe, isBlocked: block });
    if (unsubscribe !== undefined)
      await recordStatusChanges(
        trx,
        accountId,
        [contactId],
        unsubscribe ? 'unsubscribed' : 'subscribed',
        'page',
      );
    if (block !== undefined)
      await recordStatusChanges(trx, accountId, [contactId], block ? 'blocked' : 'unblocked', 'page');
    return true;
  });
  return { contact: await getContact(db, accountId, contactId), changed };
};
