import { WebhookMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { senderExists } from '../senders/senders';
import { hashToken, newToken } from '../auth/tokens';
import { sendingWebhookUrl, TOKEN_PREFIX_LENGTH } from './sender-webhook-url';
import { saveSenderWebhook } from './sending-events.repository';

/**
 * A webhook address for the sender's provider, holding a secret token of 256 random bits. Only the token's
 * hash is kept, so the address is shown this once; making a new one retires the old at once.
 */
export const createSenderWebhook = async (
  db: Db,
  appUrl: string,
  accountId: string,
  senderId: number,
): Promise<{ senderId: number; webhookUrl: string }> => {
  if (!(await senderExists(db, accountId, senderId))) throw new NotFoundError(WebhookMessages.senderNotFound);
  const token = newToken();
  await saveSenderWebhook(db, {
    accountId,
    senderId,
    tokenHash: hashToken(token),
    tokenPrefix: token.slice(0, TOKEN_PREFIX_LENGTH),
  });
  return { senderId, webhookUrl: sendingWebhookUrl(appUrl, token) };
};
