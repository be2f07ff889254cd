import { INVITATION_DAYS, TeamMessages, type Invitation } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { hashToken, newToken } from '../auth/tokens';
import type { InvitationByToken, InvitationRecord } from './team.repository';
import { invitationEmail } from './team-emails';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new single-use link: 256 random bits, of which only the hash is stored. */
export const newInvitationLink = (ctx: Pick<AppContext, 'now'>) => {
  const token = newToken();
  const sentAt = ctx.now();
  return {
    token,
    tokenHash: hashToken(token),
    sentAt,
    expiresAt: new Date(sentAt.getTime() + INVITATION_DAYS * DAY_MS),
  };
};

export const mailInvitation = (
  ctx: AppContext,
  invitation: { email: string; accountName: string },
  inviterName: string,
  token: string,
) =>
  ctx.mailer.send(
    invitationEmail(invitation.email, {
      inviterName: inviterName || 'A teammate',
      accountName: invitation.accountName,
      url: `${ctx.config.appUrl}/invitation?token=${token}`,
    }),
  );

export const toInvitation = (record: InvitationRecord, now: Date): Invitation => ({
  id: record.id,
  email: record.email,
  role: record.role,
  limitedAccess: record.limitedAccess,
  invitedBy: record.invitedBy,
  sentAt: record.sentAt.toISOString(),
  expiresAt: record.expiresAt.toISOString(),
  expired: record.expiresAt <= now,
});

/** A link that cannot be used, and why: answered 400 naming the token, with the code the page tells apart. */
export class InvitationUnusableError extends AppError {
  constructor(code: 'INVITATION_INVALID' | 'INVITATION_USED' | 'INVITATION_EXPIRED') {
    const message = {
      INVITATION_INVALID: TeamMessages.invitationInvalid,
      INVITATION_USED: TeamMessages.invitationUsed,
      INVITATION_EXPIRED: TeamMessages.invitationExpired,
    }[code];
    super(400, code, message, { token: message });
  }
}

/** The invitation a link opens, if it can still be used. */
export const usableInvitation = (invitation: InvitationByToken | undefined, now: Date): InvitationByToken => {
  if (!invitation || invitation.revokedAt) throw new InvitationUnusableError('INVITATION_INVALID');
  if (invitation.acceptedAt) throw new InvitationUnusableError('INVITATION_USED');
  if (invitation.expiresAt <= now) throw new InvitationUnusableError('INVITATION_EXPIRED');
  return invitation;
};
