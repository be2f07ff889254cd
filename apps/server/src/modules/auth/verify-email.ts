import { AuthMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError } from '../../platform/errors';
import { consumeAuthToken, findUserById, updateUser } from './auth.repository';
import { sendVerification } from './send-verification';
import type { AppContext } from '../../platform/context';
import { hashToken } from './tokens';

/** Returns the verified user's id. */
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
