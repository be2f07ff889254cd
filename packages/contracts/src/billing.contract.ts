import { z } from 'zod';
import { defineRoute } from './route';

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
  /** The currency shown first: the account's, or INR for an address in India. */
  defaultCurrency: BillingCurrency,
});

/** Spec 2 §3: what the account has now. */
export const SubscriptionDetails = z.object({
  planName: z.string(),
  /** The plan's index among the paid plans (0 for the free plans), to tell upgrades from downgrades. */
  index: z.number().int(),
  isFreePlan: z.boolean(),
  subscriptionType: z.enum(['trial', 'free', 'monthly', 'annual']),
  /** What a period costs, in minor units of `currency`; 0 on a free plan. */
  subscriptionCost: z.number().int(),
  currency: BillingCurrency.nullable(),
  contactsAllocated: z.number().int(),
  emailsAllocated: z.number().int(),
  activeContacts: z.number().int(),
  trialDueDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
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
} as const;

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
};
