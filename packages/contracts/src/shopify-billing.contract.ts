import { z } from 'zod';
import { BillingPeriod, PaidPlanId } from './billing.contract';
import { defineRoute, PLAN_TAG, PRIMARY_OWNER } from './route';

/** Spec 2 §4.4, §7: plans bought through the store's own billing (a Shopify app subscription), in USD. */

export const ShopifyBillingMessages = {
  notShopifyBilled: 'This account is not billed through Shopify. Choose a plan from Plans and billing.',
  shopifyBilled:
    'This account is billed through Shopify. Choose a plan from Plans and billing to buy it there.',
  declined: 'The subscription was declined in Shopify. Nothing was charged.',
  unavailable: 'Shopify did not answer. Try again in a few minutes.',
  badSignature: 'The Shopify webhook signature is not valid.',
  frozen:
    'Shopify has put your subscription on hold because a payment is overdue. Paid features are paused until Shopify reactivates it.',
  frozenLimits: (senders: number, team: number) =>
    `Until then the account has the Free Plan's email allowance, ${senders} sender email${senders === 1 ? '' : 's'} and a team of ${team}, and credits cannot be bought.`,
  frozenTopUp:
    'Credits cannot be bought while Shopify holds your subscription on hold. Reactivate it in Shopify first.',
  frozenSenders: (limit: number) =>
    `While Shopify holds your subscription on hold, the account keeps the Free Plan's ${limit} sender ${limit === 1 ? 'email' : 'emails'}. Reactivate it in Shopify to add more.`,
  frozenTeam: (limit: number) =>
    `While Shopify holds your subscription on hold, the team is limited to the Free Plan's ${limit} ${limit === 1 ? 'member' : 'members'}. Reactivate it in Shopify to invite more.`,
  cancelling:
    'Your Shopify subscription was cancelled. Your plan stays until the end of the period you paid for, then the account moves to the Free Plan.',
  ended: {
    CANCELLED: 'Your Shopify subscription was cancelled, so the account moved to the Free Plan.',
    DECLINED: 'Your Shopify subscription was declined, so the account moved to the Free Plan.',
    EXPIRED: 'Your Shopify subscription expired, so the account moved to the Free Plan.',
  },
} as const;

export const ShopifySubscriptionRequest = z.object({
  planId: PaidPlanId,
  numberOfContacts: z.number().int().positive(),
  period: BillingPeriod.default('monthly'),
  /** The charge the browser showed; read for nothing, since the server prices every order itself. */
  paymentCharges: z.number().nonnegative().optional(),
  /** Made once per click: the same id answers the same subscription request. */
  requestId: z.string().min(8).max(100),
});
export type ShopifySubscriptionRequest = z.input<typeof ShopifySubscriptionRequest>;

export const ShopifySubscriptionAnswer = z.object({
  paymentId: z.string(),
  /** Shopify's confirmation page for the subscription; the browser opens it. */
  paymentLink: z.string(),
});

export const ShopifyConfirmation = z.object({
  status: z.enum(['pending', 'paid', 'failed']),
  failureReason: z.string().nullable(),
});
export type ShopifyConfirmation = z.infer<typeof ShopifyConfirmation>;

/** An app_subscriptions/update delivery as Shopify sends it; only its signature makes it believed. */
export const ShopifyAppSubscriptionWebhook = z.looseObject({
  app_subscription: z.looseObject({
    admin_graphql_api_id: z.string().min(1).max(255),
    status: z.string().min(1).max(50),
    /** When the subscription took this status: a delivery older than the state known changes nothing. */
    updated_at: z.string().max(64).optional(),
  }),
});
export type ShopifyAppSubscriptionWebhook = z.infer<typeof ShopifyAppSubscriptionWebhook>;

const tags = ['billing'] as const;

export const shopifyBillingRoutes = {
  createSubscription: defineRoute({
    method: 'POST',
    path: '/api/billing/shopify/subscription',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags: [...tags, PLAN_TAG],
    summary: 'Create or upgrade the plan through Shopify billing: answers the confirmation page to open',
    description:
      "Only for an account on the Shopify billing path (spec 2 §4.4), only the primary owner, with a verified e-mail address (403 otherwise). A smaller plan is refused unless the account's shopifyPlanDowngrade flag is on. The plan changes when Shopify confirms the subscription, never on this call.",
    body: ShopifySubscriptionRequest,
    response: ShopifySubscriptionAnswer,
    status: 201,
  }),
  confirmSubscription: defineRoute({
    method: 'POST',
    path: '/api/billing/shopify/subscription/:paymentId/confirm',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags: [...tags, PLAN_TAG],
    summary: 'After Shopify sends the browser back: asks Shopify for the subscription status and applies it',
    description:
      'The status is read from Shopify, never from the browser; an active subscription changes the plan once.',
    params: z.object({ paymentId: z.string().uuid() }),
    response: ShopifyConfirmation,
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/api/billing/webhooks/shopify',
    access: 'webhook',
    tags,
    summary: "Shopify's app_subscriptions/update webhook, signed with the app secret",
    description:
      "Header X-Shopify-Hmac-Sha256 (base64 HMAC-SHA256 of the raw body with the store connection's secret) and X-Shopify-Shop-Domain naming a live version 2 connection; anything else answers 401 and changes nothing. A delivery id (X-Shopify-Webhook-Id) already applied changes nothing.",
    body: ShopifyAppSubscriptionWebhook,
    response: z.object({ applied: z.boolean() }),
  }),
};
