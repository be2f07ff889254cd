import { SenderMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { campaignsUsingSender } from '../campaigns/campaigns.repository';
import { forgetSenderWebhook } from '../sending-events/sender-webhooks';
import { deleteSenderRow, findSenderRow } from './senders.repository';

/** The sender and its sealed credentials go; its webhook address stops working. Delivery history stays. */
export const removeSender = async (
  ctx: AppContext,
  accountId: string,
  senderId: number,
): Promise<{ ok: true }> => {
  if (!(await findSenderRow(ctx.db, accountId, senderId))) throw new NotFoundError(SenderMessages.notFound);
  if ((await campaignsUsingSender(ctx.db, accountId, senderId)) > 0)
    throw new ConflictError(SenderMessages.usedByCampaigns, 'SENDER_IN_USE');
  await ctx.db.transaction().execute(async (trx) => {
    await forgetSenderWebhook(trx, accountId, senderId);
    await deleteSenderRow(trx, accountId, senderId);
  });
  return { ok: true };
};
