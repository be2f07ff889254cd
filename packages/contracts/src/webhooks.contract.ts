import { z } from 'zod';
import { batchOf, ItemError, PUBLIC_API_BATCH_MAX } from './public-api.contract';
import { defineRoute, FULL_ACCESS, Ok } from './route';

/**
 * Data pushed by other systems: a store platform's order, checkout and product events, and a sending
 * provider's delivery events. Each has a settings call to set it up and a receiver that proves the sender by
 * a signature over the raw body (store) or a secret token in its URL (sending provider).
 */

export const WebhookMessages = {
  badSignature: 'The webhook signature does not match the body',
  unknownWebhook: 'Unknown webhook address',
  storeNotConnected: 'No store is connected',
  senderNotFound: 'Sender not found',
  shopDomainInvalid: 'Enter the store address, e.g. my-shop.myshopify.com',
  secretTooShort: 'The shared secret must be at least 16 characters',
  adminTokenTooShort: 'The Admin API access token must be at least 16 characters',
  storeConnected: 'Store connected',
  storeDisconnected: 'Store disconnected',
  limitedAccess: 'Your access to this account is limited, so you cannot connect, change or disconnect the store. Ask a member with full access.',
  sendingBodyUnknown:
    "The body is neither Sendwell's { events: [...] } nor a webhook post of SendGrid, Postmark or Amazon SNS",
  snsCertificateRefused: 'The Amazon SNS signing certificate must come from an Amazon SNS address over https',
  snsSubscribeUrlRefused: 'The Amazon SNS subscription can only be confirmed at an Amazon SNS address over https',
} as const;

// --- store integration -----------------------------------------------------------------------------

export const STORE_INTEGRATION_VERSIONS = [1, 2] as const;
export const StoreIntegrationVersion = z.union([z.literal(1), z.literal(2)]);
export type StoreIntegrationVersion = z.infer<typeof StoreIntegrationVersion>;

export const STORE_SECRET_MIN_LENGTH = 16;
export const STORE_EVENTS_SHOWN = 20;

/** Store webhook topics Sendwell reads, and the store event each becomes (spec 1 §3). */
export const STORE_WEBHOOK_TOPICS = [
  'orders/create',
  'orders/cancelled',
  'orders/fulfilled',
  'orders/refunded',
  'checkouts/create',
  'products/viewed',
  'collections/viewed',
] as const;
export const StoreWebhookTopic = z.enum(STORE_WEBHOOK_TOPICS);
export type StoreWebhookTopic = z.infer<typeof StoreWebhookTopic>;

export const StoreConnection = z.object({
  id: z.number(),
  platform: z.literal('shopify'),
  shopDomain: z.string(),
  integrationVersion: StoreIntegrationVersion,
  /** Where the store sends its webhooks; it names the connection but proves nothing on its own. */
  webhookUrl: z.string(),
  /** The shared secret's last characters, to recognise it by. */
  secretHint: z.string(),
  connectedOn: z.string(),
  lastEventOn: z.string().nullable(),
  /** A version 2 connection with an Admin API access token: the plan is billed through the store (spec 2 §4.4). */
  billingEnabled: z.boolean(),
});
export type StoreConnection = z.infer<typeof StoreConnection>;

export const ConnectStoreRequest = z.object({
  shopDomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, WebhookMessages.shopDomainInvalid),
  sharedSecret: z.string().trim().min(STORE_SECRET_MIN_LENGTH, WebhookMessages.secretTooShort).max(256),
  integrationVersion: StoreIntegrationVersion.default(2),
  /** The store's Admin API access token (version 2): sealed when stored and never answered. */
  adminAccessToken: z.string().trim().min(STORE_SECRET_MIN_LENGTH, WebhookMessages.adminTokenTooShort).max(256).optional(),
});
export type ConnectStoreRequest = z.input<typeof ConnectStoreRequest>;

