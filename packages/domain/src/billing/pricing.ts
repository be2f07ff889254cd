import { findPlan, type ContactSlab, type Currency, type PlanDefinition } from './plans';

/**
 * The price of a plan or a top-up as the checkout shows it and the ledger records it: exact in minor
 * units, with the tax the currency carries (spec 2 §8–9, spec 3 §9).
 */

export type BillingPeriod = 'monthly' | 'annual';

/** Spec 3 §9: annual billing saves 20 percent. */
export const ANNUAL_DISCOUNT_PERCENT = 20;
/** Spec 2 §9: 18 percent GST on INR charges, none on USD. */
export const GST_PERCENT = 18;
/** Spec 2 §9: the top-up slider has 20 steps; each costs 1,500 INR or 20 USD. */
export const TOP_UP_STEPS = 20;
export const TOP_UP_STEP_PRICE: Record<Currency, number> = { INR: 1_500_00, USD: 20_00 };

export interface Quote {
  currency: Currency;
  /** Before tax. */
  subtotal: number;
  tax: number;
  total: number;
}

/** A percentage of an amount in minor units, rounded half up to a whole minor unit. */
const percentOf = (amount: number, percent: number): number => Math.round((amount * percent) / 100);

/** An amount before tax with the tax its currency carries (18 % GST on INR, none on USD). */
export const withTax = (currency: Currency, subtotal: number): Quote => {
  const tax = currency === 'INR' ? percentOf(subtotal, GST_PERCENT) : 0;
  return { currency, subtotal, tax, total: subtotal + tax };
};

export interface PlanQuote extends Quote {
  planId: PlanDefinition['id'];
  slab: ContactSlab;
  period: BillingPeriod;
  /** What a month costs on this period, before tax: the figure plan cards show. */
  perMonth: number;
  /** What the period saves against paying monthly, before tax. */
  savings: number;
}

export type PlanQuoteRefusal = 'UNKNOWN_PLAN' | 'CONTACT_LIMIT_EXCEEDED' | 'CONTACT_SALES';

/**
 * The charge for a plan at a slab over a period. A slab past the plan's limit answers
 * 'CONTACT_LIMIT_EXCEEDED'; the '250K+' slab 'CONTACT_SALES'. The server quotes from the plan id, slab and
 * period alone, so a price sent by a browser is never used.
 */
export const quotePlan = (request: {
  planId: string;
  slab: ContactSlab;
  period: BillingPeriod;
  currency: Currency;
}): PlanQuote | PlanQuoteRefusal => {
  const plan = findPlan(request.planId);
  if (!plan) return 'UNKNOWN_PLAN';
  if (request.slab > plan.maxContacts) return 'CONTACT_LIMIT_EXCEEDED';
  const monthly = plan.monthlyPrice[request.currency][request.slab];
  if (monthly === undefined) return 'CONTACT_SALES';
  const months = request.period === 'annual' ? 12 : 1;
  const full = monthly * months;
  const subtotal = request.period === 'annual' ? full - percentOf(full, ANNUAL_DISCOUNT_PERCENT) : full;
  return {
    ...withTax(request.currency, subtotal),
    planId: plan.id,
    slab: request.slab,
    period: request.period,
    perMonth: Math.round(subtotal / months),
    savings: full - subtotal,
  };
};

export type TopUpKind = 'emails' | 'contacts';

export interface TopUpQuote extends Quote {
  kind: TopUpKind;
  steps: number;
  /** Email credits or contacts added. */
  units: number;
}

/**
 * Extra email credits or contacts, in slider steps (1 to 20). Contacts are charged pro rata for what is
 * left of the billing period (spec 2 §9); email credits at the full step price.
 */
export const quoteTopUp = (request: {
  planId: string;
  kind: TopUpKind;
  steps: number;
  currency: Currency;
  /** For contacts: days left in the period and its length. */
  period?: { daysLeft: number; days: number };
}): TopUpQuote | 'UNKNOWN_PLAN' | 'INVALID_STEPS' => {
  const plan = findPlan(request.planId);
  if (!plan) return 'UNKNOWN_PLAN';
  if (!Number.isInteger(request.steps) || request.steps < 1 || request.steps > TOP_UP_STEPS)
    return 'INVALID_STEPS';
  const full = TOP_UP_STEP_PRICE[request.currency] * request.steps;
  const share =
    request.kind === 'contacts' && request.period
      ? Math.min(1, Math.max(0, request.period.daysLeft) / Math.max(1, request.period.days))
      : 1;
  const perStep = request.kind === 'emails' ? plan.extraEmailsPerStep : plan.extraContactsPerStep;
  return {
    ...withTax(request.currency, Math.round(full * share)),
    kind: request.kind,
    steps: request.steps,
    units: perStep * request.steps,
  };
};

/** Spec 2 §9: the one-time or monthly choice is offered for email credits on monthly plans only. */
export const topUpModes = (kind: TopUpKind, period: BillingPeriod): readonly ('oneTime' | 'monthly')[] =>
  kind === 'emails' && period === 'monthly' ? ['oneTime', 'monthly'] : ['oneTime'];

export type PlanChange = 'current' | 'upgrade' | 'downgrade';

/**
 * How a chosen plan and slab relate to the account's: the same is the current plan (disabled on its card),
 * a lower plan or fewer contacts is a downgrade (sent as a request, never charged), anything else an upgrade.
 */
export const planChange = (
  current: { planId: string; slab: number } | null,
  chosen: { planId: PlanDefinition['id']; slab: number },
): PlanChange => {
  const from = current && findPlan(current.planId);
  const to = findPlan(chosen.planId);
  if (!from || !to || !current) return 'upgrade';
  if (from.id === to.id && current.slab === chosen.slab) return 'current';
  if (to.rank < from.rank || (to.rank === from.rank && chosen.slab < current.slab)) return 'downgrade';
  return 'upgrade';
};

/** An amount in minor units as the UI shows it: '₹1,299' or '$15.50' (INR grouped the Indian way). */
export const formatMoney = (amount: number, currency: Currency): string =>
  new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount / 100);
