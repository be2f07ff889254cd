import { z } from 'zod';
import {
  BillingCurrency,
  BillingPeriod,
  CheckoutResponse,
  PaidPlanId,
  QuoteRequest,
} from './billing.contract';
import { defineRoute, PLAN_TAG, PRIMARY_OWNER } from './route';

/**
 * The account's side of paying (spec 2 §2.5, §3, §4.3, §5.4, §7): the billing address, credit top-ups, one
 * quote for every checkout, the payment the payment modal waits on, and the card kept for renewals.
 */

/** The longest each billing address field may be, in characters (code points: an emoji is one). */
export const BILLING_ADDRESS_MAX_LENGTH = {
  first_name: 100,
  last_name: 100,
  company: 200,
  email: 254,
  line1: 300,
  line2: 300,
  city: 100,
  state: 100,
  zip: 20,
  country: 2,
  phone: 30,
  vat_number: 15,
} as const;

/** What the payment modal shows beside a field that is too long; the server answers the same. */
export const billingAddressTooLong = (max: number) => `Use at most ${max.toLocaleString('en-US')} characters`;

const field = (name: keyof typeof BILLING_ADDRESS_MAX_LENGTH) => {
  const max = BILLING_ADDRESS_MAX_LENGTH[name];
  return z.string().max(max, billingAddressTooLong(max));
};

/** Spec 2 §3: the 12 keys of the billing address; line2 and vat_number (the Indian GSTIN) may be empty. */
export const BillingAddressBody = z.object({
  first_name: field('first_name'),
  last_name: field('last_name'),
  company: field('company'),
  email: field('email'),
  line1: field('line1'),
  line2: field('line2'),
  city: field('city'),
  state: field('state'),
  zip: field('zip'),
  country: field('country'),
  phone: field('phone'),
  vat_number: field('vat_number'),
});

export const BillingAddressResponse = z.object({
  /** Null until the primary owner first saves one. */
  address: BillingAddressBody.nullable(),
});

export const TopUpKind = z.enum(['emails', 'contacts']);

/** Spec 2 §3 'Top-up': slider steps (1 to 20) and whether the email credits come back every month. */
export const TopUpRequest = z.object({
  topUpQuantity: z.number().int(),
  isRecurring: z.boolean().default(false),
});

/** One thing to pay for: a plan (a new one or an upgrade) or a credit top-up on the current plan. */
export const CheckoutOrder = z.discriminatedUnion('kind', [
  QuoteRequest.extend({ kind: z.literal('plan') }),
  TopUpRequest.extend({ kind: TopUpKind }),
]);
export type CheckoutOrder = z.infer<typeof CheckoutOrder>;

