import fc from 'fast-check';
import type { ContactPropertyType } from '@sendwell/contracts';
import { localDayOf, startOfLocalDay, type JsonValue } from '@sendwell/domain';

/*
 * Random accounts for the segment property test: small (tens of contacts) but dense in the cases
 * where a segment engine goes wrong: odd property values, activity exactly on day boundaries, rows
 * of every kind on the same contacts. Rows refer to each other by index; loading gives them ids.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The account's timezone and its offset in March 2026 (when the datasets' "now" falls), from +14:00
 * to -12:00, with zones that change to or from daylight saving time in either hemisphere within the
 * data's year.
 */
export const ACCOUNT_TIMEZONES = [
  { timezone: 'UTC', offset: 0 },
  { timezone: 'Asia/Kolkata', offset: 330 },
  { timezone: 'America/New_York', offset: -300 },
  { timezone: 'Pacific/Kiritimati', offset: 840 },
  { timezone: 'Pacific/Tongatapu', offset: 780 },
  { timezone: 'Pacific/Pago_Pago', offset: -660 },
  { timezone: 'Etc/GMT+12', offset: -720 },
  { timezone: 'Europe/Berlin', offset: 60 },
  { timezone: 'Australia/Sydney', offset: 660 },
] as const;

/** Offsets (minutes) whose midnights the instants cluster around: the test's timezones. */
export const TEST_OFFSETS = [
  ...new Set([...ACCOUNT_TIMEZONES.map((zone) => zone.offset), 120, 600, -480, -240, -780, 345]),
] as const;

export const CUSTOM_PROPERTIES: Record<string, ContactPropertyType> = {
  plan: 'string',
  score: 'number',
  vip: 'boolean',
  renewsOn: 'date',
};

/** Custom events with learned property types, and one the account has no definition of. */
export const CUSTOM_EVENTS: Record<string, Record<string, ContactPropertyType>> = {
  'Plan Upgraded': { toPlan: 'string', amount: 'number', annual: 'boolean', effectiveDate: 'date' },
  'App Login': { platform: 'string' },
};
export const UNDEFINED_EVENT = 'Ghost Event';
export const STORE_EVENTS = ['orderPlaced', 'orderCancelled', 'productViewed', 'cartCheckout'] as const;
export const FORM_APPS = ['Typeform', 'Jotform'] as const;
export const LINKS = [
  'https://shop.example/sale',
  'https://shop.example/new',
  'https://blog.example/post',
] as const;
/** Words in several cases beyond ASCII: case folding must see each word's cases as one. */
export const UNICODE_WORDS = [
  'Zürich',
  'ZÜRICH',
  'Straße',
  'STRASSE',
  'Ærø',
  'ærø',
  'İstanbul',
  'ISTANBUL',
  'ıstanbul',
  'ΟΔΟΣ',
  'οδος',
  'Москва',
  'МОСКВА',
] as const;

export const WORDS = [
  'Gold',
  'gold',
  'GOLD',
  'Silver',
  'go%ld',
  'a_b',
  'Bronze',
  'ios',
  'web',
  'Pro',
  ...UNICODE_WORDS,
] as const;

/** Parts of the words above, in other cases, for contains, starts and ends with. */
export const WORD_PARTS = ['ÜRI', 'zür', 'ß', 'SS', 'æ', 'RØ', 'İST', 'ist', 'ΟΣ', 'δοσ', 'мос', 'КВА'] as const;
export const LIST_ITEMS = ['red shoe', 'blue hat', 'SKU-1', 'SKU-2', 'summer', 'vip'] as const;

export interface ContactPlan {
  email: string;
  properties: Record<string, JsonValue>;
  isUnsubscribed: boolean;
  isBlocked: boolean;
  createdAt: Date;
  archived: boolean;
  lists: number[];
  optOuts: number[];
}

