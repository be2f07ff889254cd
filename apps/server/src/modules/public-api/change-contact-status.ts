import type { EmailBatchResult } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { recordStatusChanges } from '../contacts/contact-history.repository';
import { contactIdsOf, emailBatchAnswer, resolveEmails } from './email-batch';
import { setContactsFlag } from './public-api.repository';
import type { Outcome } from './run-write';

/** Unsubscribes contacts from all email, or blocks them, by e-mail. */
export const changeContactStatus = async (db: Db, accountId: string, emails: readonly unknown[], change: 'unsubscribe' | 'block'): Promise<Outcome<EmailBatchResult>> => {
  const resolved = await resolveEmails(db, accountId, emails);
  const changed = await setContactsFlag(db, accountId, contactIdsOf(resolved), change === 'unsubscribe' ? 'is_unsubscribed' : 'is_blocked');
  await recordStatusChanges(db, accountId, changed, change === 'unsubscribe' ? 'unsubscribed' : 'blocked', 'api');
  return { answer: emailBatchAnswer(emails, resolved, new Set(changed)), changedContactIds: changed };
};
