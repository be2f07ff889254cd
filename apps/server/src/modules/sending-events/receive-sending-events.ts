import { PublicApiMessages, SendingEventInput, type SendingEventsAnswer } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { WebhookAuth } from '../../platform/http';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { checkEmail, checkEventTime, checkItem, itemError, type Checked } from '../public-api/batch-items';
import { contactsByEmailKey, setContactsFlag } from '../public-api/public-api.repository';
import type { Outcome } from '../public-api/run-write';
import {
  campaignRecipientKeys,
  existingCampaignIds,
  insertDeliveryEvents,
  recipientKey,
  recordCampaignActivity,
  touchSenderWebhook,
  type DeliveryEventRow,
} from './sending-events.repository';
import { recordStatusChanges } from '../contacts/contact-history.repository';

/**
 * Events to record in Sendwell's format (not yet checked), each with the position of what the provider sent
 * it as, and how many provider events were not read at all.
 */
export interface IncomingEvents {
  events: readonly { index: number; event: unknown }[];
  skipped: number;
}

/** A checked event: its e-mail key, and the contact id the provider handed back, to be trusted only once checked. */
type ValidDelivery = Omit<DeliveryEventRow, 'contactId'> & { key: string; namedContactId: number | null };

/** Deliveries, opens and clicks belong to a campaign; the others may come without one. */
const NEEDS_CAMPAIGN = new Set(['delivered', 'opened', 'clicked']);

const checkDelivery = (item: unknown, now: number): Checked<ValidDelivery> => {
  const parsed = checkItem(SendingEventInput, item);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  if (NEEDS_CAMPAIGN.has(event.type) && event.campaignId === undefined)
    return itemError('INVALID_ITEM', `campaignId is required for ${event.type} events`);
  const email = checkEmail(event.email);
  if (!email.ok) return email;
  const time = checkEventTime(event.timestamp, now);
  if (!time.ok) return time;
  return {
    ok: true,
    value: {
      providerEventId: event.id,
      kind: event.type,
      key: email.value.key,
      namedContactId: event.contactId ?? null,
      campaignId: event.campaignId ?? null,
      bounceType: event.type === 'bounced' ? (event.bounceType ?? 'soft') : null,
      link: event.type === 'clicked' ? (event.url ?? null) : null,
      isApplePrivacyOpen: event.type === 'opened' && event.isApplePrivacyOpen === true,
      occurredAt: time.value,
    },
  };
};

/**
 * Records a sending provider's delivery events, once per provider event id, in one transaction: deliveries,
 * opens and clicks become campaign activity and engagement counters; a hard bounce blocks the contact; a
 * complaint or an unsubscribe unsubscribes it. Events that cannot be used are answered with their reason.
 */
export const recordSendingEvents = async (
  db: Db,
  auth: WebhookAuth,
  incoming: IncomingEvents,
  now = Date.now(),
): Promise<Outcome<SendingEventsAnswer>> => {
  const checked = incoming.events.map(({ index, event }) => ({ index, ...checkDelivery(event, now) }));
  const valid = checked.flatMap((item) => (item.ok ? [item.value] : []));
  const contacts = new Map(
    (await contactsByEmailKey(db, auth.accountId, [...new Set(valid.map((event) => event.key))])).map(
      (contact) => [contact.key, contact.id],
    ),
  );
  const timezone = await getAccountTimezone(db, auth.accountId);
  // A contact id is believed only as a recipient of the event's campaign: a stale or foreign one is not.
  const recipients = await campaignRecipientKeys(
    db,
    auth.accountId,
    valid.flatMap(({ campaignId, namedContactId }) =>
      campaignId === null || namedContactId === null ? [] : [{ campaignId, contactId: namedContactId }],
    ),
  );
  const campaigns = await existingCampaignIds(db, auth.accountId, [
    ...new Set(valid.flatMap((event) => (event.campaignId === null ? [] : [event.campaignId]))),
  ]);

  const errors: SendingEventsAnswer['errors'] = [];
  const byEventId = new Map<string, DeliveryEventRow>();
  let contactIdsIgnored = 0;
  for (const item of checked) {
    const { index } = item;
    if (!item.ok) {
      errors.push({ index, ...item.error });
      continue;
    }
    const { campaignId, namedContactId } = item.value;
    const named =
      namedContactId !== null &&
      campaignId !== null &&
      recipients.has(recipientKey(campaignId, namedContactId));
    if (namedContactId !== null && !named) contactIdsIgnored += 1;
    const contactId = named ? namedContactId : contacts.get(item.value.key);
    if (contactId === undefined) {
      errors.push({ index, code: 'CONTACT_NOT_FOUND', message: PublicApiMessages.contactNotFound });
      continue;
    }
    if (item.value.campaignId !== null && !campaigns.has(item.value.campaignId)) {
      errors.push({ index, code: 'INVALID_ITEM', message: `Campaign ${item.value.campaignId} not found` });
      continue;
    }
    const { key: _key, namedContactId: _named, ...event } = item.value;
    if (!byEventId.has(event.providerEventId)) byEventId.set(event.providerEventId, { ...event, contactId });
  }
  const rows = [...byEventId.values()];
  const usable = checked.length - errors.length;

  return db.transaction().execute(async (trx): Promise<Outcome<SendingEventsAnswer>> => {
    const fresh = await insertDeliveryEvents(trx, auth.accountId, auth.sourceId, rows);
    const recorded = rows.filter((row) => fresh.has(row.providerEventId));
    await recordCampaignActivity(trx, auth.accountId, auth.sourceId, recorded, timezone);
    const hardBounced = recorded
      .filter((row) => row.kind === 'bounced' && row.bounceType === 'hard')
      .map((row) => row.contactId);
    const optedOut = recorded
      .filter((row) => row.kind === 'complained' || row.kind === 'unsubscribed')
      .map((row) => row.contactId);
    const blocked = await setContactsFlag(trx, auth.accountId, [...new Set(hardBounced)], 'is_blocked');
    await recordStatusChanges(trx, auth.accountId, blocked, 'blocked', 'bounce');
    const unsubscribed = await setContactsFlag(
      trx,
      auth.accountId,
      [...new Set(optedOut)],
      'is_unsubscribed',
    );
    await recordStatusChanges(trx, auth.accountId, unsubscribed, 'unsubscribed', 'optOut');
    // Any event reaching the address shows the provider is wired up (a provider's test event names nobody
    // Sendwell knows), which is what verifying the webhook asks.
    if (checked.length + incoming.skipped > 0) await touchSenderWebhook(trx, auth.accountId, auth.sourceId);
    return {
      answer: {
        recorded: recorded.length,
        duplicates: usable - recorded.length,
        skipped: incoming.skipped,
        errors,
        ...(contactIdsIgnored > 0 ? { contactIdsIgnored } : {}),
      },
      changedContactIds: [...new Set(recorded.map((row) => row.contactId))],
    };
  });
};

/** Sendwell's own events, as any sender posts them: each answered by its position in the batch. */
export const receiveSendingEvents = (
  db: Db,
  auth: WebhookAuth,
  items: readonly unknown[],
  now = Date.now(),
): Promise<Outcome<SendingEventsAnswer>> =>
  recordSendingEvents(db, auth, { events: items.map((event, index) => ({ index, event })), skipped: 0 }, now);