export const StoreWebhookReceipt = z.object({
  eventId: z.string(),
  topic: z.string(),
  email: z.string().nullable(),
  /** Store events recorded from it (spec 1 §3 keys), empty when it was ignored. */
  events: z.array(z.string()),
  /** Why nothing was recorded, when so. */
  note: z.string().nullable(),
  receivedOn: z.string(),
});
export type StoreWebhookReceipt = z.infer<typeof StoreWebhookReceipt>;

export const StoreWebhookAnswer = z
  .object({ received: z.literal(true), duplicate: z.boolean(), events: z.number(), note: z.string().nullable() })
  .meta({ example: { received: true, duplicate: false, events: 3, note: null } });
export type StoreWebhookAnswer = z.infer<typeof StoreWebhookAnswer>;

const STORE_ORDER_EXAMPLE = {
  id: 1001,
  email: 'ada@example.com',
  created_at: '2026-03-02T09:00:00Z',
  subtotal_price: '54.00',
  total_price: '59.00',
  payment_gateway_names: ['manual'],
  tags: 'vip, spring',
  discount_codes: [{ code: 'SPRING10' }],
  customer: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', orders_count: 3, total_spent: '210.00' },
  line_items: [{ title: 'Linen shirt', variant_title: 'M / Blue', sku: 'LS-M-BL', quantity: 2, price: '27.00', product_type: 'Shirts', product_tags: ['linen'], collections: ['Summer'] }],
};

// --- sending provider events -------------------------------------------------------------------------

export const SENDING_EVENT_TYPES = ['delivered', 'opened', 'clicked', 'bounced', 'complained', 'unsubscribed'] as const;
export const SendingEventType = z.enum(SENDING_EVENT_TYPES);
export type SendingEventType = z.infer<typeof SendingEventType>;

export const SendingEventInput = z
  .object({
    /** The provider's id of the event; a second delivery of the same id records nothing new. */
    id: z.string().trim().min(1).max(200),
    type: SendingEventType,
    email: z.string().trim().min(1).max(254),
    /** The campaign the email belonged to (sent to the provider as metadata); needed for campaign activity. */
    campaignId: z.number().int().positive().optional(),
    /**
     * The contact the email was sent to (sent to the provider as metadata with the campaign). Used only when the
     * contact is a recipient of that campaign; otherwise the event goes by its e-mail address and is counted in
     * `contactIdsIgnored`.
     */
    contactId: z.number().int().positive().optional(),
    /** When it happened: ISO 8601 or milliseconds since 1970; now when left out. */
    timestamp: z.union([z.string(), z.number()]).optional(),
    /** The link of a click. */
    url: z.string().max(2048).optional(),
    /** A hard bounce blocks the contact; a soft one is only recorded. */
    bounceType: z.enum(['hard', 'soft']).optional(),
    /** An open reported by Apple Mail Privacy Protection. */
    isApplePrivacyOpen: z.boolean().optional(),
  })
  .meta({ example: { id: 'evt_01HV3', type: 'clicked', email: 'ada@example.com', campaignId: 7, timestamp: '2026-03-02T09:00:00Z', url: 'https://example.com/spring' } });
export type SendingEventInput = z.infer<typeof SendingEventInput>;

export const SendingEventsRequest = z
  .object({
    events: batchOf(SendingEventInput),
  })
  .meta({
    example: {
      events: [
        { id: 'evt_01HV1', type: 'delivered', email: 'ada@example.com', campaignId: 7 },
        { id: 'evt_01HV2', type: 'bounced', email: 'old@example.com', campaignId: 7, bounceType: 'hard' },
      ],
    },
  });

/** SendGrid's Event Webhook posts at most this many events at once (it batches by size); each is read on its own. */
export const SENDGRID_POST_MAX = 10_000;

/**
 * SendGrid's Event Webhook post: a JSON array of events (event, email, timestamp, sg_event_id, custom args).
 * Each event is read on its own, so one Sendwell cannot use is skipped without failing the others.
 */
