import { randomBytes } from 'node:crypto';
import { FULL_ACCESS, PRIMARY_OWNER, TEAM_ADMINS } from '@sendwell/contracts';
import { seedPayment } from '../billing-usage';
import { verifyMembersOf } from './fixtures';
import { t, type RouteTable } from './route-table';

const address = {
  first_name: 'Zoë',
  last_name: 'Rao',
  company: 'Acme',
  email: 'billing@example.com',
  line1: '1 Main Road',
  line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'IN',
  phone: '+91 98765 43210',
  vat_number: '',
};


const plan = { planId: 'pro', numberOfContacts: 10_000, period: 'monthly', currency: 'USD' } as const;

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const billingPermissions: RouteTable = {
  // Every member reads the plans, the account's subscription, prices and the history.
  'GET /api/billing/plans': { access: 'account' },
  'GET /api/billing/subscription': { access: 'account' },
  'POST /api/billing/quote': { access: 'account', input: () => ({ body: plan }) },
  'GET /api/billing/history': { access: 'account' },
  // Every member sees which integrations the plan includes; the owner and admins ask for one to be set up.
  'GET /api/integrations': { access: 'account' },
  'POST /api/integrations/:key/setup-request': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: () => ({ params: { key: 'zapier' } }),
  },
  // Paying changes the plan: the primary owner alone, with a verified address.
  'POST /api/billing/checkout': {
    access: 'account',
    roles: PRIMARY_OWNER,
    input: async ({ a }) => {
      await verifyMembersOf(a.accountId);
      return { body: { ...plan, requestId: randomBytes(8).toString('hex') } };
    },
  },
  // The hosted checkout is opened by whoever holds its secret link, as on a provider's page.
  'GET /api/billing/sandbox/checkout/:token': {
    access: 'public',
    input: () => ({ params: { token: 'unknown' } }),
  },
  'POST /api/billing/sandbox/checkout/:token/pay': {
    access: 'public',
    input: () => ({ params: { token: 'unknown' }, body: { cardNumber: '4242 4242 4242 4242' } }),
  },
  // Proven by its signature, never by the cookie.
  'POST /api/billing/webhooks/sandbox': {
    access: 'webhook',
    csrfExempt: true,
    input: () => ({
      body: {
        id: 'evt_1',
        type: 'payment.succeeded',
        data: { checkoutToken: 'unknown', amount: 100, currency: 'USD' },
      },
    }),
  },
  // Usage reads for every member; its report is a download, so not for limited access.
  'GET /api/billing/usage': { access: 'account' },
  // What the plan allows of senders, team and domains: every member sees why an add button is disabled.
  'GET /api/billing/plan-limits': { access: 'account' },
  'GET /api/billing/usage/report.csv': { access: 'account', roles: FULL_ACCESS },
  // Invoices: the primary owner and admins; another account's payment is not found.
  'GET /api/billing/invoices/:id.pdf': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: async ({ a }) => ({ params: { id: await seedPayment(t.ctx.db, a.accountId, {}) } }),
    crossAccount: async ({ b }) => ({ params: { id: await seedPayment(t.ctx.db, b.accountId, {}) } }),
  },
  'GET /api/v1/usage': { access: 'apiKey' },
  // The billing address is read by every member and written by the primary owner alone.
  'GET /api/billing/address': { access: 'account' },
  'POST /api/billing/address': {
    access: 'account',
    roles: PRIMARY_OWNER,
    input: async ({ a }) => {
      await verifyMembersOf(a.accountId);
      return { body: address };
    },
  },
  'POST /api/billing/checkout/quote': {
    access: 'account',
    input: () => ({ body: { ...plan, kind: 'plan' } }),
  },
  // Buying credits is paying: the primary owner alone.
  'POST /api/billing/top-ups/emails': {
    access: 'account',
    roles: PRIMARY_OWNER,
    input: async ({ a }) => {
      await verifyMembersOf(a.accountId);
      return { body: { topUpQuantity: 1, isRecurring: false, requestId: randomBytes(8).toString('hex') } };
    },
  },
  'POST /api/billing/top-ups/contacts': {
    access: 'account',
    roles: PRIMARY_OWNER,
    input: async ({ a }) => {
      await verifyMembersOf(a.accountId);
      return { body: { topUpQuantity: 1, isRecurring: false, requestId: randomBytes(8).toString('hex') } };
    },
  },
  'GET /api/billing/payments/:paymentId': {
    access: 'account',
    input: async ({ a }) => ({ params: { paymentId: await seedPayment(t.ctx.db, a.accountId, { status: 'pending' }) } }),
    crossAccount: async ({ b }) => ({ params: { paymentId: await seedPayment(t.ctx.db, b.accountId, { status: 'pending' }) } }),
  },
  'GET /api/billing/payment-method': { access: 'account' },
  'POST /api/billing/payment-method': {
    access: 'account',
    roles: PRIMARY_OWNER,
    input: async ({ a }) => {
      await verifyMembersOf(a.accountId);
      return { body: { cardNumber: '4242 4242 4242 4242' } };
    },
  },
};

