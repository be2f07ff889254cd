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

const addresses = (list: unknown, field?: string): string[] =>
  (Array.isArray(list) ? list : []).flatMap((item: unknown) => {
    const address = textOf(field ? recordOf(item)?.[field] : item);
    return address ? [address] : [];
  });

/** What an SES event is to Sendwell: its kind, who it concerns and its own part (with the time and link). */
const readEvent = (
  event: ProviderRecord,
  mail: ProviderRecord,
): { kind: Kind; emails: string[]; detail: ProviderRecord | undefined } | undefined => {
  const sentTo = addresses(mail.destination);
  switch (event.eventType ?? event.notificationType) {
    case 'Delivery': {
      const detail = recordOf(event.delivery);
      const recipients = addresses(detail?.recipients);
      return { kind: { type: 'delivered' }, emails: recipients.length > 0 ? recipients : sentTo, detail };
    }
    case 'Open':
      return { kind: { type: 'opened' }, emails: sentTo, detail: recordOf(event.open) };
    case 'Click':
      return { kind: { type: 'clicked' }, emails: sentTo, detail: recordOf(event.click) };
    case 'Bounce': {
      const detail = recordOf(event.bounce);
      // Transient and Undetermined bounces may deliver later; only a Permanent one says the address is bad.
      const bounceType = detail?.bounceType === 'Permanent' ? 'hard' : 'soft';
      return {
        kind: { type: 'bounced', bounceType },
        emails: addresses(detail?.bouncedRecipients, 'emailAddress'),
        detail,
      };
    }
    case 'Complaint': {
      const detail = recordOf(event.complaint);
      return {
        kind: { type: 'complained' },
        emails: addresses(detail?.complainedRecipients, 'emailAddress'),
        detail,
      };
    }
    case 'Subscription': {
      const detail = recordOf(event.subscription);
      return recordOf(detail?.newTopicPreferences)?.unsubscribeAll === true
        ? { kind: { type: 'unsubscribed' }, emails: sentTo, detail }
        : undefined;
    }
    default:
      return undefined;
  }
};

/**
 * One Amazon SES event (https://docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html),
 * from configuration-set event publishing (eventType) or identity notifications (notificationType). `eventId`
 * is the id of the message that carried it (SNS's MessageId); an event naming several recipients becomes one
 * event each. The campaign and contact come from the message's tags.
 */
export const translateSesEvent = (eventId: string, message: unknown): TranslatedPost => {
  const event = recordOf(message);
  const mail = recordOf(event?.mail);
  const read = event && mail && readEvent(event, mail);
  if (!mail || !read || read.emails.length === 0) return { events: [], skipped: 1 };
  const tags = recordOf(mail.tags);
  const campaignId = campaignIdIn(tags);
  // The message's contact tag names its one recipient; an event naming several cannot be told apart by it.
  const contactId = read.emails.length === 1 ? contactIdIn(tags) : undefined;
  const timestamp = textOf(read.detail?.timestamp) ?? textOf(mail.timestamp);
  const url = read.kind.type === 'clicked' ? textOf(read.detail?.link) : undefined;
  return {
    events: read.emails.map((email, position) => ({
      index: 0,
      event: {
        id: read.emails.length === 1 ? eventId : `${eventId}:${position}`,
        email,
        ...read.kind,
        campaignId,
        contactId,
        timestamp,
        url,
      },
    })),
    skipped: 0,
  };
};