export const SendgridEventsPost = z
  .array(z.unknown())
  .min(1)
  .max(SENDGRID_POST_MAX)
  .meta({
    description: 'SendGrid Event Webhook: an array of events such as { event, email, timestamp, sg_event_id, campaignId }',
  });

/** One Postmark webhook post (Delivery, Open, Click, Bounce, SpamComplaint, SubscriptionChange). */
export const PostmarkWebhookPost = z.looseObject({ RecordType: z.string().max(100) }).meta({
  description: 'Postmark webhook: one record such as { RecordType, MessageID, Recipient, ReceivedAt, Metadata }',
});

/** An Amazon SNS message to an HTTPS subscription; a Notification carries an SES event as JSON in Message. */
export const SnsMessagePost = z
  .looseObject({
    Type: z.string().max(100),
    MessageId: z.string().max(200),
    TopicArn: z.string().max(1000),
  })
  .meta({
    description:
      'Amazon SNS: SubscriptionConfirmation (confirmed by fetching its SubscribeURL) or Notification with an SES event in Message; signed',
  });

/**
 * What a sender's webhook address accepts: Sendwell's own events from any sender (custom SMTP senders post
 * these), or the native post of the sender's provider, translated into Sendwell's events.
 */
export const SendingWebhookPost = z
  .union([SendingEventsRequest, SnsMessagePost, PostmarkWebhookPost, SendgridEventsPost], {
    // A body with `events` is meant as Sendwell's own, so what is wrong with it is said as for that format.
    error: (issue) => {
      const input = issue.input;
      const own = typeof input === 'object' && input !== null && !Array.isArray(input) && 'events' in input;
      return (own && issue.code === 'invalid_union' && issue.errors[0]?.[0]?.message) || WebhookMessages.sendingBodyUnknown;
    },
  })
  .meta({
    example: {
      events: [
        { id: 'evt_01HV1', type: 'delivered', email: 'ada@example.com', campaignId: 7 },
        { id: 'evt_01HV2', type: 'bounced', email: 'old@example.com', campaignId: 7, bounceType: 'hard' },
      ],
    },
  });
export type SendingWebhookPost = z.infer<typeof SendingWebhookPost>;

export const SendingEventsAnswer = z
  .object({
    recorded: z.number(),
    duplicates: z.number(),
    /** Provider events Sendwell does not read (SendGrid's processed or deferred, say) or cannot make out. */
    skipped: z.number(),
    /** Events that could not be used (unknown contact or campaign, bad fields), each with its reason. */
    errors: z.array(ItemError.extend({ index: z.number() })),
    /** Events whose contactId was not a recipient of their campaign, so went by their e-mail address; absent when none. */
    contactIdsIgnored: z.number().optional(),
    /** True when the post was an Amazon SNS subscription confirmation and the subscription is now confirmed. */
    subscriptionConfirmed: z.boolean().optional(),
  })
  .meta({ example: { recorded: 2, duplicates: 0, skipped: 0, errors: [] } });
export type SendingEventsAnswer = z.infer<typeof SendingEventsAnswer>;

export const SenderWebhook = z.object({
  senderId: z.number(),
  configured: z.boolean(),
  /** The start of the URL's secret token, to recognise it by. */
  tokenPrefix: z.string().nullable(),
  createdOn: z.string().nullable(),
  lastEventOn: z.string().nullable(),
});
export type SenderWebhook = z.infer<typeof SenderWebhook>;

// --- routes -----------------------------------------------------------------------------------------

const storeTags = ['store integration'] as const;
const sendingTags = ['sending events'] as const;
const senderParams = z.object({ id: z.coerce.number().int().positive() });

