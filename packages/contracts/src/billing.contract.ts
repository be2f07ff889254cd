import { z } from 'zod';
import { defineRoute, PLAN_TAG, PRIMARY_OWNER } from './route';

/** Plans and billing (spec 2 §2.3–2.8, §3, §7; spec 3 §2.11, §3, §9): the plans offered and what the account has. */

export const BillingCurrency = z.enum(['INR', 'USD']);
export const BillingPeriod = z.enum(['monthly', 'annual']);
export const PaidPlanId = z.enum(['lite', 'pro', 'max']);

/** One price tier of a plan: the contacts it covers and its price in minor units (spec 2 §3). */
export const PlanTier = z.object({
  starting_unit: z.number().int(),
  ending_unit: z.number().int(),
  price: z.number().int(),
});

export const PlanFeatures = z.object({
  maxContacts: z.number().int(),
  emailsPerContact: z.number().int(),
  extraEmailsPerStep: z.number().int(),
  extraContactsPerStep: z.number().int(),
  customDomains: z.number().int(),
  senderEmails: z.number().int(),
  teamMembers: z.number().int(),
  activeJourneys: z.number().int().nullable(),
  landingPages: z.number().int(),
  popupForms: z.number().int(),
  integrations: z.number().int(),
  ampWidgets: z.array(z.string()),
  support: z.array(z.string()),
  abTest: z.boolean(),
  clickMaps: z.boolean(),
  sendTimeOptimisation: z.boolean(),
  timezoneScheduling: z.boolean(),
  brandingRemoval: z.boolean(),
});

/** A plan as the chooser reads it, in one currency and billing period. */
export const BillingPlan = z.object({
  id: PaidPlanId,
  name: z.string(),
  index: z.number().int(),
  currency_code: BillingCurrency,
  period: BillingPeriod,
  tiers: z.array(PlanTier),
  features: PlanFeatures,
});
export type BillingPlan = z.infer<typeof BillingPlan>;

export const PlansResponse = z.object({
  plans: z.array(BillingPlan),
  /** Contacts a plan is bought for; the last is sold by the sales team ('250K+'). */
  slabs: z.array(z.number().int()),
  /**
   * The currency shown first: a paid plan's; else INR when the billing address is in India or, without an
   * address, the account's timezone is India's; else USD.
   */
  defaultCurrency: BillingCurrency,
});

/** Spec 2 §4.4: why a plan billed through Shopify is paused, ending or ended, for the billing screen. */
export const ShopifyPlanNotice = z.object({
  state: z.enum(['frozen', 'cancelling', 'ended']),
  message: z.string(),
  /** When the plan ends (cancelling) or ended. */
  at: z.string().nullable(),
});
export type ShopifyPlanNotice = z.infer<typeof ShopifyPlanNotice>;

