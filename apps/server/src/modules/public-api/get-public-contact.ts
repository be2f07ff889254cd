import { PublicApiMessages, type PublicContact } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { getContact } from '../contacts/get-contact';
import { findContactIdByEmail } from './public-api.repository';

/** A contact by e-mail, as the contact view shows it: lists, recent campaign activity and events. */
export const getPublicContact = async (db: Db, accountId: string, email: string): Promise<PublicContact> => {
  const contactId = await findContactIdByEmail(db, accountId, email);
  if (contactId === undefined) throw new NotFoundError(PublicApiMessages.contactNotFound);
  const { id, archived: _archived, ...contact } = await getContact(db, accountId, contactId);
  return { contactId: id, ...contact };
};