export interface DatasetPlan {
  now: Date;
  timezone: string;
  contacts: ContactPlan[];
  lists: number;
  senders: number;
  campaigns: { campaignType: 'bulk' | 'TRIGGERED'; isArchived: boolean; sender: number | null }[];
  emailTypes: { name: string; isActive: boolean }[];
  forms: { appName: string; formName: string }[];
  activity: {
    contact: number;
    campaign: number;
    kind: 'sent' | 'opened' | 'clicked' | 'submitted';
    occurredAt: Date;
    link: string | null;
    sender: number | null;
    isApplePrivacyOpen: boolean;
  }[];
  events: {
    contact: number;
    name: string;
    source: 'custom' | 'shopify';
    occurredAt: Date;
    properties: Record<string, JsonValue>;
  }[];
  submissions: { contact: number; form: number; submittedAt: Date; properties: Record<string, JsonValue> }[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Instants around `now`: anywhere in the last 400 days (and a little ahead), often right on a local midnight. */
export const instantNear = (now: Date): fc.Arbitrary<Date> =>
  fc.oneof(
    fc
      .integer({ min: -400 * 1440, max: 2 * 1440 })
      .map((minutes) => new Date(now.getTime() + minutes * MINUTE_MS)),
    fc
      .integer({ min: -40 * 1440, max: 1440 })
      .map((minutes) => new Date(now.getTime() + minutes * MINUTE_MS)),
    fc
      .tuple(fc.integer({ min: -40, max: 2 }), fc.constantFrom(...TEST_OFFSETS), fc.constantFrom(-1, 0, 1))
      .map(
        ([day, offset, ms]) =>
          new Date(startOfLocalDay(localDayOf(now.getTime(), offset) + day, offset).getTime() + ms),
      ),
  );

/** A day near `now` written the ways a date property may hold it. */
const dateText = (now: Date): fc.Arbitrary<JsonValue> =>
  fc
    .tuple(
      fc.oneof(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -60, max: 60 })),
      fc.integer({ min: 0, max: 3 }),
    )
    .map(([days, form]) => {
      const date = new Date(now.getTime() + days * DAY_MS);
      const [y, m, d] = [date.getUTCFullYear(), pad(date.getUTCMonth() + 1), pad(date.getUTCDate())];
      if (form === 0) return `${y}-${m}-${d}`;
      if (form === 1) return `${y}-${m}-${d}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00Z`;
      if (form === 2) return `${d}/${m}/${y}`;
      return date.getTime();
    });

const oddValue: fc.Arbitrary<JsonValue> = fc.constantFrom<JsonValue>(
  null,
  '',
  ' ',
  'not a date',
  '2026-13-45',
  [],
  ['Gold', 'x'],
  { a: 1 },
  true,
  0,
);

/** Numbers the data and the definitions both draw from, so that comparisons often meet on equal values. */
export const SHARED_NUMBERS = [-3, 0, 1, 2, 5, 7.5, 10, 12, 49.5, 100, 250] as const;

const numberValue: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom(...SHARED_NUMBERS),
  fc.integer({ min: -20, max: 120 }),
  fc.integer({ min: -40, max: 240 }).map((half) => half / 2),
  fc.constantFrom<JsonValue>(' 12 ', '1e2', '.5', '5.', '-3', '12abc', 'abc', '+7', '0.25'),
);

const textValue: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom(' gold ', 'golden', 'Mars', '12'),
  fc.constantFrom(...UNICODE_WORDS),
);

const booleanValue: fc.Arbitrary<JsonValue> = fc.constantFrom<JsonValue>(
  true,
  false,
  'TRUE',
  'false',
  'yes',
  1,
  'True',
);

/** A property value of its type most of the time, anything odd otherwise; undefined leaves it out. */
const valueOf = (type: ContactPropertyType, now: Date): fc.Arbitrary<JsonValue | undefined> => {
  const typed = { string: textValue, number: numberValue, boolean: booleanValue, date: dateText(now) }[type];
  return fc.oneof(
    { weight: 5, arbitrary: typed },
    { weight: 2, arbitrary: oddValue },
    { weight: 2, arbitrary: fc.constant(undefined) },
  );
};

const propertiesOf = (
  types: Record<string, ContactPropertyType>,
  now: Date,
): fc.Arbitrary<Record<string, JsonValue>> =>
  fc
    .record(Object.fromEntries(Object.entries(types).map(([key, type]) => [key, valueOf(type, now)])))
    .map((values) => {
      const properties: Record<string, JsonValue> = {};
      for (const [key, value] of Object.entries(values)) if (value !== undefined) properties[key] = value;
      return properties;
    });

const listOf = fc.subarray([...LIST_ITEMS], { maxLength: 3 });

const storeProperties: fc.Arbitrary<Record<string, JsonValue>> = fc.record(
  {
    orderValue: fc.oneof(
      fc.constantFrom(...SHARED_NUMBERS),
      fc.integer({ min: 0, max: 300 }),
      fc.constantFrom<JsonValue>('49.5', 'free', null),
    ),
    productCount: fc.integer({ min: 0, max: 6 }),
    productNames: listOf,
    skus: listOf,
    orderTags: listOf,
    productTags: fc.oneof(listOf, fc.constantFrom<JsonValue>('summer', 7)),
    cancelReason: fc.constantFrom('customer', 'fraud', 'other'),
    paymentMethod: fc.constantFrom('card', 'Card', 'paypal'),
    collections: listOf,
    variantTitle: textValue,
    cartValue: numberValue,
    quantity: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: [] },
);

