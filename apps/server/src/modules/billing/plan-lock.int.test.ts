import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authRoutes,
  billingRoutes,
  importRoutes,
  listRoutes,
  LockMessages,
  publicApiRoutes,
  SANDBOX_CARDS,
  userRoutes,
} from '@sendwell/contracts';
import { TestBrowser } from '../../../test/http-client';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { signInBrowser, signUpUser } from '../../../test/users';
import { apiClient, createApiKey } from '../public-api/public-api-test-support';
import { handleEndExpiredPlans } from './end-expired-plans.job';

/** The job's clock: long before any account these tests sign up (their trials end 21 days after today). */
const NOW = new Date('2026-03-10T20:00:00Z');

describe('the plan lock', () => {
  const t = useTestApp();
  const owner = useOwner(t, 'each test');

  const endExpiredPlans = () => handleEndExpiredPlans({ ...t.ctx, now: () => NOW });
  const setPlan = (
    accountId: string,
    plan: { trialDueDate?: string; subscriptionEndDate?: string; timezone?: string; planName?: string },
  ) =>
    t.ctx.db
      .updateTable('accounts')
      .set({
        ...(plan.trialDueDate ? { trial_due_date: new Date(plan.trialDueDate) } : {}),
        ...(plan.subscriptionEndDate ? { subscription_end_date: new Date(plan.subscriptionEndDate) } : {}),
        ...(plan.planName ? { plan_name: plan.planName } : {}),
        settings: JSON.stringify(plan.timezone ? { timezone: plan.timezone } : {}),
      })
      .where('id', '=', accountId)
      .execute();
  const lockOwner = async () => {
    await setPlan(owner.accountId, { trialDueDate: '2026-03-01T10:00:00Z' });
    expect(await endExpiredPlans()).toContain(owner.accountId);
  };

  it('locks exactly the accounts whose last day is over in their own timezone', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 8 }, async () => (await signUpUser(t.app)).user.accountId),
    );
    const [
      endedYesterday,
      endsToday,
      overInKolkata,
      overInLosAngeles,
      sameDayInUtc,
      subscription,
      ahead,
      badZone,
    ] = accounts as [string, string, string, string, string, string, string, string];
    await setPlan(endedYesterday, { trialDueDate: '2026-03-09T12:00:00Z' });
    // Still the trial's last day in UTC: it runs to midnight.
    await setPlan(endsToday, { trialDueDate: '2026-03-10T10:00:00Z' });
    // 20:00 UTC is 01:30 the next day in Kolkata.
    await setPlan(overInKolkata, { trialDueDate: '2026-03-10T10:00:00Z', timezone: 'Asia/Kolkata' });
    // 02:00 UTC on the 10th is the evening of the 9th in Los Angeles, a day that is over there...
    await setPlan(overInLosAngeles, {
      trialDueDate: '2026-03-10T02:00:00Z',
      timezone: 'America/Los_Angeles',
    });
    // ...but not in UTC.
    await setPlan(sameDayInUtc, { trialDueDate: '2026-03-10T02:00:00Z', timezone: 'UTC' });
    await setPlan(subscription, { subscriptionEndDate: '2026-03-01T00:00:00Z', planName: 'Pro' });
    await setPlan(ahead, { trialDueDate: '2026-03-20T00:00:00Z' });
    // A timezone this database does not know counts as UTC and does not stop the job.
    await setPlan(badZone, { trialDueDate: '2026-03-08T00:00:00Z', timezone: 'Mars/Olympus_Mons' });

    expect((await endExpiredPlans()).sort()).toEqual(
      [endedYesterday, overInKolkata, overInLosAngeles, subscription, badZone].sort(),
    );
    const locks = await t.ctx.db
      .selectFrom('accounts')
      .select(['id', 'lock_reason'])
      .where('id', 'in', accounts)
      .execute();
    expect(Object.fromEntries(locks.map((row) => [row.id, row.lock_reason]))).toEqual({
      [endedYesterday]: 'trialEnded',
      [endsToday]: null,
      [overInKolkata]: 'trialEnded',
      [overInLosAngeles]: 'trialEnded',
      [sameDayInUtc]: null,
      [subscription]: 'subscriptionEnded',
      [ahead]: null,
      [badZone]: 'trialEnded',
    });
    // A second run finds nothing more to do.
    expect(await endExpiredPlans()).toEqual([]);
  });

  it('answers 402 to reads and writes of a locked account, on the app and the public API', async () => {
    const { apiKey } = await createApiKey(owner.browser);
    const api = apiClient(t.app, apiKey);
    await lockOwner();

    const read = await owner.browser.call(listRoutes.allRecipientLists, { query: {} });
    expect(read.status).toBe(402);
    expect(read.error).toEqual({ code: 'ACCOUNT_LOCKED', message: LockMessages.trialEnded });

    const write = await owner.browser.call(importRoutes.newRecipientList, { body: { name: 'Newsletter' } });
    expect(write.status).toBe(402);
    const lists = await t.ctx.db
      .selectFrom('lists')
      .select('id')
      .where('account_id', '=', owner.accountId)
      .where('name', '=', 'Newsletter')
      .execute();
    expect(lists).toEqual([]);

    const viaApi = await api(publicApiRoutes.upsertContact, { body: { email: 'ada@example.com' } });
    expect(viaApi.status).toBe(402);
    expect(viaApi.error.message).toBe(LockMessages.trialEnded);
  });

  it('still serves billing, the user, switching account and signing out, and unlocks on payment', async () => {
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', owner.user.id).execute();
    t.ctx.sessionCache.forgetUser(owner.user.id);
    await lockOwner();

    const user = await owner.browser.call(userRoutes.getUser, {});
    expect(user.status).toBe(200);
    expect(user.data.planLock).toMatchObject({
      reason: 'trialEnded',
      isWhopPlan: false,
      lockedAt: NOW.toISOString(),
    });
    expect((await owner.browser.call(billingRoutes.plans, {})).status).toBe(200);
    expect((await owner.browser.call(billingRoutes.subscription, {})).status).toBe(200);

    const checkout = await owner.browser.call(billingRoutes.checkout, {
      body: {
        planId: 'lite',
        numberOfContacts: 2_500,
        period: 'monthly',
        currency: 'USD',
        requestId: randomBytes(8).toString('hex'),
      },
    });
    expect(checkout.status).toBe(201);
    const token = checkout.data.checkoutUrl.split('/').at(-1)!;
    const paid = await new TestBrowser(t.app).call(billingRoutes.sandboxPay, {
      params: { token },
      body: { cardNumber: SANDBOX_CARDS.succeeds },
    });
    expect(paid.data.outcome).toBe('succeeded');

    // Paid: the account is open again.
    expect((await owner.browser.call(userRoutes.getUser, {})).data.planLock).toBeNull();
    expect((await owner.browser.call(listRoutes.allRecipientLists, { query: {} })).status).toBe(200);

    expect((await owner.browser.call(authRoutes.signOut, {})).status).toBe(200);
  });

  it('lets a member of a locked account switch to an open one, and locks Whop plans with their own message', async () => {
    const other = await signUpUser(t.app);
    // The owner of the other account joins the owner's account too, which then locks.
    await t.ctx.db
      .insertInto('members')
      .values({ account_id: owner.accountId, user_id: other.user.id, role: 'member' })
      .execute();
    await setPlan(owner.accountId, { subscriptionEndDate: '2026-03-01T00:00:00Z', planName: 'whop' });
    expect(await endExpiredPlans()).toEqual([owner.accountId]);

    const browser = await signInBrowser(t.app, other.form.email);
    const switched = await browser.call(userRoutes.switchAccount, { body: { accountId: owner.accountId } });
    expect(switched.status).toBe(200);
    const refused = await browser.call(listRoutes.allRecipientLists, { query: {} });
    expect(refused.status).toBe(402);
    expect(refused.error.message).toBe(LockMessages.whopSubscriptionEnded);
    expect((await browser.call(userRoutes.getUser, {})).data).toMatchObject({
      planLock: { reason: 'subscriptionEnded', isWhopPlan: true },
      connectedAccounts: expect.arrayContaining([
        expect.objectContaining({ accountId: other.user.accountId }),
      ]),
    });

    expect(
      (await browser.call(userRoutes.switchAccount, { body: { accountId: other.user.accountId } })).status,
    ).toBe(200);
    expect((await browser.call(listRoutes.allRecipientLists, { query: {} })).status).toBe(200);
  });
});
