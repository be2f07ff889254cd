import { PublicApiMessages, SHOPIFY_V2_EVENT_KEYS, TrackEventInput, type EventPropertyValue, type TrackEventsResult } from '@sendwell/contracts';
import { resolveAccountSettings } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { AppError, ForbiddenError } from '../../platform/errors';
import { checkEmail, checkEventTime, checkItem, itemError, type Checked } from './batch-items';
import { contactAllowance } from './contact-allowance';
import { EventDefinitions } from './event-property-types';
import { accountLimits, contactsByEmailKey, countClientEvents, createContactsByEmail, insertEventRows } from './public-api.repository';
import { registerEventDefinitions } from './register-event-definitions';
import type { Outcome } from './run-write';
import { wellFormedEvent } from './well-formed-event';

export class EventsLimitReachedError extends AppError {
  constructor(limit: number) {
    super(429, 'EVENTS_LIMIT_REACHED', PublicApiMessages.eventsLimitReached(limit));
  }
}

interface ValidEvent {
  name: string;
  email: string;
  key: string;
  occurredAt: string;
  properties: Record<string, EventPropertyValue>;
}

const STORE_EVENT_NAMES = new Set<string>(SHOPIFY_V2_EVENT_KEYS);

const checkEvent = (item: unknown, now: number): Checked<ValidEvent> => {
  const wellFormed = wellFormedEvent(item);
  const parsed: Checked<TrackEventInput> = wellFormed ? { ok: true, value: wellFormed } : checkItem(TrackEventInput, item);
  if (!parsed.ok) return parsed;
  if (STORE_EVENT_NAMES.has(parsed.value.name)) return itemError('RESERVED_NAME', PublicApiMessages.reservedEventName);
  const email = checkEmail(parsed.value.email);
  if (!email.ok) return email;
  const time = checkEventTime(parsed.value.time, now);
  if (!time.ok) return time;
  return { ok: true, value: { name: parsed.value.name, ...email.value, occurredAt: time.value, properties: parsed.value.properties ?? {} } };
};

/**
 * Records custom events, each item on its own. An e-mail without a contact becomes a subscribed contact
 * (within the plan's contacts). The batch is a few set-based statements in the caller's transaction: it
 * counts toward the plan's custom events per month, and a batch that would pass that limit records nothing.
 */
export const trackEvents = async (db: Db, accountId: string, items: readonly unknown[], now = Date.now()): Promise<Outcome<TrackEventsResult>> => {
  const limit = resolveAccountSettings((await accountLimits(db, accountId)).settings).clientEventsPerMonth;
  if (limit === 0) throw new ForbiddenError(PublicApiMessages.eventsNotIncluded, 'EVENTS_NOT_INCLUDED');

  const checked = items.map((item) => checkEvent(item, now));
  const emails = new Map<string, string>();
  for (const item of checked) if (item.ok && !emails.has(item.value.key)) emails.set(item.value.key, item.value.email);
  const contactIds = new Map((await contactsByEmailKey(db, accountId, [...emails.keys()])).map((contact) => [contact.key, contact.id]));
  const missing = [...emails.keys()].filter((key) => !contactIds.has(key));
  if (missing.length > 0) {
    const refused = await contactAllowance(db, accountId, missing);
    const creatable = missing.filter((key) => !refused.has(key)).flatMap((key) => emails.get(key) ?? []);
    for (const contact of await createContactsByEmail(db, accountId, 'api', creatable)) contactIds.set(contact.key, contact.id);
  }

  const errors: TrackEventsResult['errors'] = [];
  const definitions = new EventDefinitions();
  const rows = checked.flatMap((item, index) => {
    if (!item.ok) {
      errors.push({ index, ...item.error });
      return [];
    }
    const contactId = contactIds.get(item.value.key);
    if (contactId === undefined) {
      errors.push({ index, code: 'CONTACT_LIMIT', message: PublicApiMessages.contactLimitReached });
      return [];
    }
    definitions.add(item.value.name, item.value.properties);
    return [{ contactId, name: item.value.name, occurredAt: item.value.occurredAt, properties: item.value.properties }];
  });

  if (rows.length > 0) {
    await insertEventRows(db, accountId, 'custom', rows);
    await registerEventDefinitions(db, accountId, 'custom', definitions.byName);
    if (!(await countClientEvents(db, accountId, rows.length, limit))) throw new EventsLimitReachedError(limit);
  }
  return {
    answer: { accepted: rows.length, rejected: errors.length, errors },
    changedContactIds: [...new Set(rows.map((row) => row.contactId))],
  };
};
