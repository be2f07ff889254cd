import { AuthMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError } from '../../platform/errors';
import { consumeAuthToken, findUserByEmail, findUserById, updateUser } from './auth.repository';
import { sendVerification } from './send-verification';
import type { AppContext } from '../../platform/context';
import { hashToken } from './tokens';

/** Returns the verified user's id; the link proves the mailbox, so it also signs in. */
export const verifyEmail = async (db: Db, token: string): Promise<string> => {
  const userId = await consumeAuthToken(db, hashToken(token), 'verifyEmail');
  if (!userId) throw new BadRequestError(AuthMessages.invalidToken);
  await updateUser(db, userId, { isVerified: true });
  return userId;
};

export const resendVerification = async (ctx: AppContext, userId: string): Promise<void> => {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new BadRequestError(AuthMessages.somethingWentWrong);
  if (user.isVerified) throw new ConflictError(AuthMessages.alreadyVerified, 'ALREADY_VERIFIED');
  await sendVerification(ctx, user);
};

/** From the sign-up screen, signed out: only an address not yet verified gets a new link; the answer never says which. */
export const resendSignUpEmail = async (ctx: AppContext, email: string): Promise<void> => {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.isVerified) await sendVerification(ctx, user);
};
