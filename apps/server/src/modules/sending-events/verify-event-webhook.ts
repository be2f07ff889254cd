import { SenderMessages, WEBHOOK_VERIFY_CALL } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import { senderKindOf } from '../senders/senders';
import { markSenderWebhookVerified, senderWebhookOf } from './sending-events.repository';

/**
 * A sender's webhook is verified once its provider has delivered an event to the address (providers send a
 * test event when one is set up). Until then the member is asked to check the address and come back.
 */
export const verifyEventWebhook = async (
  db: Db,
  accountId: string,
  senderId: number,
  call: 'verifyWebhook' | 'verifySesWebhook' | 'verifySmtpWebhook',
): Promise<{ ok: true }> => {
  const kind = await senderKindOf(db, accountId, senderId);
  if (!kind) throw new NotFoundError(SenderMessages.notFound);
  if (WEBHOOK_VERIFY_CALL[kind] !== call)
    throw new BadRequestError(SenderMessages.webhookWrongCall, { id: SenderMessages.webhookWrongCall });
  const webhook = await senderWebhookOf(db, accountId, senderId);
  if (!webhook?.lastEventAt)
    throw new ConflictError(SenderMessages.webhookNotVerified, 'WEBHOOK_NOT_VERIFIED');
  if (!webhook.verifiedAt) await markSenderWebhookVerified(db, accountId, senderId);
  return { ok: true };
};
