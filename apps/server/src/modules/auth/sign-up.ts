import type { SignUpRequest } from '@sendwell/contracts';
import { AuthMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { ConflictError } from '../../platform/errors';
import { createAccount } from '../accounts/create-account';
import { findUserByEmail, insertUser, updateUser } from './auth.repository';
import { assertStrongPassword, hashPassword } from './password';

export const registerUser = async (
  ctx: { db: Db },
  input: SignUpRequest & { isVerified?: boolean },
): Promise<{ userId: string; accountId: string }> => {
  assertStrongPassword(input.password, [input.email, input.name, input.company], 'password');
  if (await findUserByEmail(ctx.db, input.email)) throw new ConflictError(AuthMessages.emailTaken, 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, { ...input, passwordHash });
      const { accountId } = await createAccount(trx, { name: input.company, ownerUserId: userId });
      await updateUser(trx, userId, { currentAccountId: accountId });
      return { userId, accountId };
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser sees the same message.
    if (error instanceof Error && 'code' in error && error.code === '23505') {
      throw new ConflictError(AuthMessages.emailTaken, 'EMAIL_TAKEN');
    }
    throw error;
  }
};
