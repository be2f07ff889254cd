import type { Db } from '../../db/database';
import { accountLimits, countLiveContacts } from './public-api.repository';

/**
 * Which new e-mails the plan has no room for: those past the allowance, in the order given. The count is
 * read only when a call brings new contacts, so calls about existing contacts never pay for it.
 */
export const contactAllowance = async (db: Db, accountId: string, newKeys: readonly string[]): Promise<Set<string>> => {
  if (newKeys.length === 0) return new Set();
  const { contactsAllocated } = await accountLimits(db, accountId);
  const room = Math.max(0, contactsAllocated - (await countLiveContacts(db, accountId)));
  return new Set(newKeys.slice(room));
};
