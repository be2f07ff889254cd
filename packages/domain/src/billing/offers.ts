import type { ContactSlab, Currency } from './plans';
import { quotePlan, type BillingPeriod, type Quote } from './pricing';
import { addLocalMonths } from './renewal';

/**
 * Spec 2 §9: the welcome offer. An account's first paid plan is sold at a discount of the whole price (plan
 * and tax), and so are its renewals for six months from that first purchase; then the plan costs its full
 * price. The rate is ours (the spec names none): 10 percent, a first-purchase discount that is felt without
 * undercutting the list.
 */
export const WELCOME_OFFER_PERCENT = 10;
export const WELCOME_OFFER_MONTHS = 6;
/** The price summary's words for it. */
export const WELCOME_OFFER_LABEL = 'Welcome offer';
export const WELCOME_OFFER_NOTE = `Applicable for ${WELCOME_OFFER_MONTHS} months`;

export interface OfferedQuote extends Quote {
  /** Taken off the total (plan and tax) by the welcome offer; 0 without it. */
  discount: number;
}

/** A quote with the welcome offer taken off its whole price, rounded half up to a whole minor unit. */
export const withWelcomeOffer = <Q extends Quote>(quote: Q): Q & OfferedQuote => {
  const discount = Math.round((quote.total * WELCOME_OFFER_PERCENT) / 100);
  return { ...quote, discount, total: quote.total - discount };
};

/** When the welcome offer of a plan first bought at `firstPurchaseAt` ends, in the account's timezone. */
export const welcomeOfferEndsAt = (firstPurchaseAt: Date, timezone: string): Date =>
  addLocalMonths(firstPurchaseAt, WELCOME_OFFER_MONTHS, timezone);

/**
 * Spec 3 §2.11: a paid plan bought at a price that is no longer the list's price for the same plan, slab and
 * period is on older pricing: it keeps (and renews at) the price it was bought for while it keeps the plan.
 * Answers today's list price (before tax) and whether the plan's own differs; a plan no longer sold at its slab
 * has no list price and is on older pricing too. A plan with no cost (billed by a store) is never.
 */
export const pricingOf = (subscription: {
  planId: string;
  slab: number;
  period: BillingPeriod;
  currency: Currency;
  cost: number;
}): { isOldPricing: boolean; listCost: number | null } => {
  const quote = quotePlan({
    planId: subscription.planId,
    slab: subscription.slab as ContactSlab,
    period: subscription.period,
    currency: subscription.currency,
  });
  const listCost = typeof quote === 'string' ? null : quote.subtotal;
  return { isOldPricing: subscription.cost > 0 && listCost !== subscription.cost, listCost };
};