/** What the payment modal's side panel shows: every figure priced by the server. */
export const CheckoutQuote = z.object({
  kind: z.enum(['plan', 'emails', 'contacts']),
  planId: PaidPlanId,
  planName: z.string(),
  period: BillingPeriod.nullable(),
  currency: BillingCurrency,
  /** 'Pro plan, 10,000 contacts, billed monthly' or '40,000 extra email credits (Pro plan)'. */
  description: z.string(),
  /** 'What you will get'. */
  benefits: z.array(z.string()),
  subtotal: z.number().int(),
  tax: z.number().int(),
  /** Spec 2 §9: taken off the whole price (plan and tax) by the welcome offer on a first plan; else 0. */
  discount: z.number().int(),
  /** The welcome offer's rate and how many months of renewals keep it; null when it does not apply. */
  welcomeOffer: z.object({ percent: z.number().int(), months: z.number().int() }).nullable(),
  /** What is charged: subtotal and tax, less the discount. */
  total: z.number().int(),
  /** Plans: the contacts bought. Top-ups: slider steps, the credits they add, and the price of one step. */
  numberOfContacts: z.number().int().nullable(),
  steps: z.number().int().nullable(),
  units: z.number().int(),
  stepPrice: z.number().int().nullable(),
  isRecurring: z.boolean(),
  /** What the billing history will show as added once paid. */
  emailsAdded: z.number().int(),
  contactsAdded: z.number().int(),
  /** Top-ups: the modes offered (spec 2 §9: monthly only for email credits on a monthly plan). */
  modes: z.array(z.enum(['oneTime', 'monthly'])),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuote>;

const requestId = z.string().min(8).max(100);

export const BillingPaymentStatus = z.object({
  id: z.string(),
  kind: z.enum(['plan', 'emails', 'contacts']),
  status: z.enum(['pending', 'paid', 'failed']),
  failureReason: z.string().nullable(),
  emailsAdded: z.number().int(),
  contactsAdded: z.number().int(),
});

export const PaymentMethodResponse = z.object({
  /** Null until a card is saved. */
  card: z.object({ brand: z.string(), last4: z.string(), updatedAt: z.string() }).nullable(),
});

export const BillingAccountMessages = {
  topUpNeedsPlan: 'Credits are added to a paid plan. Choose a plan first.',
  topUpSteps: 'Choose between 1 and 20 steps.',
  recurringNotOffered: 'Monthly email credits are offered on monthly plans only. Choose one-time.',
  paymentNotFound: 'This payment was not found.',
  addressSaved: 'Billing address saved',
  paymentMethodSaved: 'Payment method updated',
  emailCreditsAdded: (n: number) => `${n.toLocaleString('en-US')} email credits added successfully`,
  contactCreditsAdded: (n: number) => `${n.toLocaleString('en-US')} contact credits added successfully`,
} as const;

const tags = ['billing'] as const;

export const billingAccountRoutes = {
  getAddress: defineRoute({
    method: 'GET',
    path: '/api/billing/address',
    access: 'account',
    tags,
    summary: "The account's billing address, as the payment modal's first step shows it",
    response: BillingAddressResponse,
  }),
  updateAddress: defineRoute({
    method: 'POST',
    path: '/api/billing/address',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags: [...tags, PLAN_TAG],
    summary: 'Update the billing address (spec 2 §5.4 rules)',
    description:
      'Required: every field but line2 and vat_number. Phone longer than 8 characters; "Please enter valid email"; the GSTIN only for country IN, kept in capitals, "Invalid GSTIN" otherwise. Needs a verified e-mail address.',
    body: BillingAddressBody,
    response: BillingAddressResponse,
  }),
  quoteCheckout: defineRoute({
    method: 'POST',
    path: '/api/billing/checkout/quote',
    access: 'account',
    tags,
    summary:
      'The price of a plan or a credit top-up with tax, and what it gives: what the checkout will charge',
    description:
      'Prices come from the plan, contacts, period or slider steps alone; a price the browser sends is ignored.',
    body: CheckoutOrder,
    response: CheckoutQuote,
  }),
  addTopUpToFixedPlan: defineRoute({
    method: 'POST',
    path: '/api/billing/top-ups/emails',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags: [...tags, PLAN_TAG],
    summary: 'Buy extra email credits on the current plan: answers the hosted checkout to open',
    description:
      'The credits are added when the payment provider confirms the payment. The same requestId answers the same checkout.',
    body: TopUpRequest.extend({ requestId }),
    response: CheckoutResponse,
    status: 201,
  }),
  addContactsTopUpToFixedPlan: defineRoute({
    method: 'POST',
    path: '/api/billing/top-ups/contacts',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags: [...tags, PLAN_TAG],
    summary: 'Buy extra contacts on the current plan, priced pro rata for the rest of the period',
    description:
      'The contacts are added when the payment provider confirms the payment. The same requestId answers the same checkout.',
    body: TopUpRequest.extend({ requestId }),
    response: CheckoutResponse,
    status: 201,
  }),
  payment: defineRoute({
    method: 'GET',
    path: '/api/billing/payments/:paymentId',
    access: 'account',
    tags,
    summary: 'Where a payment stands: pending until the provider confirms it, then paid or failed',
    params: z.object({ paymentId: z.string().uuid() }),
    response: BillingPaymentStatus,
  }),
  getPaymentMethod: defineRoute({
    method: 'GET',
    path: '/api/billing/payment-method',
    access: 'account',
    tags,
    summary: 'The card renewals are charged to',
    response: PaymentMethodResponse,
  }),
  updatePaymentMethod: defineRoute({
    method: 'POST',
    path: '/api/billing/payment-method',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags: [...tags, PLAN_TAG],
    summary: "Change the card renewals are charged to, on the sandbox provider's setup page",
    body: z.object({ cardNumber: z.string().trim().min(12).max(23) }),
    response: PaymentMethodResponse,
  }),
};
