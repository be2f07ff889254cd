import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  billingAccountRoutes,
  billingRenewalRoutes,
  billingRoutes,
  BillingMessages,
  RenewalMessages,
  SANDBOX_CARDS,
} from '@sendwell/contracts';
import { TestBrowser } from '../../../test/http-client';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { signInNewMember } from '../../../test/users';
import { handleEndExpiredPlans } from './end-expired-plans.job';
import { issueRenewalInvoices } from './issue-renewal-invoices';
import { chargeSandboxSavedCard } from './renewal-charges';
import { handleRenewSubscriptions } from './renew-subscriptions.job';

const requestId = () => randomBytes(8).toString('hex');
let clock = new Date('2026-01-31T08:00:00Z');
const at = (iso: string) => new Date(iso);

describe('renewals of paid plans and recurring top-ups', () => {
  const t = useTestApp({ now: () => clock });
  const owner = useOwner(t, 'each test');

  const renew = () => handleRenewSubscriptions({ ...t.ctx, now: () => clock });
  const setUp = async (timezone: string, card: string) => {
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', owner.user.id).execute();
    t.ctx.sessionCache.forgetUser(owner.user.id);
    await t.ctx.db
      .updateTable('accounts')
      .set({ settings: sql`settings || ${JSON.stringify({ timezone })}::jsonb` })
      .where('id', '=', owner.accountId)
      .execute();
    const saved = await owner.browser.call(billingAccountRoutes.updatePaymentMethod, {
      body: { cardNumber: card },
    });
    expect(saved.status).toBe(200);
  };
  const payAt = async (checkoutUrl: string, cardNumber: string) =>
    (
      await new TestBrowser(t.app).call(billingRoutes.sandboxPay, {
        params: { token: checkoutUrl.split('/').at(-1)! },
        body: { cardNumber },
      })
    ).data;
  const buyPlan = async (planId: 'pro' | 'max' = 'pro') => {
    const checkout = await owner.browser.call(billingRoutes.checkout, {
      body: {
        planId,
        numberOfContacts: 10_000,
        period: 'monthly',
        currency: 'INR',
        requestId: requestId(),
      },
    });
    expect((await payAt(checkout.data.checkoutUrl, SANDBOX_CARDS.succeeds)).outcome).toBe('succeeded');
  };
  const buyRecurringEmails = async () => {
    const checkout = await owner.browser.call(billingAccountRoutes.addTopUpToFixedPlan, {
      body: { topUpQuantity: 2, isRecurring: true, requestId: requestId() },
    });
    expect((await payAt(checkout.data.checkoutUrl, SANDBOX_CARDS.succeeds)).outcome).toBe('succeeded');
  };
  const charges = () =>
    t.ctx.db
      .selectFrom('billing_sandbox_charges')
      .select(['amount', 'outcome'])
      .where('account_id', '=', owner.accountId)
      .orderBy('created_at')
      .execute();
  const renewals = () =>
    t.ctx.db
      .selectFrom('billing_renewals as r')
      .innerJoin('billing_payments as p', 'p.id', 'r.payment_id')
      .select([
        'r.source',
        'r.term_start as start',
        'r.term_end as end',
        'p.status',
        'p.total',
        'p.failure_reason as reason',
      ])
      .where('r.account_id', '=', owner.accountId)
      .orderBy('r.term_start')
      .orderBy('r.source')
      .execute();
  const account = () =>
    t.ctx.db
      .selectFrom('accounts')
      .select(['plan_name as plan', 'subscription_end_date as ends', 'locked_at as lockedAt'])
      .where('id', '=', owner.accountId)
      .executeTakeFirstOrThrow();
  const term = () =>
    t.ctx.db
      .selectFrom('billing_subscriptions')
      .select(['current_period_start as start', 'current_period_end as end'])
      .where('account_id', '=', owner.accountId)
      .executeTakeFirst();
  const grants = () =>
    t.ctx.db
      .selectFrom('billing_email_grants')
      .select(['source', 'period_start as start', 'emails'])
      .where('account_id', '=', owner.accountId)
      .orderBy('period_start')
      .orderBy('source')
      .execute();
  const pending = async () =>
    (await owner.browser.call(billingRenewalRoutes.getPendingInvoices, { query: { refreshCache: 'true' } }))
      .data;

  it('charges a plan and its recurring top-up once a term, run twice, at once, or again after a crash', async () => {
    clock = at('2026-01-31T08:00:00Z');
    await setUp('UTC', SANDBOX_CARDS.succeeds);
    await buyPlan();
    await buyRecurringEmails();
    expect(await term()).toEqual({ start: clock, end: at('2026-02-28T08:00:00Z') });
    // Nothing is due before the term ends.
    clock = at('2026-02-28T07:59:00Z');
    expect(await renew()).toEqual({ issued: 0, charged: 0, declined: 0, fellBack: 0 });

    clock = at('2026-02-28T08:05:00Z');
    await Promise.all([renew(), renew()]);
    await renew();
    // The plan at the price it was bought for (₹3,999 + 18 % GST, less the welcome offer's 10% in its first six months) and the top-up's two steps, charged once each.
    expect(await charges()).toEqual([
      { amount: 424_694, outcome: 'succeeded' },
      { amount: 354_000, outcome: 'succeeded' },
    ]);
    const march = { start: at('2026-02-28T08:00:00Z'), end: at('2026-03-31T08:00:00Z') };
    expect(await renewals()).toEqual([
      { source: 'plan', ...march, status: 'paid', total: 424_694, reason: null },
      { source: 'recurringTopUp', ...march, status: 'paid', total: 354_000, reason: null },
    ]);
    // The term counts from the 31st again after February; the month's credits are granted once.
    expect(await term()).toEqual(march);
    expect((await account()).ends).toEqual(march.end);
    expect((await grants()).filter((grant) => grant.start.getTime() === march.start.getTime())).toEqual([
      { source: 'plan', start: march.start, emails: 100_000 },
      { source: 'recurringTopUp', start: march.start, emails: 50_000 },
    ]);
    expect((await pending()).isPaymentDue).toBe(false);

    // A run that charged the card and died before recording it: the next run charges nothing more.
    clock = at('2026-03-31T08:01:00Z');
    expect(await issueRenewalInvoices(t.ctx.db, clock, 'sandbox')).toBe(2);
    const [invoice] = await t.ctx.db
      .selectFrom('billing_renewals as r')
      .innerJoin('billing_payments as p', 'p.id', 'r.payment_id')
      .select(['p.id', 'p.total'])
      .where('r.account_id', '=', owner.accountId)
      .where('r.source', '=', 'plan')
      .where('r.term_start', '=', march.end)
      .execute();
    await chargeSandboxSavedCard(t.ctx.db)({
      accountId: owner.accountId,
      paymentId: invoice!.id,
      idempotencyKey: `renewal-${invoice!.id}`,
      currency: 'INR',
      amount: invoice!.total,
      description: 'Pro plan',
    });
    expect(await renew()).toMatchObject({ issued: 0, charged: 2, declined: 0 });
    expect(await charges()).toHaveLength(4);
    expect(await term()).toEqual({ start: march.end, end: at('2026-04-30T08:00:00Z') });
  });

  it('keeps a declined renewal due through a grace period in the account time, then moves to the Free Plan until it is paid', async () => {
    // 31 January, 02:00 at UTC+14.
    clock = at('2026-01-30T12:00:00Z');
    await setUp('Pacific/Kiritimati', SANDBOX_CARDS.declinesRenewal);
    await buyPlan();
    // The term ends on the last day of February there, a day before UTC's.
    expect(await term()).toEqual({ start: clock, end: at('2026-02-27T12:00:00Z') });

    clock = at('2026-02-27T12:03:00Z');
    expect(await renew()).toEqual({ issued: 1, charged: 0, declined: 1, fellBack: 0 });
    expect(await renew()).toEqual({ issued: 0, charged: 0, declined: 0, fellBack: 0 });
    expect(await charges()).toEqual([{ amount: 424_694, outcome: 'failed' }]);
    // Kept through 7 March there: the Free Plan from its midnight, 10:00 UTC.
    const graceUntil = at('2026-03-07T10:00:00Z');
    expect(await renewals()).toEqual([
      {
        source: 'plan',
        start: at('2026-02-27T12:00:00Z'),
        end: at('2026-03-30T12:00:00Z'),
        status: 'pending',
        total: 424_694,
        reason: BillingMessages.cardDeclined,
      },
    ]);
    expect(await account()).toEqual({ plan: 'Pro', ends: graceUntil, lockedAt: null });
    const due = await pending();
    expect(due).toMatchObject({
      isPaymentDue: true,
      invoices: [
        {
          description: 'Pro plan, 10,000 contacts, billed monthly',
          currency: 'INR',
          amount: 424_694,
          dueAt: '2026-02-27T12:00:00.000Z',
          graceUntil: graceUntil.toISOString(),
          failureReason: BillingMessages.cardDeclined,
          fellBack: false,
        },
      ],
    });
    expect(due.paymentLink).toBe(due.invoices[0]!.paymentLink);
    expect(due.paymentLink).toMatch(/^\/billing\/checkout\//u);
    // Only the primary owner, who pays, reads them.
    const member = await signInNewMember(t, owner.accountId, { limitedAccess: false, role: 'member' });
    expect((await member.call(billingRenewalRoutes.getPendingInvoices, { query: {} })).status).toBe(403);

    // The plan is not locked in the grace period, and stays until it is over.
    clock = at('2026-03-07T09:59:00Z');
    expect(await handleEndExpiredPlans({ ...t.ctx, now: () => clock })).not.toContain(owner.accountId);
    expect(await renew()).toMatchObject({ fellBack: 0 });
    expect((await account()).plan).toBe('Pro');

    clock = graceUntil;
    expect(await renew()).toMatchObject({ fellBack: 1 });
    expect(await renew()).toMatchObject({ fellBack: 0 });
    expect(await account()).toEqual({ plan: 'Free Plan', ends: null, lockedAt: null });
    expect(await term()).toBeUndefined();
    expect(await handleEndExpiredPlans({ ...t.ctx, now: () => clock })).not.toContain(owner.accountId);
    expect((await pending()).invoices).toMatchObject([{ fellBack: true }]);

    // Paying it at its checkout: a declined card leaves it due; a good one restores the plan for its term.
    clock = at('2026-03-08T00:00:00Z');
    const link = (await pending()).paymentLink!;
    expect((await payAt(link, SANDBOX_CARDS.declined)).outcome).toBe('failed');
    expect((await pending()).isPaymentDue).toBe(true);
    expect((await payAt(link, SANDBOX_CARDS.succeeds)).outcome).toBe('succeeded');
    expect(await pending()).toEqual({ isPaymentDue: false, paymentLink: null, invoices: [] });
    expect(await account()).toEqual({ plan: 'Pro', ends: at('2026-03-30T12:00:00Z'), lockedAt: null });
    expect(await term()).toEqual({ start: at('2026-02-27T12:00:00Z'), end: at('2026-03-30T12:00:00Z') });
    const history = (await owner.browser.call(billingRoutes.history, {})).data.data;
    expect(history[0]).toMatchObject({
      transaction: 'Pro plan, 10,000 contacts, billed monthly',
      amount: 424_694,
    });
    // The card was charged by the renewal and its one retry left before the grace ended (days 1, 3 and 5 had
    // passed unseen: one retry, not one per missed day); the checkout is the owner's own payment.
    expect(await charges()).toEqual([
      { amount: 424_694, outcome: 'failed' },
      { amount: 424_694, outcome: 'failed' },
    ]);
  });

  it('retries a declined renewal by itself 1, 3 and 5 days after the decline in the account time, across a clock change, and a success restores the term', async () => {
    // 10:00 in New York, which moves its clocks forward on 8 March 2026.
    clock = at('2026-02-05T15:00:00Z');
    await setUp('America/New_York', SANDBOX_CARDS.declinesRenewal);
    await buyPlan();
    clock = at('2026-03-05T15:02:00Z');
    expect(await renew()).toMatchObject({ issued: 1, charged: 0, declined: 1 });
    const retryAt = async () =>
      await t.ctx.db
        .selectFrom('billing_renewals')
        .select(['retry_at as retryAt', 'attempts'])
        .where('account_id', '=', owner.accountId)
        .executeTakeFirstOrThrow();
    // Day 1 at the same wall-clock time, 10:02 EST.
    expect(await retryAt()).toEqual({ retryAt: at('2026-03-06T15:02:00Z'), attempts: 1 });
    clock = at('2026-03-06T15:01:00Z');
    expect(await renew()).toMatchObject({ charged: 0, declined: 0 });
    clock = at('2026-03-06T15:02:00Z');
    await Promise.all([renew(), renew()]);
    expect(await renew()).toMatchObject({ charged: 0, declined: 0 });
    expect(await charges()).toHaveLength(2);
    // Day 3 is after the clock change: 10:02 EDT.
    expect(await retryAt()).toEqual({ retryAt: at('2026-03-08T14:02:00Z'), attempts: 2 });
    clock = at('2026-03-08T14:02:00Z');
    expect(await renew()).toMatchObject({ charged: 0, declined: 1 });
    expect(await retryAt()).toEqual({ retryAt: at('2026-03-10T14:02:00Z'), attempts: 3 });
    expect((await pending()).isPaymentDue).toBe(true);
    expect((await account()).plan).toBe('Pro');

    // The owner saves a card that pays; the day 5 retry charges it, once.
    const saved = await owner.browser.call(billingAccountRoutes.updatePaymentMethod, {
      body: { cardNumber: SANDBOX_CARDS.succeeds },
    });
    expect(saved.status).toBe(200);
    clock = at('2026-03-10T14:02:00Z');
    await Promise.all([renew(), renew()]);
    clock = at('2026-03-13T05:00:00Z');
    expect(await renew()).toEqual({ issued: 0, charged: 0, declined: 0, fellBack: 0 });
    expect(await charges()).toEqual([
      { amount: 424_694, outcome: 'failed' },
      { amount: 424_694, outcome: 'failed' },
      { amount: 424_694, outcome: 'failed' },
      { amount: 424_694, outcome: 'succeeded' },
    ]);
    const keys = await t.ctx.db
      .selectFrom('billing_sandbox_charges')
      .select('idempotency_key as key')
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(new Set(keys.map((row) => row.key)).size).toBe(4);
    // The due invoice is closed and the term it pays for kept: 5 April, 10:00 EDT.
    expect(await pending()).toEqual({ isPaymentDue: false, paymentLink: null, invoices: [] });
    const april = { start: at('2026-03-05T15:00:00Z'), end: at('2026-04-05T14:00:00Z') };
    expect(await term()).toEqual(april);
    expect(await account()).toEqual({ plan: 'Pro', ends: april.end, lockedAt: null });
    expect(await retryAt()).toEqual({ retryAt: null, attempts: 4 });
  });
  it('closes a due renewal when the owner buys a plan at checkout in its grace period', async () => {
    clock = at('2026-04-10T09:00:00Z');
    await setUp('UTC', SANDBOX_CARDS.declinesRenewal);
    await buyPlan();
    clock = at('2026-05-10T09:01:00Z');
    expect(await renew()).toMatchObject({ issued: 1, declined: 1 });
    expect((await pending()).isPaymentDue).toBe(true);

    clock = at('2026-05-12T10:00:00Z');
    await buyPlan('max');
    expect(await pending()).toEqual({ isPaymentDue: false, paymentLink: null, invoices: [] });
    expect(await renewals()).toMatchObject([{ status: 'failed', reason: RenewalMessages.replaced }]);
    // Past the grace period the plan bought stays.
    clock = at('2026-05-20T00:00:00Z');
    expect(await renew()).toMatchObject({ fellBack: 0 });
    expect(await account()).toEqual({ plan: 'Max', ends: at('2026-06-12T10:00:00Z'), lockedAt: null });
  });

  describe('a term whose end the job first sees late (nothing ran for days)', () => {
    const cases = [
      // Bought 31 January 02:00 at UTC+14; the term ends 28 February there; the grace, at 8 March 00:00 there.
      {
        zone: 'Pacific/Kiritimati',
        bought: '2026-01-30T12:00:00Z',
        lastMinute: '2026-03-07T09:59:00Z',
        graceOver: '2026-03-07T10:00:00Z',
        next: { start: '2026-02-27T12:00:00Z', end: '2026-03-30T12:00:00Z' },
      },
      // Bought 5 February 10:00 in New York; the clocks move forward on 8 March, so 13 March starts at 04:00 UTC.
      {
        zone: 'America/New_York',
        bought: '2026-02-05T15:00:00Z',
        lastMinute: '2026-03-13T03:59:00Z',
        graceOver: '2026-03-13T04:00:00Z',
        next: { start: '2026-03-05T15:00:00Z', end: '2026-04-05T14:00:00Z' },
      },
    ];

    it.each(cases)(
      'renews it once, for the term running now, while its grace is not over ($zone)',
      async (c) => {
        clock = at(c.bought);
        await setUp(c.zone, SANDBOX_CARDS.succeeds);
        await buyPlan();
        clock = at(c.lastMinute);
        // The lock job may run first after the pause: the renewal lifts its lock.
        expect(await handleEndExpiredPlans({ ...t.ctx, now: () => clock })).toContain(owner.accountId);
        expect(await renew()).toEqual({ issued: 1, charged: 1, declined: 0, fellBack: 0 });
        expect(await renew()).toEqual({ issued: 0, charged: 0, declined: 0, fellBack: 0 });
        expect(await charges()).toEqual([{ amount: 424_694, outcome: 'succeeded' }]);
        const next = { start: at(c.next.start), end: at(c.next.end) };
        expect(await term()).toEqual(next);
        expect(await account()).toEqual({ plan: 'Pro', ends: next.end, lockedAt: null });
      },
    );

    it.each(cases)(
      'moves it to the Free Plan without a charge once its grace is over, however many months were missed ($zone)',
      async (c) => {
        clock = at(c.bought);
        await setUp(c.zone, SANDBOX_CARDS.succeeds);
        await buyPlan();
        await buyRecurringEmails();
        clock = at(c.graceOver);
        expect(await handleEndExpiredPlans({ ...t.ctx, now: () => clock })).toContain(owner.accountId);
        expect(await renew()).toEqual({ issued: 0, charged: 0, declined: 0, fellBack: 1 });
        expect(await account()).toEqual({ plan: 'Free Plan', ends: null, lockedAt: null });
        expect(await term()).toBeUndefined();
        // Weeks later still nothing is charged or issued, and the Free Plan is not locked (the counts are of
        // every account in the database by then, so this account's own records are read).
        clock = at('2026-05-20T00:00:00Z');
        await renew();
        expect(await account()).toEqual({ plan: 'Free Plan', ends: null, lockedAt: null });
        expect(await handleEndExpiredPlans({ ...t.ctx, now: () => clock })).not.toContain(owner.accountId);
        expect(await charges()).toEqual([]);
        expect(await renewals()).toEqual([]);
        expect((await pending()).isPaymentDue).toBe(false);
        const credits = await t.ctx.db
          .selectFrom('billing_credits')
          .select('valid_until as until')
          .where('account_id', '=', owner.accountId)
          .where('is_recurring', '=', true)
          .execute();
        expect(credits).toEqual([{ until: at(c.graceOver) }]);
      },
    );
  });
});
