import { AuthMessages, type SignInRequest } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { UnauthorizedError } from '../../platform/errors';
import { findUserByEmail } from './auth.repository';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password';

/** Returns the user id for a correct email and password; one message for every failure. */
export const checkCredentials = async (db: Db, input: SignInRequest): Promise<string> => {
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !valid) throw new UnauthorizedError(AuthMessages.invalidCredentials);
  return user.id;
};
