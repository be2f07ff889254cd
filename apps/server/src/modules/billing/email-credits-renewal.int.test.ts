import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { billingAccountRoutes, billingRoutes, billingUsageRoutes, SANDBOX_CARDS } from '@sendwell/contracts';
import { TestBrowser } from '../../../test/http-client';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { seedActivity } from '../../../test/billing-usage';
import { handleRenewEmailCredits } from './renew-email-credits.job';

const requestId = () => randomBytes(8).toString('hex');

/** The last day of January: the months of a term that starts on it end on the last day of shorter months. */
let clock = new Date('2026-01-31T08:00:00Z');

describe('monthly email credits, renewed by the scheduled job', () => {
  const t = useTestApp({ now: () => clock });
  const owner = useOwner(t, 'each test');

  const renew = () => handleRenewEmailCredits({ ...t.ctx, now: () => clock });
  const usage = async () => (await owner.browser.call(billingUsageRoutes.usage, {})).data;
  const ledger = () =>
    t.ctx.db
      .selectFrom('billing_email_grants')
      .select(['source', 'period_start as start', 'period_end as end', 'emails'])
      .where('account_id', '=', owner.accountId)
      .orderBy('period_start')
      .orderBy('source')
      .execute();
  const verify = async () => {
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', owner.user.id).execute();
    t.ctx.sessionCache.forgetUser(owner.user.id);
  };
  /** Pays a checkout on the sandbox provider with the card that succeeds. */
  const pay = async (checkout: { data: { checkoutUrl: string } }) => {
    const token = checkout.data.checkoutUrl.split('/').at(-1)!;
    const paid = await new TestBrowser(t.app).call(billingRoutes.sandboxPay, {
      params: { token },
      body: { cardNumber: SANDBOX_CARDS.succeeds },
    });
    expect(paid.data.outcome).toBe('succeeded');
  };
  const buyPlan = async (period: 'monthly' | 'annual') =>
    pay(
      await owner.browser.call(billingRoutes.checkout, {
        body: { planId: 'pro', numberOfContacts: 10_000, period, currency: 'INR', requestId: requestId() },
      }),
    );
  const buyEmails = async (topUpQuantity: number, isRecurring: boolean) =>
    pay(
      await owner.browser.call(billingAccountRoutes.addTopUpToFixedPlan, {
        body: { topUpQuantity, isRecurring, requestId: requestId() },
      }),
    );

  it('grants each month of an annual term once, however often the job runs, and the usage follows the month', async () => {
    clock = new Date('2026-01-31T08:00:00Z');
    await verify();
    await buyPlan('annual');
    // Pro gives 10 emails a contact: 10,000 contacts, 100,000 emails in each month of the year paid for.
    const first = { source: 'plan', emails: 100_000 };
    expect(await ledger()).toEqual([
      { ...first, start: new Date('2026-01-31T08:00:00Z'), end: new Date('2026-02-28T08:00:00Z') },
    ]);
    // The payment granted the first month: the job finds nothing to do.
    expect(await renew()).toEqual({ accounts: 0, grants: 0 });
    await seedActivity(t.ctx.db, owner.accountId, [
      { at: '2026-02-10T00:00:00Z' },
      { at: '2026-02-27T00:00:00Z' },
    ]);
    clock = new Date('2026-02-27T12:00:00Z');
    expect((await usage()).emails).toMatchObject({ used: 2, allowed: 100_000 });

    // The second month begins on the last day of February.
    clock = new Date('2026-02-28T08:00:00Z');
    expect(await renew()).toEqual({ accounts: 1, grants: 1 });
    expect(await renew()).toEqual({ accounts: 0, grants: 0 });
    // Two runs at once grant it once too.
    clock = new Date('2026-03-31T08:00:00Z');
    const [a, b] = await Promise.all([renew(), renew()]);
    expect(a.grants + b.grants).toBe(1);
    expect(await ledger()).toEqual([
      { ...first, start: new Date('2026-01-31T08:00:00Z'), end: new Date('2026-02-28T08:00:00Z') },
      { ...first, start: new Date('2026-02-28T08:00:00Z'), end: new Date('2026-03-31T08:00:00Z') },
      { ...first, start: new Date('2026-03-31T08:00:00Z'), end: new Date('2026-04-30T08:00:00Z') },
    ]);

    // The usage card reads the month under way: its dates, its credits and none of last month's sends.
    const summary = await usage();
    expect(summary.period).toEqual({ start: '2026-03-31T08:00:00.000Z', end: '2026-04-30T08:00:00.000Z' });
    expect(summary.emails).toMatchObject({
      used: 0,
      allowed: 100_000,
      planCredits: 100_000,
      creditsAdded: 0,
    });
  });

  it('adds a recurring top-up to the month it is bought in and to later months, never twice', async () => {
    clock = new Date('2026-05-10T09:00:00Z');
    await verify();
    await buyPlan('monthly');
    // Two steps of Pro email credits, every month; then one step for this month alone.
    await buyEmails(2, true);
    await buyEmails(1, false);
    // The job has other accounts' months to grant (the test before's), none of this one's.
    const before = await ledger();
    await renew();
    expect(await ledger()).toEqual(before);
    const period = { start: new Date('2026-05-10T09:00:00Z'), end: new Date('2026-06-10T09:00:00Z') };
    expect(await ledger()).toEqual([
      { source: 'plan', emails: 100_000, ...period },
      { source: 'recurringTopUp', emails: 50_000, ...period },
    ]);
    // The recurring payment is not counted a second time as a one-time top-up.
    expect((await usage()).emails).toMatchObject({
      allowed: 175_000,
      planCredits: 100_000,
      creditsAdded: 75_000,
    });

    // The term is renewed a month later, as a provider's renewal leaves it: the job grants the new month the
    // plan's credits and the recurring ones; the one-time credits ended with the month they were bought in.
    clock = new Date('2026-06-10T09:00:00Z');
    await t.ctx.db
      .updateTable('billing_subscriptions')
      .set({ current_period_start: clock, current_period_end: new Date('2026-07-10T09:00:00Z') })
      .where('account_id', '=', owner.accountId)
      .execute();
    await renew();
    await renew();
    const june = { start: new Date('2026-06-10T09:00:00Z'), end: new Date('2026-07-10T09:00:00Z') };
    expect((await ledger()).slice(2)).toEqual([
      { source: 'plan', emails: 100_000, ...june },
      { source: 'recurringTopUp', emails: 50_000, ...june },
    ]);
    expect((await usage()).emails).toMatchObject({ allowed: 150_000, creditsAdded: 50_000 });
  });
});
