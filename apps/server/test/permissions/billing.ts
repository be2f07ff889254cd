import { randomBytes } from 'node:crypto';
import { PRIMARY_OWNER } from '@sendwell/contracts';
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

/** A pending payment of an account, straight in the ledger. */
const paymentIn = async (accountId: string) =>
  (
    await t.ctx.db
      .insertInto('billing_payments')
      .values({
        account_id: accountId,
        kind: 'plan',
        plan_id: 'pro',
        period: 'monthly',
        contact_slab: 10_000,
        currency: 'USD',
        subtotal: 100,
        tax: 0,
        total: 100,
        provider: 'sandbox',
        checkout_token: randomBytes(24).toString('base64url'),
        request_id: randomBytes(8).toString('hex'),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const plan = { planId: 'pro', numberOfContacts: 10_000, period: 'monthly', currency: 'USD' } as const;

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const billingPermissions: RouteTable = {
  // Every member reads the plans, the account's subscription, prices and the history.
  'GET /api/billing/plans': { access: 'account' },
  'GET /api/billing/subscription': { access: 'account' },
  'POST /api/billing/quote': { access: 'account', input: () => ({ body: plan }) },
  'GET /api/billing/history': { access: 'account' },
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
    input: async ({ a }) => ({ params: { paymentId: await paymentIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { paymentId: await paymentIn(b.accountId) } }),
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
