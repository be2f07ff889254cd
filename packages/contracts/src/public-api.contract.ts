import { z } from 'zod';
import { ContactActivity, ContactEvent } from './contacts.contract';
import { ListChoice } from './lists.contract';
import { defineRoute } from './route';

/**
 * The public API (version 1): the customer's own systems add contacts, manage list membership and
 * subscription, and send custom events. Calls carry `Authorization: Bearer <api key>`.
 */

export const PUBLIC_API_BATCH_MAX = 1000;
export const CONTACT_LIST_IDS_MAX = 20;
export const API_PROPERTY_KEY_MAX_LENGTH = 64;
export const API_PROPERTIES_MAX = 100;
export const API_TEXT_VALUE_MAX_LENGTH = 2000;
export const EVENT_NAME_MAX_LENGTH = 128;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_WINDOW_HOURS = 24;

export const PublicApiMessages = {
  missingKey: 'Send your API key in the header Authorization: Bearer <api key>',
  invalidKey: 'This API key is not valid or has been revoked',
  rateLimited: 'Too many requests with this API key. Try again after the number of seconds in Retry-After.',
  eventsNotIncluded: 'Custom events are not included in this plan',
  eventsLimitReached: (limit: number) => `This account has used its ${limit.toLocaleString('en-US')} custom events for this month`,
  contactNotFound: 'Contact not found',
  listNotFound: 'List not found',
  notAList: 'Contacts can only be added to or removed from lists, not segments',
  listArchived: 'This list is archived',
  invalidEmail: 'Enter a valid email address',
  contactLimitReached: "The plan's contact limit is reached: archive contacts or upgrade to add more",
  reservedEventName: 'This name belongs to a store event; choose another name for a custom event',
  eventTimeOutOfRange: 'time must be an ISO 8601 date-time or milliseconds since 1970, not more than a day ahead',
  idempotencyKeyInvalid: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
} as const;

/** Codes of one failed item in a batch; the batch itself still answers 200. */
export const ItemErrorCode = z.enum([
  'INVALID_ITEM',
  'INVALID_EMAIL',
  'CONTACT_NOT_FOUND',
  'CONTACT_LIMIT',
  'PROPERTY_TYPE',
  'RESERVED_NAME',
]);
export type ItemErrorCode = z.infer<typeof ItemErrorCode>;

export const ItemError = z.object({ code: ItemErrorCode, message: z.string() });
export type ItemError = z.infer<typeof ItemError>;

/**
 * A batch item as documented, while the batch takes any value in its place: each item is checked on its
 * own, so one bad item fails alone and the others are written.
 */
const documentedAs = (schema: z.ZodType) => {
  const { $schema: _schema, ...json } = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0' });
  return z.unknown().meta(json);
};

/** 1 to 1,000 items documented as `schema`, each checked by the handler on its own. */
export const batchOf = (schema: z.ZodType) =>
  z.array(documentedAs(schema)).min(1).max(PUBLIC_API_BATCH_MAX, `At most ${PUBLIC_API_BATCH_MAX} items per call`);

const Email = z.string().trim().min(1, 'email is required').max(254);

export const ApiPropertyValue = z.union([z.string().max(API_TEXT_VALUE_MAX_LENGTH), z.number(), z.boolean(), z.null()]);
export type ApiPropertyValue = z.infer<typeof ApiPropertyValue>;

const propertyKey = z.string().trim().min(1).max(API_PROPERTY_KEY_MAX_LENGTH);

const propertiesOf = <V extends z.ZodType>(value: V) =>
  z.record(propertyKey, value).refine((record) => Object.keys(record).length <= API_PROPERTIES_MAX, `At most ${API_PROPERTIES_MAX} properties`);

// --- contacts -----------------------------------------------------------------------------------

export const ContactInput = z
  .object({
    email: Email,
    /** Merged into the contact's properties; null clears one. New keys become contact properties. */
    properties: propertiesOf(ApiPropertyValue).optional(),
    /** Lists to add the contact to (lists only, not segments). */
    listIds: z.array(z.number().int().positive()).max(CONTACT_LIST_IDS_MAX).optional(),
  })
  .meta({ example: { email: 'ada@example.com', properties: { firstName: 'Ada', plan: 'Pro', seats: 5 }, listIds: [12] } });
export type ContactInput = z.infer<typeof ContactInput>;

export const ContactUpsertStatus = z.enum(['created', 'updated', 'failed']);

export const UpsertedContact = z
  .object({ contactId: z.number(), email: z.string(), status: ContactUpsertStatus.exclude(['failed']) })
  .meta({ example: { contactId: 1042, email: 'ada@example.com', status: 'created' } });
