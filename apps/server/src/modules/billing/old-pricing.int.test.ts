import { describe, expect, it } from 'vitest';
import { billingRoutes } from '@sendwell/contracts';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { issueRenewalInvoices } from './issue-renewal-invoices';

let clock = new Date('2026-03-10T08:00:00Z');

describe('a plan bought at older pricing (spec 3 §2.11)', () => {
  const t = useTestApp({ now: () => clock });
  const owner = useOwner(t, 'each test');

  /** Pro at 10,000 contacts, monthly in INR, bought on 10 February at `cost` before tax. */
  const bought = async (cost: number) => {
    await t.ctx.db
      .insertInto('billing_subscriptions')
      .values({
        account_id: owner.accountId,
        plan_id: 'pro',
        currency: 'INR',
        period: 'monthly',
        contact_slab: 10_000,
        cost,
        current_period_start: new Date('2026-02-10T08:00:00Z'),
        current_period_end: new Date('2026-03-10T08:00:00Z'),
        provider: 'sandbox',
      })
      .execute();
    await t.ctx.db
      .updateTable('accounts')
      .set({ plan_name: 'Pro', contacts_allocated: 10_000, trial_due_date: null })
      .where('id', '=', owner.accountId)
      .execute();
  };
  const subscription = async () => (await owner.browser.call(billingRoutes.subscription, {})).data;

  it('says so, with the price it pays and the price it would pay today, and renews at its own price', async () => {
    // ₹3,499 a month before the list moved to ₹3,999.
    await bought(349_900);
    expect(await subscription()).toMatchObject({
      planName: 'Pro',
      isOldPricing: true,
      subscriptionCost: 349_900,
      listCost: 399_900,
      currency: 'INR',
    });
    clock = new Date('2026-03-10T08:01:00Z');
    expect(await issueRenewalInvoices(t.ctx.db, clock, 'sandbox')).toBe(1);
    const invoice = await t.ctx.db
      .selectFrom('billing_payments')
      .select(['subtotal', 'tax', 'discount', 'total'])
      .where('account_id', '=', owner.accountId)
      .executeTakeFirstOrThrow();
    // No welcome offer either: the plan was first bought before it existed.
    expect(invoice).toEqual({ subtotal: 349_900, tax: 62_982, discount: 0, total: 412_882 });
  });

  it("is not older pricing at today's price, nor on a free plan", async () => {
    expect(await subscription()).toMatchObject({ isFreePlan: true, isOldPricing: false, listCost: null });
    await bought(399_900);
    expect(await subscription()).toMatchObject({ isOldPricing: false, listCost: 399_900 });
  });
});
