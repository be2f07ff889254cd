import { SenderMessages, type SenderVerificationStatus } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import { readSenderLink } from './sender-link';
import { findSenderRow, setSenderStatus } from './senders.repository';

/** Opening the mailed link confirms the address, if the link is this app's, unexpired, and still names it. */
export const confirmSenderEmail = async (
  ctx: AppContext,
  token: string,
): Promise<{ email: string; status: SenderVerificationStatus }> => {
  const link = readSenderLink(ctx.config.secretKey, token);
  if (!link) throw new BadRequestError(SenderMessages.linkInvalid, { token: SenderMessages.linkInvalid });
  const row = await findSenderRow(ctx.db, link.accountId, link.senderId);
  if (!row || row.email.toLowerCase() !== link.email.toLowerCase())
    throw new BadRequestError(SenderMessages.linkInvalid, { token: SenderMessages.linkInvalid });
  if (row.status === 'VERIFIED') return { email: row.email, status: 'VERIFIED' };
  if (link.expiresAt <= ctx.now())
    throw new BadRequestError(SenderMessages.linkExpired, { token: SenderMessages.linkExpired });
  await setSenderStatus(ctx.db, link.accountId, link.senderId, {
    status: 'VERIFIED',
    verificationExpiresAt: null,
  });
  return { email: row.email, status: 'VERIFIED' };
};
