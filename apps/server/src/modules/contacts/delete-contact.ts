import { ContactMessages } from '@sendwell/contracts';
import { foldCase } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { deleteActivityOfContact } from '../campaigns/campaign-activity.repository';
import { deleteEventsOfContact } from '../events/events.repository';
import { deleteSubmissionsOfContact } from '../forms/forms.repository';
import { deleteListMembershipsOfContact, recountListsOfContact } from '../lists/lists.repository';
import { deleteEmailTypeOptOutsOfContact } from '../segments/segments.repository';
import { deleteTemplateSubmissionsOfContact } from '../template-submissions/template-submissions.repository';
import { deleteHistoryOfContact } from './contact-history.repository';
import { deleteContactRow, lockContact, setContactFields } from './contacts.repository';

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
    // Each area forgets what it recorded about the contact, in this one transaction: a contact deleted for
    // good leaves nothing behind to be matched to it again, and a failure anywhere deletes nothing.
    for (const forget of [
      deleteListMembershipsOfContact,
      deleteActivityOfContact,
      deleteEventsOfContact,
      deleteSubmissionsOfContact,
      deleteTemplateSubmissionsOfContact,
      deleteEmailTypeOptOutsOfContact,
      deleteHistoryOfContact,
    ]) {
      await forget(trx, accountId, contactId);
    }
    await deleteContactRow(trx, accountId, contactId);
  });
};
