import { describe, expect, it } from 'vitest';
import {
  pricingOf,
  welcomeOfferEndsAt,
  withWelcomeOffer,
  WELCOME_OFFER_NOTE,
  WELCOME_OFFER_PERCENT,
} from './offers';
import { quotePlan, type PlanQuote } from './pricing';

const quote = (request: Parameters<typeof quotePlan>[0]) => quotePlan(request) as PlanQuote;

describe('withWelcomeOffer', () => {
  it('takes 10% off the whole price, tax included, in INR', () => {
    // Lite, 2,500 contacts, monthly: 1,299 + 233.82 GST = 1,532.82; 10% of that is 153.28.
    expect(WELCOME_OFFER_PERCENT).toBe(10);
    expect(
      withWelcomeOffer(quote({ planId: 'lite', slab: 2_500, period: 'monthly', currency: 'INR' })),
    ).toMatchObject({
      subtotal: 129_900,
      tax: 23_382,
      discount: 15_328,
      total: 137_954,
    });
  });

  it('takes 10% off USD prices, which carry no tax', () => {
    expect(
      withWelcomeOffer(quote({ planId: 'pro', slab: 10_000, period: 'annual', currency: 'USD' })),
    ).toMatchObject({
      subtotal: 47_040,
      tax: 0,
      discount: 4_704,
      total: 42_336,
    });
    expect(
      withWelcomeOffer(quote({ planId: 'lite', slab: 2_500, period: 'monthly', currency: 'USD' })),
    ).toMatchObject({
      discount: 150,
      total: 1_350,
    });
  });

  it('rounds half a minor unit up', () => {
    expect(withWelcomeOffer({ currency: 'USD', subtotal: 1_005, tax: 0, total: 1_005 })).toMatchObject({
      discount: 101,
      total: 904,
    });
  });

  it('says how long it lasts, and ends six months after the first purchase where the account is', () => {
    expect(WELCOME_OFFER_NOTE).toBe('Applicable for 6 months');
    expect(welcomeOfferEndsAt(new Date('2026-01-31T10:00:00Z'), 'UTC')).toEqual(
      new Date('2026-07-31T10:00:00Z'),
    );
    // 1 a.m. on 31 August in Kolkata is still 30 August in UTC: the offer ends on 28 February there.
    expect(welcomeOfferEndsAt(new Date('2026-08-30T19:30:00Z'), 'Asia/Kolkata')).toEqual(
      new Date('2027-02-27T19:30:00Z'),
    );
  });
});

describe('pricingOf', () => {
  const pro = { planId: 'pro', slab: 10_000, period: 'monthly', currency: 'INR' } as const;

  it("is today's pricing when the plan costs the list's price", () => {
    expect(pricingOf({ ...pro, cost: 399_900 })).toEqual({ isOldPricing: false, listCost: 399_900 });
  });

  it('is older pricing when the plan was bought at another price', () => {
    expect(pricingOf({ ...pro, cost: 349_900 })).toEqual({ isOldPricing: true, listCost: 399_900 });
    expect(pricingOf({ ...pro, period: 'annual', cost: 3_359_000 })).toEqual({
      isOldPricing: true,
      listCost: 3_839_040,
    });
  });

  it('is older pricing for a slab no longer sold, and never for a plan billed by a store', () => {
    expect(pricingOf({ ...pro, slab: 250_000, planId: 'max', cost: 1_000_000 })).toEqual({
      isOldPricing: true,
      listCost: null,
    });
    expect(pricingOf({ ...pro, cost: 0 })).toMatchObject({ isOldPricing: false });
  });
});
