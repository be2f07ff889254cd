import type { Db } from '../../db/database';
import { findAccount, type AccountRecord } from '../../modules/accounts/accounts.repository';
import { findUserByEmail, type UserRecord } from '../../modules/auth/auth.repository';
import { NotFoundError } from '../../platform/errors';

export const requireUser = async (db: Db, email: string): Promise<UserRecord> => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new NotFoundError(`No user with email ${email}. Create one with "create-user".`);
  return user;
};

export const requireAccount = async (db: Db, accountId: string): Promise<AccountRecord> => {
  const account = await findAccount(db, accountId);
  if (!account)
    throw new NotFoundError(`No account with id ${accountId}. "list-accounts" shows every account.`);
  return account;
};

/** Postgres unique_violation: a concurrent write got there first. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === '23505';

/** Postgres serialization_failure: a concurrent change to the same row; nothing was written. */
export const isSerializationFailure = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === '40001';
