import {
  BillingAccountMessages,
  BillingMessages,
  type CheckoutOrder,
  type CheckoutQuote,
} from '@sendwell/contracts';
import {
  findPlan,
  planChange,
  quoteTopUp,
  TOP_UP_STEP_PRICE,
  topUpModes,
  WELCOME_OFFER_MONTHS,
  WELCOME_OFFER_PERCENT,
} from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../platform/errors';
import { findSubscriptionPeriod } from './billing-account.repository';
import { findSubscription } from './billing.repository';
import { assertNotFrozenForTopUp } from './frozen-plan';
import { describePayment, describePlanQuote } from './payment-description';
import { quotePlanPrice } from './quote-plan';
import { offerOnPurchase } from './welcome-offer';

const DAY_MS = 24 * 60 * 60 * 1000;
const count = (n: number) => n.toLocaleString('en-US');
const day = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * POST /api/billing/checkout/quote, and the price every checkout fixes: a plan (new or upgrade) or a credit
 * top-up on the current paid plan, priced from the order alone (never a browser's figures). Every check of
 * what may be bought lives here: downgrades and the current plan are refused, top-ups need a paid plan, are
 * 1 to 20 steps, recur only where offered, and contacts are charged pro rata for the rest of the period.
 */
export const quoteCheckout = async (
  db: Db,
  accountId: string,
  order: CheckoutOrder,
  now: Date,
): Promise<CheckoutQuote> => {
  if (order.kind === 'plan') {
    const quote = quotePlanPrice(order);
    const current = await findSubscription(db, accountId);
    const change = planChange(current ? { planId: current.planId, slab: current.contactSlab } : null, {
      planId: quote.planId,
      slab: quote.numberOfContacts,
    });
    if (change === 'downgrade') throw new BadRequestError(BillingMessages.downgrade);
    if (change === 'current' && current?.period === quote.period)
      throw new BadRequestError(BillingMessages.currentPlan);
    const plan = findPlan(quote.planId)!;
    const price = await offerOnPurchase(db, accountId, quote);
    return {
      kind: 'plan',
      planId: quote.planId,
      planName: plan.name,
      period: quote.period,
      currency: quote.currency,
      description: describePlanQuote(quote),
      benefits: [
        `${plan.name} plan for up to ${count(quote.numberOfContacts)} contacts`,
        `${count(quote.emailsPerMonth)} emails a month`,
        `${plan.teamMembers} team member${plan.teamMembers === 1 ? '' : 's'}, ${plan.senderEmails} sender emails`,
        plan.activeJourneys === null ? 'Unlimited active journeys' : `${plan.activeJourneys} active journeys`,
        quote.period === 'annual' ? 'Billed annually (save 20%)' : 'Billed monthly',
      ],
      subtotal: price.subtotal,
      tax: price.tax,
      discount: price.discount,
      welcomeOffer:
        price.discount > 0 ? { percent: WELCOME_OFFER_PERCENT, months: WELCOME_OFFER_MONTHS } : null,
      total: price.total,
      numberOfContacts: quote.numberOfContacts,
      steps: null,
      units: quote.numberOfContacts,
      stepPrice: null,
      isRecurring: false,
      emailsAdded: quote.emailsPerMonth,
      contactsAdded: quote.numberOfContacts,
      modes: [],
    };
  }
  const current = await findSubscriptionPeriod(db, accountId);
  if (!current) throw new BadRequestError(BillingAccountMessages.topUpNeedsPlan);
  await assertNotFrozenForTopUp(db, accountId);
  const modes = topUpModes(order.kind, current.period);
  if (order.isRecurring && !modes.includes('monthly'))
    throw new BadRequestError(BillingAccountMessages.recurringNotOffered, {
      isRecurring: BillingAccountMessages.recurringNotOffered,
    });
  const days = Math.max(1, Math.round((current.end.getTime() - current.start.getTime()) / DAY_MS));
  const daysLeft = Math.ceil((current.end.getTime() - now.getTime()) / DAY_MS);
  const quote = quoteTopUp({
    planId: current.planId,
    kind: order.kind,
    steps: order.topUpQuantity,
    currency: current.currency,
    period: { daysLeft, days },
  });
  if (quote === 'UNKNOWN_PLAN') throw new BadRequestError(BillingMessages.unknownPlan);
  if (quote === 'INVALID_STEPS')
    throw new BadRequestError(BillingAccountMessages.topUpSteps, {
      topUpQuantity: BillingAccountMessages.topUpSteps,
    });
  const plan = findPlan(current.planId)!;
  const emails = order.kind === 'emails';
  return {
    kind: order.kind,
    planId: plan.id,
    planName: plan.name,
    period: current.period,
    currency: current.currency,
    description: describePayment({
      kind: order.kind,
      planId: plan.id,
      period: null,
      contactSlab: null,
      emailsAdded: emails ? quote.units : 0,
      contactsAdded: emails ? 0 : quote.units,
    }),
    benefits: [
      emails ? `${count(quote.units)} extra email credits` : `${count(quote.units)} extra contacts`,
      emails && order.isRecurring
        ? 'Added again every month until you cancel'
        : `Valid until your renewal on ${day(current.end)}`,
      ...(emails ? [] : [`Charged pro rata for the ${daysLeft} days left of this period`]),
    ],
    subtotal: quote.subtotal,
    tax: quote.tax,
    discount: 0,
    welcomeOffer: null,
    total: quote.total,
    numberOfContacts: null,
    steps: quote.steps,
    units: quote.units,
    stepPrice: TOP_UP_STEP_PRICE[current.currency],
    isRecurring: emails && order.isRecurring,
    emailsAdded: emails ? quote.units : 0,
    contactsAdded: emails ? 0 : quote.units,
    modes: [...modes],
  };
};
