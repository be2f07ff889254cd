import { PublicApiMessages, type EmailBatchResult } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { recordListRemovals } from '../contacts/contact-history.repository';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { contactIdsOf, emailBatchAnswer, resolveEmails } from './email-batch';
import { addListMembers, findListForMembers, removeListMembers } from './public-api.repository';
import type { Outcome } from './run-write';

/** Only plain lists take contacts by hand: segments compute their members. */
const checkList = async (db: Db, accountId: string, listId: number): Promise<void> => {
  const list = await findListForMembers(db, accountId, listId);
  if (!list) throw new NotFoundError(PublicApiMessages.listNotFound);
  if (list.type !== 'list') throw new BadRequestError(PublicApiMessages.notAList);
  if (list.archivedAt) throw new BadRequestError(PublicApiMessages.listArchived);
};

/** Adds existing contacts to a list, or removes them from it, by e-mail; the list's count follows. */
export const changeListMembership = async (
  db: Db,
  accountId: string,
  listId: number,
  emails: readonly unknown[],
  change: 'add' | 'remove',
): Promise<Outcome<EmailBatchResult>> => {
  await checkList(db, accountId, listId);
  const resolved = await resolveEmails(db, accountId, emails);
  const contactIds = contactIdsOf(resolved);
  let changed: number[];
  if (change === 'add') {
    changed = (await addListMembers(db, accountId, contactIds.map((contactId) => ({ listId, contactId })))).map((pair) => pair.contactId);
  } else {
    const removed = await removeListMembers(db, accountId, listId, contactIds);
    await recordListRemovals(db, accountId, listId, removed, 'api');
    changed = removed.map((row) => row.contactId);
  }
  return { answer: emailBatchAnswer(emails, resolved, new Set(changed)), changedContactIds: changed };
};