export type UpsertedContact = z.infer<typeof UpsertedContact>;

export const ContactResult = z.object({
  index: z.number(),
  email: z.string().nullable(),
  status: ContactUpsertStatus,
  contactId: z.number().optional(),
  error: ItemError.optional(),
});
export type ContactResult = z.infer<typeof ContactResult>;

export const ContactBatchRequest = z
  .object({ contacts: batchOf(ContactInput) })
  .meta({ example: { contacts: [{ email: 'ada@example.com', properties: { firstName: 'Ada' } }, { email: 'not-an-email' }] } });

export const ContactBatchResult = z
  .object({ created: z.number(), updated: z.number(), failed: z.number(), results: z.array(ContactResult) })
  .meta({
    example: {
      created: 1,
      updated: 0,
      failed: 1,
      results: [
        { index: 0, email: 'ada@example.com', status: 'created', contactId: 1042 },
        { index: 1, email: 'not-an-email', status: 'failed', error: { code: 'INVALID_EMAIL', message: PublicApiMessages.invalidEmail } },
      ],
    },
  });
export type ContactBatchResult = z.infer<typeof ContactBatchResult>;

export const PublicContact = z
  .object({
    contactId: z.number(),
    email: z.string(),
    isUnsubscribed: z.boolean(),
    isBlocked: z.boolean(),
    properties: z.record(z.string(), ApiPropertyValue),
    createdOn: z.string(),
    updatedOn: z.string(),
    lists: z.array(ListChoice),
    /** The latest 50 campaign activities and the latest 50 events, newest first. */
    activity: z.array(ContactActivity),
    events: z.array(ContactEvent),
  })
  .meta({
    example: {
      contactId: 1042,
      email: 'ada@example.com',
      isUnsubscribed: false,
      isBlocked: false,
      properties: { firstName: 'Ada', plan: 'Pro' },
      createdOn: '2026-03-01T09:30:00.000Z',
      updatedOn: '2026-03-02T10:00:00.000Z',
      lists: [{ id: 12, name: 'Newsletter', type: 'list' }],
      activity: [{ kind: 'opened', campaignId: 7, campaignName: 'March news', occurredAt: '2026-03-02T08:00:00.000Z', link: null, isApplePrivacyOpen: false }],
      events: [{ name: 'Plan Upgraded', source: 'custom', occurredAt: '2026-03-02T09:00:00.000Z', properties: { toPlan: 'Pro' } }],
    },
  });
export type PublicContact = z.infer<typeof PublicContact>;

// --- e-mail batches: status and list membership ---------------------------------------------------

export const EmailBatchRequest = z
  .object({ emails: batchOf(Email) })
  .meta({ example: { emails: ['ada@example.com', 'grace@example.com'] } });
export type EmailBatchRequest = z.infer<typeof EmailBatchRequest>;

/** `changed`: the call did something; `unchanged`: it was already so (already a member, already unsubscribed). */
export const EmailResult = z.object({
  index: z.number(),
  email: z.string().nullable(),
  status: z.enum(['changed', 'unchanged', 'failed']),
  error: ItemError.optional(),
});
export type EmailResult = z.infer<typeof EmailResult>;

export const EmailBatchResult = z
  .object({ changed: z.number(), unchanged: z.number(), failed: z.number(), results: z.array(EmailResult) })
  .meta({
    example: {
      changed: 1,
      unchanged: 0,
      failed: 1,
      results: [
        { index: 0, email: 'ada@example.com', status: 'changed' },
        { index: 1, email: 'grace@example.com', status: 'failed', error: { code: 'CONTACT_NOT_FOUND', message: PublicApiMessages.contactNotFound } },
      ],
    },
  });
export type EmailBatchResult = z.infer<typeof EmailBatchResult>;

// --- custom events -------------------------------------------------------------------------------

export const EventPropertyValue = z.union([
  ApiPropertyValue,
  z.array(z.union([z.string().max(API_TEXT_VALUE_MAX_LENGTH), z.number(), z.boolean()])).max(API_PROPERTIES_MAX),
]);
export type EventPropertyValue = z.infer<typeof EventPropertyValue>;

export const TrackEventInput = z
  .object({
    name: z.string().trim().min(1, 'name is required').max(EVENT_NAME_MAX_LENGTH),
    /** The contact it happened to; a new e-mail becomes a subscribed contact. */
    email: Email,
    /** When it happened: ISO 8601 or milliseconds since 1970; now when left out. */
    time: z.union([z.string(), z.number()]).optional(),
    properties: propertiesOf(EventPropertyValue).optional(),
  })
  .meta({ example: { name: 'Plan Upgraded', email: 'ada@example.com', time: '2026-03-02T09:00:00Z', properties: { toPlan: 'Pro', amount: 49, annual: true } } });
