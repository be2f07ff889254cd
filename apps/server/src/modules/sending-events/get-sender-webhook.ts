import { WebhookMessages, type SenderWebhook } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { senderExists } from '../senders/senders';
import { senderWebhookOf } from './sending-events.repository';

export const getSenderWebhook = async (
  db: Db,
  accountId: string,
  senderId: number,
): Promise<SenderWebhook> => {
  if (!(await senderExists(db, accountId, senderId))) throw new NotFoundError(WebhookMessages.senderNotFound);
  const webhook = await senderWebhookOf(db, accountId, senderId);
  return {
    senderId,
    configured: webhook !== undefined,
    tokenPrefix: webhook?.tokenPrefix ?? null,
    createdOn: webhook?.createdAt.toISOString() ?? null,
    lastEventOn: webhook?.lastEventAt?.toISOString() ?? null,
  };
};
