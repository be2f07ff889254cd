import type { AppContext } from '../../platform/context';
import { insertAuthToken, revokeAuthTokens } from './auth.repository';
import { verificationEmail } from './auth-emails';
import { hashToken, newToken } from './tokens';

const VERIFY_LINK_DAYS = 7;

/** Issues a fresh verification link (older ones stop working) and mails it. */
export const sendVerification = async (ctx: AppContext, user: { id: string; email: string; name: string }): Promise<void> => {
  const token = newToken();
  await ctx.db.transaction().execute(async (trx) => {
    await revokeAuthTokens(trx, user.id, 'verifyEmail');
    await insertAuthToken(trx, {
      tokenHash: hashToken(token),
      userId: user.id,
      purpose: 'verifyEmail',
      expiresAt: new Date(Date.now() + VERIFY_LINK_DAYS * 24 * 60 * 60 * 1000),
    });
  });
  await ctx.mailer.send(verificationEmail(user.email, user.name, `${ctx.config.appUrl}/verify?token=${token}`));
};
