import { BillingMessages } from '@sendwell/contracts';
import {
  CONTACT_SLABS,
  findPlan,
  monthlyEmailCredits,
  quotePlan as quote,
  type BillingPeriod,
  type ContactSlab,
  type Currency,
} from '@sendwell/domain';
import { BadRequestError } from '../../platform/errors';

const REFUSALS = {
  UNKNOWN_PLAN: BillingMessages.unknownPlan,
  CONTACT_LIMIT_EXCEEDED: BillingMessages.contactLimitExceeded,
  CONTACT_SALES: BillingMessages.contactSales,
} as const;

/** POST /api/billing/quote: the server's price for a plan; the browser never sends one. */
export const quotePlanPrice = (request: {
  planId: 'lite' | 'pro' | 'max';
  numberOfContacts: number;
  period: BillingPeriod;
  currency: Currency;
}) => {
  const slab = CONTACT_SLABS.find((s) => s === request.numberOfContacts) as ContactSlab | undefined;
  if (!slab)
    throw new BadRequestError(BillingMessages.unknownSlab, { numberOfContacts: BillingMessages.unknownSlab });
  const result = quote({ planId: request.planId, slab, period: request.period, currency: request.currency });
  if (typeof result === 'string')
    throw new BadRequestError(REFUSALS[result], { numberOfContacts: REFUSALS[result] });
  const { planId, period, currency, subtotal, tax, total, perMonth, savings } = result;
  return {
    planId,
    numberOfContacts: slab,
    period,
    currency,
    subtotal,
    tax,
    total,
    perMonth,
    savings,
    emailsPerMonth: monthlyEmailCredits(findPlan(planId)!, slab),
  };
};
