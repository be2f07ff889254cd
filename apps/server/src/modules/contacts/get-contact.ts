import { ContactMessages, type ContactDetail, type ContactRow } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { recentActivityOfContact } from '../campaigns/campaign-activity.repository';
import { recentEventsOfContact } from '../events/events.repository';
import { findContact, listsOfContact, type ContactRecord } from './contacts.repository';

export const toContactRow = (contact: ContactRecord): ContactRow => ({
  id: contact.id,
  email: contact.email,
  isUnsubscribed: contact.isUnsubscribed,
  isBlocked: contact.isBlocked,
  properties: contact.properties,
  createdOn: contact.createdAt.toISOString(),
  updatedOn: contact.updatedAt.toISOString(),
});

export const getContact = async (db: Db, accountId: string, contactId: number): Promise<ContactDetail> => {
  const contact = await findContact(db, accountId, contactId);
  if (!contact) throw new NotFoundError(ContactMessages.notFound);
  const [lists, activity, events] = await Promise.all([
    listsOfContact(db, accountId, contactId),
    recentActivityOfContact(db, accountId, contactId),
    recentEventsOfContact(db, accountId, contactId),
  ]);
  return {
    ...toContactRow(contact),
    archived: contact.archivedAt !== null,
    lists,
    activity: activity.map((entry) => ({ ...entry, occurredAt: entry.occurredAt.toISOString() })),
    events: events.map((event) => ({ ...event, occurredAt: event.occurredAt.toISOString() })),
  };
};
