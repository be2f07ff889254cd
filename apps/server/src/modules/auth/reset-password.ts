import { AuthMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import {
  clearSignInThrottle,
  consumeAuthToken,
  deleteSessionsOfUser,
  findUserByEmail,
  findUserById,
  insertAuthToken,
  revokeAuthTokens,
  updateUser,
} from './auth.repository';
import { passwordResetEmail } from './auth-emails';
import { assertStrongPassword, hashPassword } from './password';
import { hashToken, newToken } from './tokens';

const RESET_LINK_MS = 60 * 60 * 1000;

/** Answers the same whether or not the email is known, so it cannot be used to find accounts. */
export const requestPasswordReset = async (ctx: AppContext, email: string): Promise<void> => {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newToken();
  await ctx.db.transaction().execute(async (trx) => {
    await revokeAuthTokens(trx, user.id, 'resetPassword');
    await insertAuthToken(trx, { tokenHash: hashToken(token), userId: user.id, purpose: 'resetPassword', expiresAt: new Date(Date.now() + RESET_LINK_MS) });
  });
  await ctx.mailer.send(passwordResetEmail(user.email, `${ctx.config.appUrl}/reset-password?token=${token}`));
};

/**
 * Sets the new password, signs out every session and lifts a sign-in lock; following the link also proves
 * the email. Returns the user's id.
 */
export const resetPassword = async (ctx: AppContext, token: string, password: string): Promise<string> => {
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    const userId = await consumeAuthToken(trx, hashToken(token), 'resetPassword');
    const user = userId ? await findUserById(trx, userId) : undefined;
    if (!user) throw new BadRequestError(AuthMessages.invalidToken);
    // Refused inside the transaction, so the link is not spent and can be used again with a better password.
    assertStrongPassword(password, [user.email, user.name, user.company], 'password');
    await updateUser(trx, user.id, { passwordHash, isVerified: true });
    await deleteSessionsOfUser(trx, user.id);
    await clearSignInThrottle(trx, user.email.toLowerCase());
    return user.id;
  });
};
