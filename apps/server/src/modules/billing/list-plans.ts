import type { BillingPlan } from '@sendwell/contracts';
import {
  CONTACT_SALES_SLAB,
  CONTACT_SLABS,
  CURRENCIES,
  defaultCurrencyFor,
  PLANS,
  quotePlan,
  type BillingPeriod,
  type Currency,
} from '@sendwell/domain';
import type { Db } from '../../db/database';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { findBillingAddress } from './billing-account.repository';
import { findSubscription } from './billing.repository';

const PERIODS: readonly BillingPeriod[] = ['monthly', 'annual'];

/**
 * GET /api/billing/plans: each paid plan in each currency and period, its tiers being the slabs it is sold
 * at (a tier covers the contacts above the slab before it), priced per month of that period before tax.
 */
export const listPlans = async (
  db: Db,
  accountId: string,
): Promise<{ plans: BillingPlan[]; slabs: number[]; defaultCurrency: Currency }> => ({
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
  defaultCurrency: await defaultCurrencyOf(db, accountId),
});

/** A paid plan's currency; else INR for India by the billing address or the account's timezone, else USD. */
const defaultCurrencyOf = async (db: Db, accountId: string): Promise<Currency> => {
  const [subscription, address, timezone] = await Promise.all([
    findSubscription(db, accountId),
    findBillingAddress(db, accountId),
    getAccountTimezone(db, accountId),
  ]);
  return subscription?.currency ?? defaultCurrencyFor({ billingCountry: address?.country ?? null, timezone });
};
