import type { InvitationPreview } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import type { SessionAuth } from '../../platform/http';
import { findUserByEmail, findUserById } from '../auth/auth.repository';
import { hashToken } from '../auth/tokens';
import { usableInvitation } from './invitation-link';
import { findInvitationByToken } from './team.repository';

/** Only the link's holder learns whether the invited address has a user: the mailbox the link went to. */
export const previewInvitation = async (
  ctx: AppContext,
  token: string,
  auth: SessionAuth | null,
): Promise<InvitationPreview> => {
  const invitation = usableInvitation(await findInvitationByToken(ctx.db, hashToken(token)), ctx.now());
  const [invited, signedIn] = await Promise.all([
    findUserByEmail(ctx.db, invitation.email),
    auth ? findUserById(ctx.db, auth.userId) : undefined,
  ]);
  return {
    accountName: invitation.accountName,
    invitedBy: invitation.invitedBy,
    email: invitation.email,
    role: invitation.role,
    hasUser: Boolean(invited),
    signedInEmail: signedIn?.email ?? null,
  };
};
