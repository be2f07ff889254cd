import { INVITATION_DAYS } from '@sendwell/contracts';
import { emailLayout } from '../../platform/email-layout';
import type { MailMessage } from '../../platform/mail';

export const invitationEmail = (
  to: string,
  invite: { inviterName: string; accountName: string; url: string },
): MailMessage => ({
  to,
  subject: `${invite.inviterName} invited you to ${invite.accountName} on Sendwell`,
  html: emailLayout(
    `Join ${invite.accountName} on Sendwell`,
    [
      `${invite.inviterName} invited you to work with them in ${invite.accountName}.`,
      `The link is valid for ${INVITATION_DAYS} days and can be used once. If you did not expect this, you can ignore this email.`,
    ],
    { label: 'Accept invitation', url: invite.url },
  ),
  text: `${invite.inviterName} invited you to work with them in ${invite.accountName} on Sendwell.\n\nAccept the invitation (valid for ${INVITATION_DAYS} days, once): ${invite.url}\n\nIf you did not expect this, you can ignore this email.\n`,
});
