import { TeamMessages, type InvitationSignUpRequest, type JoinedAccount } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, isUniqueViolation } from '../../platform/errors';
import { findUserByEmail, insertUser } from '../auth/auth.repository';
import { assertStrongPassword, hashPassword } from '../auth/password';
import { isKnownTimezone } from '../auth/timezones';
import { hashToken } from '../auth/tokens';
import { usableInvitation } from './invitation-link';
import { joinAccount } from './join-account';
import { findInvitationByToken } from './team.repository';

/**
 * A newcomer signs up from the link: their user has the invited address, already verified, and belongs to the
 * inviting account only (no trial account of their own). Answers the user to sign in as.
 */
export const signUpWithInvitation = async (
  ctx: AppContext,
  input: InvitationSignUpRequest,
): Promise<JoinedAccount & { userId: string }> => {
  const tokenHash = hashToken(input.token);
  const invitation = usableInvitation(await findInvitationByToken(ctx.db, tokenHash), ctx.now());
  const hasUser = new BadRequestError(TeamMessages.hasUser(invitation.email), {
    token: TeamMessages.hasUser(invitation.email),
  });
  if (await findUserByEmail(ctx.db, invitation.email)) throw hasUser;
  assertStrongPassword(input.password, [invitation.email, input.name, invitation.accountName], 'password');
  const passwordHash = await hashPassword(input.password);
  const timezone = input.timezone && isKnownTimezone(input.timezone) ? input.timezone : undefined;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // Checked again under the lock: the link may have been used while the password was hashed.
      const locked = usableInvitation(await findInvitationByToken(trx, tokenHash, true), ctx.now());
      const userId = await insertUser(trx, {
        email: locked.email,
        name: input.name,
        company: '',
        passwordHash,
        isVerified: true,
        timezone,
      });
      return { ...(await joinAccount(trx, locked, userId)), userId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw hasUser;
    throw error;
  }
};
