import { TeamMessages, type Invitation } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findUserById } from '../auth/auth.repository';
import { withPlanRoomFor } from '../billing/plan-limits';
import { mailInvitation, newInvitationLink, toInvitation } from './invitation-link';
import { findPendingInvitation, renewInvitation } from './team.repository';

/**
 * Pending ones only, expired or not; the mail names whoever resends it. An expired one counts again once
 * renewed, so renewing it needs room in the plan's team.
 */
export const resendInvitation = async (
  ctx: AppContext,
  auth: AccountAuth,
  id: string,
): Promise<Invitation> => {
  const pending = await findPendingInvitation(ctx.db, auth.accountId, id);
  if (!pending) throw new NotFoundError(TeamMessages.invitationNotFound);
  const link = newInvitationLink(ctx);
  if (pending.expiresAt > ctx.now()) await renewInvitation(ctx.db, auth.accountId, id, link);
  else
    await withPlanRoomFor(ctx.db, auth.accountId, 'teamMembers', ctx.now(), (trx) =>
      renewInvitation(trx, auth.accountId, id, link),
    );
  const inviter = await findUserById(ctx.db, auth.userId);
  await mailInvitation(ctx, pending, inviter?.name ?? '', link.token);
  return toInvitation({ ...pending, sentAt: link.sentAt, expiresAt: link.expiresAt }, ctx.now());
};
