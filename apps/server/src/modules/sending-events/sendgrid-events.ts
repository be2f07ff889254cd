import type { SendingEventInput } from '@sendwell/contracts';
import {
  campaignIdIn,
  contactIdIn,
  recordOf,
  textOf,
  type ProviderRecord,
  type TranslatedPost,
} from './provider-events';

/** SendGrid's dropped reasons that say the address itself is bad or has opted out. */
const DROPPED_AS: Record<string, Pick<SendingEventInput, 'type' | 'bounceType'>> = {
  'Bounced Address': { type: 'bounced', bounceType: 'hard' },
  Invalid: { type: 'bounced', bounceType: 'hard' },
  'Unsubscribed Address': { type: 'unsubscribed' },
  'Spam Reporting Address': { type: 'complained' },
};

/** What a SendGrid event is to Sendwell; undefined for the ones it does not read (processed, deferred, ...). */
const kindOf = (event: ProviderRecord): Pick<SendingEventInput, 'type' | 'bounceType'> | undefined => {
  switch (event.event) {
    case 'delivered':
      return { type: 'delivered' };
    case 'open':
      return { type: 'opened' };
    case 'click':
      return { type: 'clicked' };
    case 'bounce':
      // A block is the receiving server refusing for now (reputation, content); a bounce is a bad address.
      return { type: 'bounced', bounceType: event.type === 'blocked' ? 'soft' : 'hard' };
    case 'dropped':
      return DROPPED_AS[String(event.reason)] ?? { type: 'bounced', bounceType: 'soft' };
    case 'spamreport':
      return { type: 'complained' };
    case 'unsubscribe':
    case 'group_unsubscribe':
      return { type: 'unsubscribed' };
    default:
      return undefined;
  }
};

const translateOne = (raw: unknown): SendingEventInput | undefined => {
  const event = recordOf(raw);
  if (!event) return undefined;
  const id = textOf(event.sg_event_id);
  const email = textOf(event.email);
  const kind = kindOf(event);
  if (!id || !email || !kind) return undefined;
  const seconds = event.timestamp;
  return {
    id,
    email,
    ...kind,
    // Custom args come back as the event's own fields.
    campaignId: campaignIdIn(event),
    contactId: contactIdIn(event),
    timestamp: typeof seconds === 'number' ? seconds * 1000 : undefined,
    url: kind.type === 'clicked' ? textOf(event.url) : undefined,
    isApplePrivacyOpen: kind.type === 'opened' ? event.sg_machine_open === true : undefined,
  };
};

/**
 * SendGrid's Event Webhook post (https://www.twilio.com/docs/sendgrid/for-developers/tracking-events/event):
 * an array of events, each with sg_event_id, email, timestamp in seconds and the message's custom args.
 */
export const translateSendgridEvents = (post: readonly unknown[]): TranslatedPost => {
  const events: TranslatedPost['events'] = [];
  for (const [index, raw] of post.entries()) {
    const event = translateOne(raw);
    if (event) events.push({ index, event });
  }
  return { events, skipped: post.length - events.length };
};
