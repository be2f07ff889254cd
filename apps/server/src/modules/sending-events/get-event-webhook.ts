import { SenderMessages, type EventWebhookAnswer } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { senderKindOf } from '../senders/senders';
import { senderWebhookOf } from './sending-events.repository';

/** The webhook verification modal's data: the address is shown only when made, so this says whether there is one. */
export const getEventWebhook = async (
  db: Db,
  accountId: string,
  senderId: number,
): Promise<EventWebhookAnswer> => {
  const kind = await senderKindOf(db, accountId, senderId);
  if (!kind) throw new NotFoundError(SenderMessages.notFound);
  const webhook = await senderWebhookOf(db, accountId, senderId);
  return {
    data: {
      senderId,
      kind,
      configured: webhook !== undefined,
      tokenPrefix: webhook?.tokenPrefix ?? null,
      lastEventOn: webhook?.lastEventAt?.toISOString() ?? null,
    },
    smtpStatus: webhook?.verifiedAt ? 'VERIFIED' : 'NOT_VERIFIED',
  };
};
