import {
  SenderMessages,
  WEBHOOK_CHECK,
  WEBHOOK_VERIFY_CALL,
  type WebhookVerification,
} from '@sendwell/contracts';
import { constantTimeEqual } from '../../platform/constant-time';
import type { AppContext } from '../../platform/context';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { hashToken } from '../auth/tokens';
import { readProviderWebhooks, senderKindOf } from '../senders/senders';
import { judgeProviderWebhooks, type AddressMatch } from './judge-provider-webhooks';
import { shownAddress, tokenOfSendingWebhookUrl, TOKEN_PREFIX_LENGTH } from './sender-webhook-url';
import { markSenderWebhookVerified, senderWebhookOf } from './sending-events.repository';

/**
 * A sender's webhook is verified when its provider is seen to deliver to the address. Providers with an API
 * are asked: a webhook must point at the address, be on, and report every event Sendwell reads. SMTP has no
 * such API, so there an event having arrived at the address is the proof (providers send a test event).
 */
export const verifyEventWebhook = async (
  ctx: AppContext,
  accountId: string,
  senderId: number,
  call: 'verifyWebhook' | 'verifySesWebhook' | 'verifySmtpWebhook',
): Promise<WebhookVerification> => {
  const kind = await senderKindOf(ctx.db, accountId, senderId);
  if (!kind) throw new NotFoundError(SenderMessages.notFound);
  if (WEBHOOK_VERIFY_CALL[kind] !== call)
    throw new BadRequestError(SenderMessages.webhookWrongCall, { id: SenderMessages.webhookWrongCall });
  let checkedBy = WEBHOOK_CHECK[kind] ?? 'event';
  const webhook = await senderWebhookOf(ctx.db, accountId, senderId);
  let problem: string | null;
  if (!webhook) problem = SenderMessages.webhookNoAddress;
  else if (checkedBy === 'event') problem = webhook.lastEventAt ? null : SenderMessages.webhookNoEvent;
  else {
    const read = await readProviderWebhooks(ctx, accountId, senderId);
    if (read === 'no api') {
      checkedBy = 'event';
      problem = webhook.lastEventAt ? null : SenderMessages.webhookNoEvent;
    } else if ('problem' in read) problem = read.problem;
    else {
      const matchAddress = (url: string): AddressMatch => {
        const token = tokenOfSendingWebhookUrl(ctx.config.appUrl, url);
        if (token === undefined) return { kind: 'elsewhere' };
        return constantTimeEqual(hashToken(token), webhook.tokenHash)
          ? { kind: 'this' }
          : { kind: 'other', tokenPrefix: token.slice(0, TOKEN_PREFIX_LENGTH) };
      };
      problem = judgeProviderWebhooks(read.found, matchAddress, shownAddress);
    }
  }
  if (problem !== null)
    return { verified: false, checkedBy, message: SenderMessages.webhookNotVerified, problem };
  if (!webhook?.verifiedAt) await markSenderWebhookVerified(ctx.db, accountId, senderId);
  return { verified: true, checkedBy, message: SenderMessages.webhookVerified, problem: null };
};