export const storeIntegrationRoutes = {
  getConnection: defineRoute({
    method: 'GET', path: '/api/integrations/store', access: 'account', tags: storeTags,
    summary: 'The connected store, or null',
    response: z.object({ connection: StoreConnection.nullable() }),
  }),
  connect: defineRoute({
    method: 'POST', path: '/api/integrations/store/connect', access: 'account', roles: FULL_ACCESS, tags: storeTags,
    summary: 'Connect a store with the shared secret its webhooks are signed with; replaces an earlier connection',
    body: ConnectStoreRequest, response: StoreConnection,
  }),
  disconnect: defineRoute({
    method: 'POST', path: '/api/integrations/store/disconnect', access: 'account', roles: FULL_ACCESS, tags: storeTags,
    summary: 'Disconnect the store: its webhooks are refused from now on; recorded events stay',
    response: Ok,
  }),
  latestEvents: defineRoute({
    method: 'GET', path: '/api/integrations/store/events', access: 'account', tags: storeTags,
    summary: `The latest ${STORE_EVENTS_SHOWN} webhooks received from the store, newest first`,
    response: z.object({ data: z.array(StoreWebhookReceipt) }),
  }),
  receive: defineRoute({
    method: 'POST', path: '/api/webhooks/store/:token', access: 'webhook', tags: storeTags,
    summary: 'Receive one store webhook (orders, checkouts, product and collection views)',
    description: [
      'Headers: X-Shopify-Hmac-Sha256 (base64 HMAC-SHA256 of the exact body with the shared secret), X-Shopify-Topic',
      `(${STORE_WEBHOOK_TOPICS.join(', ')}), X-Shopify-Event-Id or X-Shopify-Webhook-Id (a repeated id records nothing new).`,
      'A bad signature answers 401 and records nothing. A topic Sendwell does not read, or a payload without a customer',
      'e-mail, answers 200 with a note, so the store does not retry it.',
    ].join(' '),
    params: z.object({ token: z.string().min(1).max(100) }),
    body: z.record(z.string(), z.unknown()).meta({ example: STORE_ORDER_EXAMPLE }),
    response: StoreWebhookAnswer,
  }),
};

export const sendingEventRoutes = {
  getWebhook: defineRoute({
    method: 'GET', path: '/api/senders/:id/webhook', access: 'account', tags: sendingTags,
    summary: "Whether the sender's provider webhook is set up, and when it last delivered",
    params: senderParams, response: SenderWebhook,
  }),
  createWebhook: defineRoute({
    method: 'POST', path: '/api/senders/:id/webhook', access: 'account', roles: FULL_ACCESS, tags: sendingTags,
    summary: 'Create (or replace) the webhook URL a sending provider posts delivery events to; shown in full only now',
    params: senderParams, response: z.object({ senderId: z.number(), webhookUrl: z.string() }), status: 201,
  }),
  receive: defineRoute({
    method: 'POST', path: '/api/webhooks/sending/:token', access: 'webhook', tags: sendingTags,
    summary: "Receive delivery events from a sending provider, in Sendwell's format or the provider's own",
    description: [
      "The secret token in the address proves the sender. delivered records the campaign as sent to the contact;",
      'opened and clicked record campaign activity; a hard bounce blocks the contact; a complaint or an unsubscribe',
      "unsubscribes it. The contact's engagement counters and dynamic segments follow within seconds.",
      `The body is Sendwell's { events: [...] } (any sender; up to ${PUBLIC_API_BATCH_MAX.toLocaleString('en-US')} events),`,
      "or the native post of the sender's provider: SendGrid's Event Webhook array, one Postmark webhook record, or an",
      'Amazon SNS message carrying an SES event (its signature is checked, and a subscription confirmation is confirmed).',
      'The campaign comes from the custom args, metadata or message tags campaignId (or campaign_id).',
      'Provider events Sendwell does not read are skipped and counted; an event id already received records nothing new.',
    ].join(' '),
    params: z.object({ token: z.string().min(1).max(100) }),
    body: SendingWebhookPost, response: SendingEventsAnswer,
  }),
};
