import { ContactMessages, type ContactDetail } from '@sendwell/contracts';
import { mergePropertyRegistry, parsePropertyEdit, type EditedValue } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import { recordContactChange } from './contact-history.repository';
import { customProperties, lockContact, setContactProperties } from './contacts.repository';
import { getContact } from './get-contact';

/**
 * Sets some of a contact's properties, each value read for its property's type as an import reads it.
 * Should any value not fit, nothing is written and each property at fault is named. Properties whose value
 * changes are kept in the contact's timeline.
 */
export const updateContactProperties = async (
  db: Db,
  accountId: string,
  contactId: number,
  values: Record<string, EditedValue>,
): Promise<{ contact: ContactDetail; changed: boolean }> => {
  const edit = parsePropertyEdit(values, mergePropertyRegistry(await customProperties(db, accountId)));
  if (!edit.ok) throw new BadRequestError(edit.message, edit.fields);
  const changed = await db.transaction().execute(async (trx) => {
    const contact = await lockContact(trx, accountId, contactId);
    if (!contact) throw new NotFoundError(ContactMessages.notFound);
    if (contact.archivedAt) throw new ConflictError(ContactMessages.archived, 'CONTACT_ARCHIVED');
    const keys = [
      ...Object.keys(edit.set).filter((key) => contact.properties[key] !== edit.set[key]),
      ...edit.removed.filter((key) => key in contact.properties),
    ];
    if (keys.length === 0) return false;
    await setContactProperties(trx, accountId, contactId, edit.set, edit.removed);
    await recordContactChange(trx, accountId, contactId, 'propertiesChanged', { keys, via: 'page' });
    return true;
  });
  return { contact: await getContact(db, accountId, contactId), changed };
};
