import type { SenderKind, SendingEventsAnswer, SendingWebhookPost } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import type { WebhookAuth } from '../../platform/http';
import type { Outcome } from '../public-api/run-write';
import { senderKindOf } from '../senders/senders';
import { translatePostmarkRecord } from './postmark-events';
import { recordOf, type ProviderRecord } from './provider-events';
import { receiveSendingEvents, recordSendingEvents } from './receive-sending-events';
import { translateSendgridEvents } from './sendgrid-events';
import { translateSesEvent } from './ses-events';
import { confirmSnsSubscription, verifySnsMessage } from './sns-messages';

type NativeFormat = 'sendgrid' | 'postmark' | 'sns';

/** The native post each provider's webhook sends; senders without one post Sendwell's own format only. */
const NATIVE_FORMAT: Partial<Record<SenderKind, NativeFormat>> = {
  sendgrid: 'sendgrid',
  postmark: 'postmark',
  ses: 'sns',
  sesSmtp: 'sns',
};

const FORMAT_NAMES: Record<NativeFormat, string> = {
  sendgrid: "SendGrid's Event Webhook posts",
  postmark: "Postmark's webhook posts",
  sns: 'Amazon SNS messages with SES events',
};

const OWN_FORMAT = "Sendwell's { events: [...] }";

const wrongFormat = (expected: NativeFormat | undefined, got: NativeFormat): BadRequestError =>
  new BadRequestError(
    `This sender's webhook address takes ${expected ? `${FORMAT_NAMES[expected]} or ${OWN_FORMAT}` : `only ${OWN_FORMAT}`}, not ${FORMAT_NAMES[got]}`,
  );

const nothing = (): Outcome<SendingEventsAnswer> => ({
  answer: { recorded: 0, duplicates: 0, skipped: 0, errors: [] },
  changedContactIds: [],
});

const receiveSnsMessage = async (
  ctx: AppContext,
  auth: WebhookAuth,
  message: ProviderRecord,
): Promise<Outcome<SendingEventsAnswer>> => {
  const snsApi = ctx.config.providerApis.sns;
  await verifySnsMessage(message, snsApi);
  switch (message.Type) {
    case 'SubscriptionConfirmation': {
      await confirmSnsSubscription(message, snsApi);
      const confirmed = nothing();
      return { ...confirmed, answer: { ...confirmed.answer, subscriptionConfirmed: true } };
    }
    case 'Notification': {
      let event: unknown;
      try {
        event = JSON.parse(String(message.Message));
      } catch {
        event = undefined;
      }
      return recordSendingEvents(ctx.db, auth, translateSesEvent(String(message.MessageId), event));
    }
    default:
      // An UnsubscribeConfirmation: the subscription is gone, and SNS wants nothing back.
      return nothing();
  }
};

/**
 * Receives what a sender's webhook address is posted: Sendwell's own events from any sender, or the native
 * post of the sender's provider (SendGrid, Postmark, Amazon SNS with SES), translated into Sendwell's events.
 * A native post of another provider than the sender's is refused, as it cannot be this sender's.
 */
export const receiveSendingWebhook = async (
  ctx: AppContext,
  auth: WebhookAuth,
  body: SendingWebhookPost,
): Promise<Outcome<SendingEventsAnswer>> => {
  if (!Array.isArray(body) && 'events' in body && Array.isArray(body.events))
    return receiveSendingEvents(ctx.db, auth, body.events);
  const got: NativeFormat = Array.isArray(body) ? 'sendgrid' : 'RecordType' in body ? 'postmark' : 'sns';
  const kind = await senderKindOf(ctx.db, auth.accountId, auth.sourceId);
  const expected = kind && NATIVE_FORMAT[kind];
  if (got !== expected) throw wrongFormat(expected, got);
  if (Array.isArray(body)) return recordSendingEvents(ctx.db, auth, translateSendgridEvents(body));
  if (got === 'postmark') return recordSendingEvents(ctx.db, auth, translatePostmarkRecord(body));
  return receiveSnsMessage(ctx, auth, recordOf(body) ?? {});
};
