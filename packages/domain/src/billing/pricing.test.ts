import { describe, expect, it } from 'vitest';
import { CONTACT_SLABS, CURRENCIES, monthlyEmailCredits, PLANS, findPlan, slabFor, slabLabel } from './plans';
import { formatMoney, planChange, quotePlan, quoteTopUp, topUpModes, type BillingPeriod } from './pricing';

describe('quotePlan', () => {
  it('adds 18% GST to INR and no tax to USD', () => {
    expect(quotePlan({ planId: 'lite', slab: 2_500, period: 'monthly', currency: 'INR' })).toMatchObject({
      subtotal: 129_900,
      tax: 23_382,
      total: 153_282,
      perMonth: 129_900,
      savings: 0,
    });
    expect(quotePlan({ planId: 'lite', slab: 2_500, period: 'monthly', currency: 'USD' })).toMatchObject({
      subtotal: 1_500,
      tax: 0,
      total: 1_500,
    });
  });

  it('takes 20% off twelve months when billed annually', () => {
    expect(quotePlan({ planId: 'pro', slab: 10_000, period: 'annual', currency: 'USD' })).toMatchObject({
      subtotal: 47_040, // 49 × 12 × 0.8
      savings: 11_760,
      perMonth: 3_920,
      total: 47_040,
    });
  });

  it('refuses a slab past the plan, the sales slab and an unknown plan', () => {
    expect(quotePlan({ planId: 'lite', slab: 75_000, period: 'monthly', currency: 'INR' })).toBe(
      'CONTACT_LIMIT_EXCEEDED',
    );
    expect(quotePlan({ planId: 'max', slab: 250_000, period: 'monthly', currency: 'INR' })).toBe(
      'CONTACT_SALES',
    );
    expect(quotePlan({ planId: 'platinum', slab: 2_500, period: 'monthly', currency: 'INR' })).toBe(
      'UNKNOWN_PLAN',
    );
  });

  it('pins every price a plan card or checkout can show', () => {
    const table = PLANS.flatMap((plan) =>
      CONTACT_SLABS.flatMap((slab) =>
        CURRENCIES.flatMap((currency) =>
          (['monthly', 'annual'] as BillingPeriod[]).map((period) => {
            const quote = quotePlan({ planId: plan.id, slab, period, currency });
            return typeof quote === 'string'
              ? `${plan.id} ${slab} ${currency} ${period}: ${quote}`
              : `${plan.id} ${slab} ${currency} ${period}: ${quote.perMonth}/mo ${quote.subtotal} + ${quote.tax} = ${quote.total}`;
          }),
        ),
      ),
    );
    expect(table).toMatchSnapshot();
  });

  it('charges every sold slab more than the one below it', () => {
    for (const plan of PLANS)
      for (const currency of CURRENCIES) {
        const prices = CONTACT_SLABS.map((slab) => plan.monthlyPrice[currency][slab]).filter(
          (p) => p !== undefined,
        );
        expect(prices, `${plan.id} ${currency}`).toEqual([...prices].sort((a, b) => a - b));
        expect(new Set(prices).size).toBe(prices.length);
      }
  });
});

describe('quoteTopUp', () => {
  it('prices email credits at 1,500 INR or 20 USD a step, with the plan’s credits per step', () => {
    expect(quoteTopUp({ planId: 'lite', kind: 'emails', steps: 3, currency: 'INR' })).toMatchObject({
      units: 60_000,
      subtotal: 450_000,
      tax: 81_000,
      total: 531_000,
    });
    expect(quoteTopUp({ planId: 'max', kind: 'emails', steps: 1, currency: 'USD' })).toMatchObject({
      units: 40_000,
      total: 2_000,
    });
  });

  it('charges contacts for the part of the period that is left', () => {
    expect(
      quoteTopUp({
        planId: 'lite',
        kind: 'contacts',
        steps: 2,
        currency: 'USD',
        period: { daysLeft: 15, days: 30 },
      }),
    ).toMatchObject({ units: 20_000, subtotal: 2_000, total: 2_000 });
  });

  it('refuses steps outside 1–20 and fractions', () => {
    for (const steps of [0, 21, 1.5, -1, Number.NaN])
      expect(quoteTopUp({ planId: 'pro', kind: 'emails', steps, currency: 'USD' })).toBe('INVALID_STEPS');
  });

  it('offers monthly top-ups only for email credits on monthly plans', () => {
    expect(topUpModes('emails', 'monthly')).toEqual(['oneTime', 'monthly']);
    expect(topUpModes('emails', 'annual')).toEqual(['oneTime']);
    expect(topUpModes('contacts', 'monthly')).toEqual(['oneTime']);
  });
});

describe('planChange', () => {
  it('tells the current plan, an upgrade and a downgrade apart', () => {
    const current = { planId: 'pro', slab: 25_000 } as const;
    expect(planChange(current, { planId: 'pro', slab: 25_000 })).toBe('current');
    expect(planChange(current, { planId: 'pro', slab: 50_000 })).toBe('upgrade');
    expect(planChange(current, { planId: 'max', slab: 2_500 })).toBe('upgrade');
    expect(planChange(current, { planId: 'pro', slab: 10_000 })).toBe('downgrade');
    expect(planChange(current, { planId: 'lite', slab: 50_000 })).toBe('downgrade');
    expect(planChange(null, { planId: 'lite', slab: 2_500 })).toBe('upgrade');
  });
});

describe('slabs and credits', () => {
  it('finds the smallest slab that holds the contacts, and none past the sold slabs', () => {
    expect(slabFor(0)).toBe(2_500);
    expect(slabFor(2_501)).toBe(10_000);
    expect(slabFor(200_000)).toBe(200_000);
    expect(slabFor(200_001)).toBeUndefined();
  });

  it('labels the sales slab 250K+', () => {
    expect(slabLabel(250_000)).toBe('250K+');
    expect(slabLabel(10_000)).toBe('10,000');
  });

  it('gives each plan its emails per contact every month', () => {
    expect(monthlyEmailCredits(findPlan('lite')!, 10_000)).toBe(80_000);
    expect(monthlyEmailCredits(findPlan('max')!, 10_000)).toBe(150_000);
  });
});

describe('formatMoney', () => {
  it('groups INR the Indian way and shows cents only when there are some', () => {
    expect(formatMoney(12_345_600, 'INR')).toBe('₹1,23,456');
    expect(formatMoney(1_550, 'USD')).toBe('$15.50');
    expect(formatMoney(1_500, 'USD')).toBe('$15');
  });
});
