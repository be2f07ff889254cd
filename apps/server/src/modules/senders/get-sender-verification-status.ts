import { SenderMessages, type SenderVerificationStatus } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { statusOf } from './sender-record';
import { findSenderRow } from './senders.repository';

export const getSenderVerificationStatus = async (
  ctx: AppContext,
  accountId: string,
  senderId: number,
): Promise<{ output: { status: SenderVerificationStatus } }> => {
  const row = await findSenderRow(ctx.db, accountId, senderId);
  if (!row) throw new NotFoundError(SenderMessages.notFound);
  return { output: { status: statusOf(row, ctx.now()) } };
};
