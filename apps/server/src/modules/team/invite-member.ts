import { TeamMessages, type Invitation, type InviteMemberRequest } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, isUniqueViolation } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findAccountMemberByEmail } from '../accounts/accounts.repository';
import { findUserById } from '../auth/auth.repository';
import { withPlanRoomFor } from '../billing/plan-limits';
import { mailInvitation, newInvitationLink, toInvitation } from './invitation-link';
import { findPendingInvitation, findPendingInvitationByEmail, insertInvitation } from './team.repository';

const alreadyInvited = (email: string) =>
  new BadRequestError(TeamMessages.alreadyInvited(email), { email: TeamMessages.alreadyInvited(email) });

export const inviteMember = async (
  ctx: AppContext,
  auth: AccountAuth,
  input: InviteMemberRequest,
): Promise<Invitation> => {
  const { db } = ctx;
  if (await findAccountMemberByEmail(db, auth.accountId, input.email)) {
    throw new BadRequestError(TeamMessages.alreadyMember(input.email), {
      email: TeamMessages.alreadyMember(input.email),
    });
  }
  if (await findPendingInvitationByEmail(db, auth.accountId, input.email)) throw alreadyInvited(input.email);
  const link = newInvitationLink(ctx);
  let id: string;
  try {
    id = await withPlanRoomFor(db, auth.accountId, 'teamMembers', ctx.now(), (trx) =>
      insertInvitation(trx, {
        ...input,
        accountId: auth.accountId,
        tokenHash: link.tokenHash,
        invitedBy: auth.userId,
        sentAt: link.sentAt,
        expiresAt: link.expiresAt,
      }),
    );
  } catch (error) {
    // Two admins inviting one address at once: the pending-invitation index decides.
    if (isUniqueViolation(error)) throw alreadyInvited(input.email);
    throw error;
  }
  const [invitation, inviter] = await Promise.all([
    findPendingInvitation(db, auth.accountId, id),
    findUserById(db, auth.userId),
  ]);
  if (!invitation) throw new Error(`Invitation ${id} vanished after insert`);
  await mailInvitation(ctx, invitation, inviter?.name ?? '', link.token);
  return toInvitation(invitation, ctx.now());
};