/** Spec 2 §3: what the account has now. */
export const SubscriptionDetails = z.object({
  planName: z.string(),
  /** The plan's index among the paid plans (0 for the free plans), to tell upgrades from downgrades. */
  index: z.number().int(),
  isFreePlan: z.boolean(),
  subscriptionType: z.enum(['trial', 'free', 'monthly', 'annual']),
  /** What a period costs, in minor units of `currency`; 0 on a free plan. */
  subscriptionCost: z.number().int(),
  /**
   * Spec 3 §2.11: the paid plan was bought at a price the list no longer has for its plan, contacts and period.
   * It keeps `subscriptionCost` (and renews at it) while it keeps the plan; another plan is at today's prices.
   */
  isOldPricing: z.boolean(),
  /** Today's list price of the same plan, contacts and period, before tax; null on the free plans or when no longer sold. */
  listCost: z.number().int().nullable(),
  currency: BillingCurrency.nullable(),
  contactsAllocated: z.number().int(),
  emailsAllocated: z.number().int(),
  activeContacts: z.number().int(),
  trialDueDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  /**
   * Spec 2 §4.4: 'shopify' when a version 2 store integration is enabled and the subscription has no cost or is
   * billed by the store; prices are then in USD and plans are bought through the store.
   */
  billingPath: z.enum(['standard', 'shopify']),
  /** A plan billed through Shopify that Shopify froze or cancelled, or whose end returned the account to the Free Plan. */
  shopifyNotice: ShopifyPlanNotice.nullable(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetails>;

export const QuoteRequest = z.object({
  planId: PaidPlanId,
  numberOfContacts: z.number().int().positive(),
  period: BillingPeriod,
  currency: BillingCurrency,
});

export const PlanQuoteResponse = z.object({
  planId: PaidPlanId,
  numberOfContacts: z.number().int(),
  period: BillingPeriod,
  currency: BillingCurrency,
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  perMonth: z.number().int(),
  savings: z.number().int(),
  emailsPerMonth: z.number().int(),
});

export const BillingMessages = {
  contactLimitExceeded: 'Contact limit exceeded',
  contactSales: 'Talk to sales for more than 250,000 contacts',
  unknownPlan: 'This plan is not offered. Choose Lite, Pro or Max.',
  unknownSlab: 'Choose the number of contacts from the list.',
  somethingWrong: 'Something went wrong',
  subscriptionUpdated: 'Subscription plan updated',
  currentPlan: 'This is your current plan.',
  downgrade:
    'Moving to a smaller plan or fewer contacts is done on request: talk to sales and it takes effect at renewal.',
  unverified: "You'll have to first verify your account by clicking on the link sent to your email.",
  checkoutNotFound: 'This checkout link is not valid. Start the payment again from Plans and billing.',
  alreadySettled: 'This checkout is already finished.',
  cardDeclined: 'Your card was declined. Try another card.',
  cardInvalid: 'Use one of the test cards shown on this page.',
  paid: 'Payment received. You can close this page.',
  needsConfirmation: 'Your bank asks you to confirm this payment.',
  badSignature: 'The payment event signature is not valid.',
} as const;

export const CheckoutRequest = QuoteRequest.extend({
  /** Made once per click of 'Pay' by the browser: the same id sent again finds the same checkout. */
  requestId: z.string().min(8).max(100),
});

export const CheckoutResponse = z.object({ paymentId: z.string(), checkoutUrl: z.string() });

/** What the hosted checkout page shows before the card is entered. */
export const CheckoutSession = z.object({
  accountName: z.string(),
  description: z.string(),
  currency: BillingCurrency,
  subtotal: z.number().int(),
  tax: z.number().int(),
  /** Taken off by the welcome offer (spec 2 §9). */
  discount: z.number().int(),
  total: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed']),
  failureReason: z.string().nullable(),
});

export const SandboxPayRequest = z.object({
  cardNumber: z.string().trim().min(12).max(23),
  /** Sent on the second step for a card that asks the cardholder to confirm. */
  confirm: z.boolean().optional(),
});
export const SandboxPayResponse = z.object({
  outcome: z.enum(['succeeded', 'failed', 'requires_confirmation']),
  message: z.string(),
});

/** Test cards of the built-in sandbox provider, as on a real provider's test mode. */
export const SANDBOX_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  requiresConfirmation: '4000 0025 0000 3155',
  /** Saved as the card renewals are charged to, then declined when a renewal charges it (Stripe's 0341). */
  declinesRenewal: '4000 0000 0000 0341',
} as const;

/** One payment event as the sandbox provider signs it (header X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC>). */
export const SandboxPaymentEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  data: z.object({
    checkoutToken: z.string().min(1).max(200),
    amount: z.number().int(),
    currency: BillingCurrency,
    failureReason: z.string().max(500).optional(),
  }),
});
export type SandboxPaymentEvent = z.infer<typeof SandboxPaymentEvent>;

/** A row of the billing history (spec 3 §2.11): ID, Transaction, Emails added, Contacts added, Invoice amount. */
export const BillingHistoryEntry = z.object({
  id: z.string(),
  number: z.number().int(),
  transaction: z.string(),
  emailsAdded: z.number().int(),
  contactsAdded: z.number().int(),
  currency: BillingCurrency,
  amount: z.number().int(),
  paidAt: z.string(),
});

const tags = ['billing'] as const;

