import { SENDER_LINK_VALID_HOURS, SenderMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { emailLayout } from '../../platform/email-layout';
import { NotFoundError } from '../../platform/errors';
import type { MailMessage } from '../../platform/mail';
import { signSenderLink } from './sender-link';
import { statusOf } from './sender-record';
import { findSenderRow, setSenderStatus } from './senders.repository';

const confirmationEmail = (to: string, senderName: string, url: string): MailMessage => {
  const paragraphs = [
    `Someone asked to send email campaigns from ${to}${senderName ? ` as ${senderName}` : ''} with Sendwell.`,
    `If that was you, confirm the address within ${SENDER_LINK_VALID_HOURS} hours. If not, ignore this email: nothing will be sent from it.`,
  ];
  return {
    to,
    subject: 'Confirm your sender address',
    html: emailLayout('Confirm your sender address', paragraphs, { label: 'Confirm address', url }),
    text: `${paragraphs.join('\n\n')}\n\nConfirm the address: ${url}\n`,
  };
};

/**
 * Mails the sender's address a signed link (through Sendwell's mail service) and marks it WAITING until the
 * link is opened. A confirmed sender stays confirmed.
 */
export const sendSenderVerification = async (
  ctx: AppContext,
  accountId: string,
  senderId: number,
): Promise<{ success: boolean }> => {
  const row = await findSenderRow(ctx.db, accountId, senderId);
  if (!row) throw new NotFoundError(SenderMessages.notFound);
  const now = ctx.now();
  if (statusOf(row, now) === 'VERIFIED') return { success: true };
  const expiresAt = new Date(now.getTime() + SENDER_LINK_VALID_HOURS * 3_600_000);
  const token = signSenderLink(ctx.config.secretKey, { accountId, senderId, email: row.email, expiresAt });
  await setSenderStatus(ctx.db, accountId, senderId, { status: 'WAITING', verificationExpiresAt: expiresAt });
  await ctx.mailer.send(
    confirmationEmail(row.email, row.name, `${ctx.config.appUrl}/verify-sender?token=${token}`),
  );
  return { success: true };
};
