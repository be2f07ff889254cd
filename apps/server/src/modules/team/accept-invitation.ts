import { foldCase } from '@sendwell/domain';
import { TeamMessages, type JoinedAccount } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, UnauthorizedError } from '../../platform/errors';
import { findUserById } from '../auth/auth.repository';
import { hashToken } from '../auth/tokens';
import { usableInvitation } from './invitation-link';
import { joinAccount } from './join-account';
import { findInvitationByToken } from './team.repository';

/** A signed-in user accepts: only with the invited address, so a forwarded link does not let someone else in. */
export const acceptInvitation = async (
  ctx: AppContext,
  userId: string,
  token: string,
): Promise<JoinedAccount> =>
  ctx.db.transaction().execute(async (trx) => {
    const invitation = usableInvitation(await findInvitationByToken(trx, hashToken(token), true), ctx.now());
    const user = await findUserById(trx, userId);
    if (!user) throw new UnauthorizedError();
    if (foldCase(user.email) !== foldCase(invitation.email)) {
      throw new BadRequestError(TeamMessages.wrongUser(invitation.email), {
        token: TeamMessages.wrongUser(invitation.email),
      });
    }
    return joinAccount(trx, invitation, userId);
  });