export const datasetPlan: fc.Arbitrary<DatasetPlan> = fc
  .record({
    nowMinute: fc.integer({ min: 0, max: 3 * 1440 }),
    // Often just before or after a midnight of the account's timezone, where days are told apart.
    nearMidnight: fc.option(fc.integer({ min: -90, max: 90 }), { freq: 2 }),
    zone: fc.constantFrom(...ACCOUNT_TIMEZONES),
    contactCount: fc.integer({ min: 25, max: 40 }),
  })
  .chain(({ nowMinute, nearMidnight, zone, contactCount }) => {
    const { timezone, offset } = zone;
    const drawn = Date.UTC(2026, 2, 7) + nowMinute * MINUTE_MS;
    const now =
      nearMidnight === null
        ? new Date(drawn)
        : new Date(startOfLocalDay(localDayOf(drawn, offset), offset).getTime() + nearMidnight * MINUTE_MS);
    const instant = instantNear(now);
    const lists = 3;
    const senders = 2;
    const contact = (index: number) =>
      fc.record({
        email: fc.constantFrom('example.com', 'Gmail.com', 'mail.org').map((domain) => `c${index}@${domain}`),
        properties: propertiesOf({ ...CUSTOM_PROPERTIES, city: 'string' }, now),
        isUnsubscribed: fc.boolean(),
        isBlocked: fc.oneof(
          { weight: 4, arbitrary: fc.constant(false) },
          { weight: 1, arbitrary: fc.constant(true) },
        ),
        createdAt: instant,
        archived: fc.oneof(
          { weight: 9, arbitrary: fc.constant(false) },
          { weight: 1, arbitrary: fc.constant(true) },
        ),
        lists: fc.subarray([0, 1, 2]),
        optOuts: fc.subarray([0, 1, 2]),
      });
    const contactIndex = fc.integer({ min: 0, max: contactCount - 1 });
    return fc.record({
      now: fc.constant(now),
      timezone: fc.constant(timezone),
      contacts: fc.tuple(...Array.from({ length: contactCount }, (_, index) => contact(index))),
      lists: fc.constant(lists),
      senders: fc.constant(senders),
      campaigns: fc.array(
        fc.record({
          campaignType: fc.constantFrom<'bulk' | 'TRIGGERED'>('bulk', 'bulk', 'TRIGGERED'),
          isArchived: fc.boolean(),
          sender: fc.option(fc.integer({ min: 0, max: senders - 1 }), { nil: null }),
        }),
        { minLength: 4, maxLength: 4 },
      ),
      emailTypes: fc.constant([
        { name: 'Newsletter', isActive: true },
        { name: 'Offers', isActive: true },
        { name: 'Retired', isActive: false },
        { name: 'Nyheder på Ærø', isActive: true },
        { name: 'Ældre nyheder', isActive: false },
      ]),
      forms: fc.constant([
        { appName: 'Typeform', formName: 'Signup' },
        { appName: 'Typeform', formName: 'Survey' },
        { appName: 'Jotform', formName: 'Contact' },
      ]),
      activity: fc.array(
        fc.record({
          contact: contactIndex,
          campaign: fc.integer({ min: 0, max: 3 }),
          kind: fc.constantFrom<'sent' | 'opened' | 'clicked' | 'submitted'>(
            'sent',
            'sent',
            'opened',
            'opened',
            'clicked',
            'submitted',
          ),
          occurredAt: instant,
          link: fc.option(fc.constantFrom(...LINKS), { nil: null }),
          sender: fc.option(fc.integer({ min: 0, max: senders - 1 }), { nil: null }),
          isApplePrivacyOpen: fc.boolean(),
        }),
        { minLength: 120, maxLength: 220 },
      ),
      events: fc.array(
        fc.oneof(
          fc.record({
            contact: contactIndex,
            name: fc.constantFrom('Plan Upgraded', 'App Login', UNDEFINED_EVENT),
            source: fc.constant<'custom'>('custom'),
            occurredAt: instant,
            properties: propertiesOf({ ...CUSTOM_EVENTS['Plan Upgraded'], platform: 'string' }, now),
          }),
          fc.record({
            contact: contactIndex,
            name: fc.constantFrom(...STORE_EVENTS, 'orderPlaced', 'orderPlaced'),
            source: fc.constant<'shopify'>('shopify'),
            occurredAt: instant,
            properties: storeProperties,
          }),
        ),
        { minLength: 100, maxLength: 180 },
      ),
      submissions: fc.array(
        fc.record({
          contact: contactIndex,
          form: fc.integer({ min: 0, max: 2 }),
          submittedAt: instant,
          properties: propertiesOf({ answer: 'string', rating: 'number' }, now),
        }),
        { minLength: 20, maxLength: 50 },
      ),
    });
  });
