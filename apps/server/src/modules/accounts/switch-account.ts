import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { updateUser } from '../auth/auth.repository';
import { findMembership } from './accounts.repository';

/** An account the user is not a member of answers 404, like any other account's id. */
export const switchAccount = async (db: Db, userId: string, accountId: string): Promise<void> => {
  const membership = await findMembership(db, userId, accountId);
  if (!membership) throw new NotFoundError('Account not found');
  await updateUser(db, userId, { currentAccountId: accountId });
};
