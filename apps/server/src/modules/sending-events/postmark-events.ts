import type { SendingEventInput } from '@sendwell/contracts';
import {
  campaignIdIn,
  contactIdIn,
  recordOf,
  textOf,
  type ProviderRecord,
  type TranslatedPost,
} from './provider-events';

type Kind = Pick<SendingEventInput, 'type' | 'bounceType'>;

/** Bounce types that say the address cannot take mail; the other delivery failures are only recorded. */
const HARD_BOUNCES = new Set(['HardBounce', 'BadEmailAddress']);
/** Bounce records that are replies rather than failures, so nothing to record. */
const NOT_FAILURES = new Set([
  'AutoResponder',
  'AddressChange',
  'Subscribe',
  'ChallengeVerification',
  'OpenRelayTest',
]);

const bounceKind = (type: unknown): Kind | undefined => {
  if (type === 'SpamComplaint') return { type: 'complained' };
  if (type === 'Unsubscribe') return { type: 'unsubscribed' };
  if (typeof type !== 'string' || NOT_FAILURES.has(type)) return undefined;
  return { type: 'bounced', bounceType: HARD_BOUNCES.has(type) ? 'hard' : 'soft' };
};

/** What a Postmark record is to Sendwell, with its recipient and time fields; undefined when it reads none. */
const readRecord = (record: ProviderRecord): { kind: Kind; email: unknown; at: unknown } | undefined => {
  switch (record.RecordType) {
    case 'Delivery':
      return { kind: { type: 'delivered' }, email: record.Recipient, at: record.DeliveredAt };
    case 'Open':
      return { kind: { type: 'opened' }, email: record.Recipient, at: record.ReceivedAt };
    case 'Click':
      return { kind: { type: 'clicked' }, email: record.Recipient, at: record.ReceivedAt };
    case 'Bounce': {
      const kind = bounceKind(record.Type);
      return kind && { kind, email: record.Email, at: record.BouncedAt };
    }
    case 'SpamComplaint':
      return { kind: { type: 'complained' }, email: record.Email, at: record.BouncedAt };
    case 'SubscriptionChange':
      // A recipient's own unsubscribe; suppressions for bounces and complaints come with their own records,
      // and a reactivation is left to the member.
      return record.SuppressSending === true && record.SuppressionReason === 'ManualSuppression'
        ? { kind: { type: 'unsubscribed' }, email: record.Recipient, at: record.ChangedAt }
        : undefined;
    default:
      return undefined;
  }
};

/**
 * Postmark sends no event id: bounces and complaints have their own ID, the others are one per message and
 * moment. An ID past 2^53 has lost digits in JSON parsing, so two could read the same: the message keys those.
 */
const eventIdOf = (record: ProviderRecord, at: string | undefined): string | undefined => {
  if (Number.isSafeInteger(record.ID)) return `postmark:${String(record.RecordType)}:${String(record.ID)}`;
  const messageId = textOf(record.MessageID);
  return messageId && at ? `postmark:${String(record.RecordType)}:${messageId}:${at}` : undefined;
};

/**
 * One Postmark webhook post (https://postmarkapp.com/developer/webhooks/webhooks-overview): a Delivery, Open,
 * Click, Bounce, SpamComplaint or SubscriptionChange record, with the message's Metadata.
 */
export const translatePostmarkRecord = (post: unknown): TranslatedPost => {
  const record = recordOf(post);
  const read = record && readRecord(record);
  const email = textOf(read?.email);
  const at = textOf(read?.at);
  const id = record && eventIdOf(record, at);
  if (!record || !read || !email || !id) return { events: [], skipped: 1 };
  const metadata = recordOf(record.Metadata);
  const event: SendingEventInput = {
    id,
    email,
    ...read.kind,
    campaignId: campaignIdIn(metadata),
    contactId: contactIdIn(metadata),
    timestamp: at,
    url: read.kind.type === 'clicked' ? textOf(record.OriginalLink) : undefined,
  };
  return { events: [{ index: 0, event }], skipped: 0 };
};
