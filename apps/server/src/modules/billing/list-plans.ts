import type { BillingPlan } from '@sendwell/contracts';
import {
  CONTACT_SALES_SLAB,
  CONTACT_SLABS,
  CURRENCIES,
  PLANS,
  quotePlan,
  type BillingPeriod,
} from '@sendwell/domain';

const PERIODS: readonly BillingPeriod[] = ['monthly', 'annual'];

/**
 * GET /api/billing/plans: each paid plan in each currency and period, its tiers being the slabs it is sold
 * at (a tier covers the contacts above the slab before it), priced per month of that period before tax.
 */
export const listPlans = (): { plans: BillingPlan[]; slabs: number[]; defaultCurrency: 'INR' | 'USD' } => ({
  plans: PLANS.flatMap(({ monthlyPrice: _prices, id, name, rank, ...features }) =>
    CURRENCIES.flatMap((currency) =>
      PERIODS.map((period) => ({
        id,
        name,
        index: rank,
        currency_code: currency,
        period,
        features: { ...features, ampWidgets: [...features.ampWidgets], support: [...features.support] },
        tiers: CONTACT_SLABS.flatMap((slab, i) => {
          const quote = quotePlan({ planId: id, slab, period, currency });
          if (typeof quote === 'string') return [];
          return [
            {
              starting_unit: i === 0 ? 1 : CONTACT_SLABS[i - 1]! + 1,
              ending_unit: slab,
              price: quote.perMonth,
            },
          ];
        }),
      })),
    ),
  ),
  slabs: CONTACT_SLABS.filter((slab) => slab <= CONTACT_SALES_SLAB),
  defaultCurrency: 'USD',
});