/** Stripe's webhook: proven by the Stripe-Signature header (401 without it, or while Stripe is not configured). */
billingPermissions['POST /api/billing/webhooks/stripe'] = {
  access: 'webhook',
  csrfExempt: true,
  input: () => ({
    body: { id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1' } } },
  }),
};

/** A paid Max subscription for the account, so a smaller plan is a downgrade it may ask for. */
const onMax = async (accountId: string) => {
  const start = new Date('2026-01-01T00:00:00Z');
  await t.ctx.db
    .insertInto('billing_subscriptions')
    .values({
      account_id: accountId,
      plan_id: 'max',
      currency: 'USD',
      period: 'monthly',
      contact_slab: 10_000,
      cost: 100,
      current_period_start: start,
      current_period_end: new Date('2026-02-01T00:00:00Z'),
    })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
};

// Every member sees a downgrade asked for; only the primary owner asks (it changes the plan).
billingPermissions['GET /api/billing/downgrade-request'] = { access: 'account' };
billingPermissions['PUT /api/billing/downgrade-request'] = {
  access: 'account',
  roles: PRIMARY_OWNER,
  input: async ({ a }) => {
    await onMax(a.accountId);
    return { body: { planId: 'lite', numberOfContacts: 2_500, period: 'monthly' } };
  },
};

/** A settled Shopify payment of the account: confirming it reads nothing from Shopify. */
const shopifyPaymentIn = async (accountId: string) => {
  const paymentId = await seedPayment(t.ctx.db, accountId, { provider: 'shopify', currency: 'USD' });
  await t.ctx.db
    .updateTable('billing_payments')
    .set({ provider_reference: `gid://shopify/AppSubscription/${randomBytes(4).readUInt32BE()}` })
    .where('id', '=', paymentId)
    .execute();
  return { params: { paymentId } };
};

// Spec 2 §4.4: buying through Shopify is paying, the primary owner's alone; without a Shopify store it answers 409.
billingPermissions['POST /api/billing/shopify/subscription'] = {
  access: 'account',
  roles: PRIMARY_OWNER,
  input: async ({ a }) => {
    await verifyMembersOf(a.accountId);
    return { body: { planId: 'pro', numberOfContacts: 10_000, period: 'monthly', requestId: randomBytes(8).toString('hex') } };
  },
};
billingPermissions['POST /api/billing/shopify/subscription/:paymentId/confirm'] = {
  access: 'account',
  roles: PRIMARY_OWNER,
  input: ({ a }) => shopifyPaymentIn(a.accountId),
  crossAccount: ({ b }) => shopifyPaymentIn(b.accountId),
};
/** Shopify's app_subscriptions/update webhook: proven by X-Shopify-Hmac-Sha256 with a connected store's secret. */
billingPermissions['POST /api/billing/webhooks/shopify'] = {
  access: 'webhook',
  csrfExempt: true,
  input: () => ({ body: { app_subscription: { admin_graphql_api_id: 'gid://shopify/AppSubscription/1', status: 'ACTIVE' } } }),
};