export type TrackEventInput = z.infer<typeof TrackEventInput>;

export const TrackEventsRequest = z
  .object({ events: batchOf(TrackEventInput) })
  .meta({
    example: {
      events: [
        { name: 'Plan Upgraded', email: 'ada@example.com', properties: { toPlan: 'Pro', amount: 49 } },
        { name: 'App Login', email: 'grace@example.com', time: 1772442000000, properties: { platform: 'ios' } },
      ],
    },
  });

/** Every rejected item is listed in `errors`; items not listed were recorded. */
export const TrackEventsResult = z
  .object({
    accepted: z.number(),
    rejected: z.number(),
    errors: z.array(ItemError.extend({ index: z.number() })),
  })
  .meta({ example: { accepted: 1, rejected: 1, errors: [{ index: 1, code: 'INVALID_EMAIL', message: PublicApiMessages.invalidEmail }] } });
export type TrackEventsResult = z.infer<typeof TrackEventsResult>;

// --- routes --------------------------------------------------------------------------------------

const tags = ['public api'] as const;

const IDEMPOTENT = `Send an Idempotency-Key header (1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters) to make a retry of the same call within ${IDEMPOTENCY_WINDOW_HOURS} hours answer the first answer again without doing anything; the replay carries Idempotent-Replayed: true.`;
const BATCH = `Up to ${PUBLIC_API_BATCH_MAX.toLocaleString('en-US')} items; each is checked on its own and has its own result, so one bad item does not stop the others.`;

const listParams = z.object({ listId: z.coerce.number().int().positive() });

export const publicApiRoutes = {
  upsertContact: defineRoute({
    method: 'POST', path: '/api/v1/contacts', access: 'apiKey', tags,
    summary: 'Create a contact, or update the one with this e-mail',
    description: `Properties are merged into the contact's; a new key becomes a contact property whose type is taken from its first value. ${IDEMPOTENT}`,
    body: ContactInput, response: UpsertedContact,
  }),
  upsertContacts: defineRoute({
    method: 'POST', path: '/api/v1/contacts/batch', access: 'apiKey', tags,
    summary: 'Create or update many contacts',
    description: `${BATCH} ${IDEMPOTENT}`,
    body: ContactBatchRequest, response: ContactBatchResult,
  }),
  getContact: defineRoute({
    method: 'GET', path: '/api/v1/contacts/:email', access: 'apiKey', tags,
    summary: 'One contact by e-mail, with its lists, recent campaign activity and events',
    params: z.object({ email: Email }), response: PublicContact,
  }),
  unsubscribe: defineRoute({
    method: 'POST', path: '/api/v1/contacts/unsubscribe', access: 'apiKey', tags,
    summary: 'Unsubscribe contacts from all email',
    description: `${BATCH} ${IDEMPOTENT}`,
    body: EmailBatchRequest, response: EmailBatchResult,
  }),
  block: defineRoute({
    method: 'POST', path: '/api/v1/contacts/block', access: 'apiKey', tags,
    summary: 'Block contacts: no email is sent to them again',
    description: `${BATCH} ${IDEMPOTENT}`,
    body: EmailBatchRequest, response: EmailBatchResult,
  }),
  addToList: defineRoute({
    method: 'POST', path: '/api/v1/lists/:listId/contacts', access: 'apiKey', tags,
    summary: 'Add existing contacts to a list',
    description: `${BATCH} Create contacts first (or upsert them with listIds). ${IDEMPOTENT}`,
    params: listParams, body: EmailBatchRequest, response: EmailBatchResult,
  }),
  removeFromList: defineRoute({
    method: 'POST', path: '/api/v1/lists/:listId/contacts/remove', access: 'apiKey', tags,
    summary: 'Remove contacts from a list',
    description: `${BATCH} ${IDEMPOTENT}`,
    params: listParams, body: EmailBatchRequest, response: EmailBatchResult,
  }),
  trackEvents: defineRoute({
    method: 'POST', path: '/api/v1/events', access: 'apiKey', tags,
    summary: 'Record custom events of contacts',
    description: `${BATCH} Event names and property types are registered as they arrive and offered by the segment builder. Events count toward the plan's custom events per month; past it the call answers 429 and records nothing. ${IDEMPOTENT}`,
    body: TrackEventsRequest, response: TrackEventsResult,
  }),
};
