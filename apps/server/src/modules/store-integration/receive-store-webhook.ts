import type { ContactPropertyType, StoreWebhookAnswer } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { WebhookAuth } from '../../platform/http';
import { contactAllowance } from '../public-api/contact-allowance';
import { addListMembers, contactsByEmailKey, insertEventRows } from '../public-api/public-api.repository';
import { registerEventDefinitions } from '../public-api/register-event-definitions';
import type { Outcome } from '../public-api/run-write';
import { mapStoreWebhook, StoreNotes, type StoreEvent } from './map-store-webhook';
import { claimStoreReceipt, completeStoreReceipt, storeConnectionById, upsertStoreContact } from './store-integration.repository';

export interface StoreDelivery {
  eventId: string;
  /** Of the exact bytes received: the same signed body is the same delivery, whatever its id says. */
  bodySha256: Buffer;
  topic: string | undefined;
  payload: unknown;
}

const typeOf = (value: StoreEvent['properties'][string]): ContactPropertyType => (typeof value === 'number' ? 'number' : 'string');

const definitionsOf = (events: readonly StoreEvent[]): Map<string, Record<string, ContactPropertyType>> => {
  const definitions = new Map<string, Record<string, ContactPropertyType>>();
  for (const event of events) {
    const types = definitions.get(event.name) ?? {};
    for (const [key, value] of Object.entries(event.properties)) types[key] ??= typeOf(value);
    definitions.set(event.name, types);
  }
  return definitions;
};

/**
 * Records one store webhook, in one transaction: its delivery id and its topic and body are taken first,
 * so a replay records nothing new. The customer becomes (or updates) a contact in the store contacts list, and the webhook's
 * store events are recorded for segments. What cannot be used is kept as a receipt with a note.
 */
export const receiveStoreWebhook = (db: Db, auth: WebhookAuth, delivery: StoreDelivery, receivedAt = new Date()): Promise<Outcome<StoreWebhookAnswer>> =>
  db.transaction().execute(async (trx): Promise<Outcome<StoreWebhookAnswer>> => {
    const receipt = { accountId: auth.accountId, connectionId: auth.sourceId, eventId: delivery.eventId };
    if (!(await claimStoreReceipt(trx, { ...receipt, topic: delivery.topic ?? '', bodySha256: delivery.bodySha256 }))) {
      return { answer: { received: true, duplicate: true, events: 0, note: null }, changedContactIds: [] };
    }
    const ignored = async (email: string | null, note: string): Promise<Outcome<StoreWebhookAnswer>> => {
      await completeStoreReceipt(trx, { ...receipt, email, events: [], note });
      return { answer: { received: true, duplicate: false, events: 0, note }, changedContactIds: [] };
    };
    const mapped = mapStoreWebhook(delivery.topic, delivery.payload, receivedAt);
    if (mapped.kind === 'ignored') return ignored(null, mapped.note);

    const known = await contactsByEmailKey(trx, auth.accountId, [mapped.email.toLowerCase()]);
    if (known.length === 0 && (await contactAllowance(trx, auth.accountId, [mapped.email.toLowerCase()])).size > 0) {
      return ignored(mapped.email, StoreNotes.contactLimit);
    }
    const contact = await upsertStoreContact(trx, auth.accountId, mapped.email, { firstName: mapped.firstName, lastName: mapped.lastName });
    const listId = (await storeConnectionById(trx, auth.accountId, auth.sourceId))?.listId;
    if (listId) await addListMembers(trx, auth.accountId, [{ listId, contactId: contact.id }]);
    await insertEventRows(
      trx,
      auth.accountId,
      'shopify',
      mapped.events.map((event) => ({ contactId: contact.id, name: event.name, occurredAt: event.occurredAt, properties: event.properties })),
    );
    await registerEventDefinitions(trx, auth.accountId, 'shopify', definitionsOf(mapped.events));
    await completeStoreReceipt(trx, { ...receipt, email: mapped.email, events: mapped.events.map((event) => event.name), note: null });
    return { answer: { received: true, duplicate: false, events: mapped.events.length, note: null }, changedContactIds: [contact.id] };
  });