export const billingRoutes = {
  plans: defineRoute({
    method: 'GET',
    path: '/api/billing/plans',
    access: 'account',
    tags,
    summary:
      'The paid plans with their prices by contact slab in each currency and billing period, and their features',
    response: PlansResponse,
  }),
  subscription: defineRoute({
    method: 'GET',
    path: '/api/billing/subscription',
    access: 'account',
    tags,
    summary: "The account's plan, what it costs, and the contacts and email credits it allows and uses",
    response: SubscriptionDetails,
  }),
  quote: defineRoute({
    method: 'POST',
    path: '/api/billing/quote',
    access: 'account',
    tags,
    summary:
      'The price of a plan at a number of contacts over a period, with tax: what the checkout will charge',
    description:
      'Prices are computed on the server from the plan, contacts and period alone; 400 "Contact limit exceeded" past the plan\'s contacts, and a talk-to-sales answer past 200,000.',
    body: QuoteRequest,
    response: PlanQuoteResponse,
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/api/billing/checkout',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags: [...tags, PLAN_TAG],
    summary: "Start paying for a plan: fixes the server's quote and answers the hosted checkout page to open",
    description:
      'Only the primary owner, with a verified e-mail address. The plan changes when the payment provider confirms the payment, never on this call. The same requestId answers the same checkout.',
    body: CheckoutRequest,
    response: CheckoutResponse,
    status: 201,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/billing/history',
    access: 'account',
    tags,
    summary: 'The payments received, newest first',
    response: z.object({ data: z.array(BillingHistoryEntry) }),
  }),
  checkoutSession: defineRoute({
    method: 'GET',
    path: '/api/billing/sandbox/checkout/:token',
    access: 'public',
    tags,
    summary: "The built-in sandbox provider's hosted checkout: what is being paid for",
    params: z.object({ token: z.string().min(1).max(200) }),
    response: CheckoutSession,
  }),
  sandboxPay: defineRoute({
    method: 'POST',
    path: '/api/billing/sandbox/checkout/:token/pay',
    access: 'public',
    tags,
    summary: 'Pay on the sandbox checkout with a test card; the provider then sends its signed payment event',
    params: z.object({ token: z.string().min(1).max(200) }),
    body: SandboxPayRequest,
    response: SandboxPayResponse,
  }),
  sandboxWebhook: defineRoute({
    method: 'POST',
    path: '/api/billing/webhooks/sandbox',
    access: 'webhook',
    tags,
    summary: 'Payment events of the built-in sandbox provider, signed with the billing webhook secret',
    description:
      'Header X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">; older than 5 minutes or wrong answers 401 and changes nothing. An event id already applied changes nothing.',
    body: SandboxPaymentEvent,
    response: z.object({ applied: z.boolean() }),
  }),
};

/** A Stripe event as delivered; only its signature makes it believed, and the server reads it from the raw bytes. */
export const StripeWebhookEvent = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.looseObject({ object: z.looseObject({}) }),
});

export const stripeBillingRoutes = {
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/billing/webhooks/stripe',
    access: 'webhook',
    tags,
    summary:
      'Payment events of Stripe Checkout and renewal charges, signed with the endpoint secret (STRIPE_WEBHOOK_SECRET)',
    description:
      'Header Stripe-Signature, checked over the raw body; older than 5 minutes or wrong answers 401 and changes nothing, as does every call while Stripe is not configured. checkout.session.completed (paid), checkout.session.async_payment_succeeded, async_payment_failed and expired settle the payment of the session, in one transaction. payment_intent.succeeded of a checkout that saved the card keeps it for renewals; payment_intent.succeeded and payment_intent.payment_failed of a renewal charge settle the renewal invoice (the same charge recorded by the renewal job changes nothing again). The payment must be of the account the event names (404 otherwise). An event id already applied changes nothing; other events answer applied: false.',
    body: StripeWebhookEvent,
    response: z.object({ applied: z.boolean() }),
  }),
};

/** Why Stripe did not take a renewal charge of the saved card, as the invoice due says it. */
export const StripeRenewalMessages = {
  authenticationRequired:
    'Your bank asks you to confirm this payment. Pay this invoice to confirm it and keep your plan.',
  notCharged: 'Stripe could not charge your saved card. Pay this invoice to keep your plan.',
} as const;

/** Spec 2 §2.7: a smaller plan is not bought but asked for; the sales team makes the change at renewal. */
export const DowngradeRequest = QuoteRequest.omit({ currency: true });
export const DowngradeRequestAnswer = z.object({
  request: z
    .object({
      planId: PaidPlanId,
      numberOfContacts: z.number().int(),
      period: BillingPeriod,
      requestedAt: z.string(),
    })
    .nullable(),
});

export const DowngradeMessages = {
  notADowngrade: 'Only a smaller plan or fewer contacts than the current plan can be requested.',
  requested: 'Downgrade requested. Our team will confirm it by email, and it takes effect at renewal.',
} as const;

export const downgradeRoutes = {
  getDowngradeRequest: defineRoute({
    method: 'GET',
    path: '/api/billing/downgrade-request',
    access: 'account',
    tags,
    summary: 'The downgrade the primary owner asked for, if one is open',
    response: DowngradeRequestAnswer,
  }),
  requestDowngrade: defineRoute({
    method: 'PUT',
    path: '/api/billing/downgrade-request',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags: [...tags, PLAN_TAG],
    summary:
      'Ask for a smaller plan or fewer contacts from the next renewal; asking again replaces the request',
    description:
      'Only the primary owner; 400 when the plan asked for is not smaller than the current paid plan. Nothing is charged and the plan does not change on this call.',
    body: DowngradeRequest,
    response: DowngradeRequestAnswer,
  }),
};
