import { describe, expect, it } from 'vitest';
import {
  BillingMessages,
  billingRoutes,
  billingUsageRoutes,
  integrationRoutes,
  billingAccountRoutes,
  senderRoutes,
  ShopifyBillingMessages,
  shopifyBillingRoutes,
  teamRoutes,
  userRoutes,
} from '@sendwell/contracts';
import { FREE_PLAN_LIMITS } from '@sendwell/domain';
import type { Owner } from '../../../test/integration-setup';
import {
  shopifyHmac as hmac,
  shopifyRequestId as requestId,
  SHOPIFY_PRO as pro,
  subscriptionIdOf,
  subscriptionUpdate as update,
  useShopifyBilling,
} from '../../../test/shopify/shopify-billing-fixture';
import { signUpUser } from '../../../test/users';
import { handleEndExpiredPlans } from './end-expired-plans.job';

describe('plans billed through Shopify', () => {
  const { t, owner, peer: shopify, connect, buy, deliver, subscribed } = useShopifyBilling();
  const userOf = async (who: Owner) => (await who.browser.call(userRoutes.getUser, {})).data;
  const subscriptionOf = async (who: Owner) => (await who.browser.call(billingRoutes.subscription, {})).data;
  const historyOf = async (who: Owner) => (await who.browser.call(billingRoutes.history, {})).data.data;

  it('puts a free account with a version 2 store that holds an access token on the Shopify path, and keeps the token sealed', async () => {
    expect((await subscriptionOf(owner)).billingPath).toBe('standard');
    const { adminAccessToken, connection } = await connect(owner);
    expect(connection.billingEnabled).toBe(true);
    expect(JSON.stringify(connection)).not.toContain(adminAccessToken);
    const stored = await t.ctx.db
      .selectFrom('store_connections')
      .select('admin_access_token')
      .where('account_id', '=', owner.accountId)
      .where('disconnected_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(stored.admin_access_token).toBeTruthy();
    expect(stored.admin_access_token).not.toContain(adminAccessToken.slice(6));
    expect((await subscriptionOf(owner)).billingPath).toBe('shopify');
  });

  it('keeps a version 1 store, or one without an access token, on the standard path', async () => {
    await connect(owner, { version: 1 });
    expect((await subscriptionOf(owner)).billingPath).toBe('standard');
    const { connection } = await connect(owner, { token: false });
    expect(connection.billingEnabled).toBe(false);
    expect((await subscriptionOf(owner)).billingPath).toBe('standard');
    const refused = await buy(owner);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(ShopifyBillingMessages.notShopifyBilled);
  });

  it("creates a USD app subscription in test mode and answers Shopify's confirmation page, once per click, changing nothing yet", async () => {
    const { shopDomain, adminAccessToken } = await connect(owner);
    const id = requestId();
    const first = await buy(owner, { requestId: id });
    expect(first.status).toBe(201);
    const again = await buy(owner, { requestId: id });
    expect(again.data.paymentLink).toBe(first.data.paymentLink);
    expect(first.data.paymentLink).toMatch(
      new RegExp(`^https://${shopDomain}/admin/charges/\\d+/confirm_recurring_application_charge`),
    );

    const asked = shopify().seen.filter((request) => request.shop === shopDomain);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.accessToken).toBe(adminAccessToken);
    expect(asked[0]!.query).toContain('appSubscriptionCreate');
    expect(asked[0]!.variables).toEqual({
      name: 'Sendwell Pro plan, 10,000 contacts, billed monthly',
      returnUrl: `${t.ctx.config.appUrl}/app/settings/plans?shopifyPayment=${first.data.paymentId}`,
      test: true,
      lineItems: [
        {
          plan: {
            appRecurringPricingDetails: {
              price: { amount: '49.00', currencyCode: 'USD' },
              interval: 'EVERY_30_DAYS',
            },
          },
        },
      ],
    });
    // Opening the link is not paying: the plan waits for Shopify.
    expect((await userOf(owner)).planName).toBe('Free Trial');
    const standard = await owner.browser.call(billingRoutes.checkout, {
      body: { ...pro, currency: 'USD', requestId: requestId() },
    });
    expect(standard.status).toBe(409);
    expect(standard.error.message).toBe(ShopifyBillingMessages.shopifyBilled);
  });

  it('changes the plan on the signed app_subscriptions/update webhook, once however often it is delivered', async () => {
    const { shopDomain } = await connect(owner);
    const subscriptionId = subscriptionIdOf((await buy(owner)).data.paymentLink);
    const body = update(subscriptionId, 'ACTIVE');

    const first = await deliver(shopDomain, body, { webhookId: 'wh-1' });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ applied: true });
    expect((await userOf(owner)).planName).toBe('Pro');
    const subscription = await subscriptionOf(owner);
    expect(subscription).toMatchObject({ currency: 'USD', subscriptionCost: 4_900, billingPath: 'shopify' });

    const replay = await deliver(shopDomain, body, { webhookId: 'wh-1' });
    expect(replay.data).toEqual({ applied: false });
    // A later delivery for the same subscription finds it settled.
    expect((await deliver(shopDomain, body, { webhookId: 'wh-2' })).data).toEqual({ applied: false });
    expect(await historyOf(owner)).toHaveLength(1);
    expect((await subscriptionOf(owner)).subscriptionEndDate).toBe(subscription.subscriptionEndDate);
  });

  it('changes nothing for a tampered, unsigned, wrongly signed or unknown-store webhook', async () => {
    const { shopDomain } = await connect(owner);
    const subscriptionId = subscriptionIdOf((await buy(owner)).data.paymentLink);
    const body = update(subscriptionId, 'PENDING');
    const tampered = update(subscriptionId, 'ACTIVE');
    const refusals = [
      await deliver(shopDomain, tampered, { signature: hmac(body) }),
      await deliver(shopDomain, tampered, { signature: '' }),
      await deliver(shopDomain, tampered, { signature: hmac(tampered, 'shpss_someone_else_secret_0000') }),
      await deliver('another-shop.myshopify.com', tampered),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.error.message).toBe(ShopifyBillingMessages.badSignature);
    }
    expect((await userOf(owner)).planName).toBe('Free Trial');
    expect(await historyOf(owner)).toEqual([]);
  });

  it("reads the subscription's status from Shopify on return, never the browser's word, and records a declined one", async () => {
    await connect(owner);
    const bought = (await buy(owner)).data;
    const confirm = () =>
      owner.browser.call(shopifyBillingRoutes.confirmSubscription, {
        params: { paymentId: bought.paymentId },
      });

    // Back from Shopify before approving: still pending.
    expect((await confirm()).data).toEqual({ status: 'pending', failureReason: null });
    shopify().setStatus(subscriptionIdOf(bought.paymentLink), 'DECLINED');
    expect((await confirm()).data).toEqual({
      status: 'failed',
      failureReason: ShopifyBillingMessages.declined,
    });
    expect((await userOf(owner)).planName).toBe('Free Trial');
    expect(await historyOf(owner)).toEqual([]);
    // Another account cannot confirm it.
    const other = (await signUpUser(t.app)).browser;
    expect(
      (
        await other.call(shopifyBillingRoutes.confirmSubscription, {
          params: { paymentId: bought.paymentId },
        })
      ).status,
    ).toBe(404);
  });

  it('changes the plan when Shopify says the subscription is active on return, and a later webhook changes nothing', async () => {
    const { shopDomain } = await connect(owner);
    const bought = (await buy(owner, { period: 'annual' })).data;
    const subscriptionId = subscriptionIdOf(bought.paymentLink);
    expect(shopify().seen.at(-1)!.variables).toMatchObject({
      lineItems: [{ plan: { appRecurringPricingDetails: { interval: 'ANNUAL' } } }],
    });
    shopify().setStatus(subscriptionId, 'ACTIVE');
    const confirmed = await owner.browser.call(shopifyBillingRoutes.confirmSubscription, {
      params: { paymentId: bought.paymentId },
    });
    expect(confirmed.data).toEqual({ status: 'paid', failureReason: null });
    expect((await userOf(owner)).planName).toBe('Pro');
    expect((await subscriptionOf(owner)).subscriptionType).toBe('annual');
    expect((await deliver(shopDomain, update(subscriptionId, 'ACTIVE'))).data).toEqual({ applied: false });
    expect(await historyOf(owner)).toHaveLength(1);
  });

  it('buys a smaller plan through Shopify only while the shopifyPlanDowngrade flag is on', async () => {
    const { shopDomain } = await connect(owner);
    const subscriptionId = subscriptionIdOf((await buy(owner)).data.paymentLink);
    expect((await deliver(shopDomain, update(subscriptionId, 'ACTIVE'))).data).toEqual({ applied: true });
    const lite = { planId: 'lite', numberOfContacts: 2_500 } as const;

    await t.ctx.db
      .updateTable('accounts')
      .set({ flags: JSON.stringify({ shopifyPlanDowngrade: false }) })
      .where('id', '=', owner.accountId)
      .execute();
    const refused = await buy(owner, lite);
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe(BillingMessages.downgrade);
    const current = await buy(owner);
    expect(current.error.message).toBe(BillingMessages.currentPlan);

    await t.ctx.db
      .updateTable('accounts')
      .set({ flags: JSON.stringify({}) })
      .where('id', '=', owner.accountId)
      .execute();
    const downgrade = await buy(owner, lite);
    expect(downgrade.status).toBe(201);
    expect(
      (await deliver(shopDomain, update(subscriptionIdOf(downgrade.data.paymentLink), 'ACTIVE'))).data,
    ).toEqual({ applied: true });
    expect((await userOf(owner)).planName).toBe('Lite');
  });

  it('asks an unverified owner to verify first', async () => {
    await connect(owner);
    await t.ctx.db.updateTable('users').set({ is_verified: false }).where('id', '=', owner.user.id).execute();
    t.ctx.sessionCache.forgetUser(owner.user.id);
    const refused = await buy(owner);
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe(BillingMessages.unverified);
  });

  describe("after the purchase: Shopify's later word on the subscription", () => {
    /** Shopify's updated_at for a delivery, minutes after the subscription became active (10:01 in Shopify's zone). */
    const at = (minute: number) => `2026-11-26T10:${String(minute).padStart(2, '0')}:00-05:00`;
    const woocommerceOf = async (who: Owner) =>
      (await who.browser.call(integrationRoutes.listIntegrations, {})).data.data.find(
        (card) => card.key === 'woocommerce',
      )!;
    const dailyLimitOf = async (who: Owner) =>
      (await who.browser.call(billingUsageRoutes.usage, {})).data.daily.allowed;

    it('returns a cancelled plan to the Free Plan at once when Shopify says no period is paid, and says why', async () => {
      const { shopDomain, subscriptionId } = await subscribed(owner);
      expect((await woocommerceOf(owner)).locked).toBe(false);
      shopify().setStatus(subscriptionId, 'CANCELLED');
      const cancelled = await deliver(shopDomain, update(subscriptionId, 'CANCELLED', at(5)));
      expect(cancelled.data).toEqual({ applied: true });

      expect((await userOf(owner)).planName).toBe('Free Plan');
      const subscription = await subscriptionOf(owner);
      expect(subscription).toMatchObject({
        isFreePlan: true,
        subscriptionType: 'free',
        subscriptionEndDate: null,
      });
      expect(subscription.shopifyNotice).toMatchObject({
        state: 'ended',
        message: ShopifyBillingMessages.ended.CANCELLED,
      });
      expect((await woocommerceOf(owner)).locked).toBe(true);
      // The payment made stays in the history: only the plan ended.
      expect(await historyOf(owner)).toHaveLength(1);
    });

    it('keeps a cancelled plan to the end of the period Shopify says is paid, then returns it to the Free Plan', async () => {
      const { shopDomain, subscriptionId } = await subscribed(owner);
      const paidUntil = new Date(t.ctx.now().getTime() + 10 * 24 * 3600_000);
      shopify().setStatus(subscriptionId, 'CANCELLED', paidUntil);
      expect((await deliver(shopDomain, update(subscriptionId, 'CANCELLED', at(5)))).data).toEqual({
        applied: true,
      });

      expect((await userOf(owner)).planName).toBe('Pro');
      const ending = await subscriptionOf(owner);
      expect(ending.subscriptionEndDate).toBe(paidUntil.toISOString());
      expect(ending.shopifyNotice).toEqual({
        state: 'cancelling',
        message: ShopifyBillingMessages.cancelling,
        at: paidUntil.toISOString(),
      });
      // The scheduled job before the end changes nothing; after it, the plan ends, once.
      await handleEndExpiredPlans({ ...t.ctx, now: () => new Date(paidUntil.getTime() - 60_000) });
      expect((await userOf(owner)).planName).toBe('Pro');
      const after = new Date(paidUntil.getTime() + 60_000);
      await handleEndExpiredPlans({ ...t.ctx, now: () => after });
      await handleEndExpiredPlans({ ...t.ctx, now: () => after });
      expect((await userOf(owner)).planName).toBe('Free Plan');
      const ended = await subscriptionOf(owner);
      expect(ended.shopifyNotice).toEqual({
        state: 'ended',
        message: ShopifyBillingMessages.ended.CANCELLED,
        at: after.toISOString(),
      });
      // Back on the Free Plan, not locked out.
      expect((await owner.browser.call(billingRoutes.subscription, {})).status).toBe(200);
      const account = await t.ctx.db
        .selectFrom('accounts')
        .select('locked_at')
        .where('id', '=', owner.accountId)
        .executeTakeFirstOrThrow();
      expect(account.locked_at).toBeNull();
    });

    it.each([
      ['DECLINED', ShopifyBillingMessages.ended.DECLINED],
      ['EXPIRED', ShopifyBillingMessages.ended.EXPIRED],
    ] as const)(
      'returns the plan to the Free Plan at once when Shopify reports its subscription %s',
      async (status, message) => {
        const { shopDomain, subscriptionId } = await subscribed(owner);
        expect((await deliver(shopDomain, update(subscriptionId, status, at(5)))).data).toEqual({
          applied: true,
        });
        expect((await userOf(owner)).planName).toBe('Free Plan');
        expect((await subscriptionOf(owner)).shopifyNotice).toMatchObject({ state: 'ended', message });
      },
    );

    it('suspends the paid features while Shopify holds the subscription frozen, and restores them when it is active again', async () => {
      const { shopDomain, subscriptionId } = await subscribed(owner);
      const paidLimit = await dailyLimitOf(owner);
      expect(paidLimit).toBe(10_000);

      expect((await deliver(shopDomain, update(subscriptionId, 'FROZEN', at(5)))).data).toEqual({
        applied: true,
      });
      const frozen = await subscriptionOf(owner);
      expect(frozen).toMatchObject({ planName: 'Pro', isFreePlan: false });
      expect(frozen.shopifyNotice).toEqual({
        state: 'frozen',
        message: ShopifyBillingMessages.frozen,
        at: null,
      });
      expect((await woocommerceOf(owner)).locked).toBe(true);
      expect(await dailyLimitOf(owner)).toBeLessThan(paidLimit);

      expect((await deliver(shopDomain, update(subscriptionId, 'ACTIVE', at(9)))).data).toEqual({
        applied: true,
      });
      expect((await subscriptionOf(owner)).shopifyNotice).toBeNull();
      expect((await woocommerceOf(owner)).locked).toBe(false);
      expect(await dailyLimitOf(owner)).toBe(paidLimit);
      // Resuming pays nothing twice.
      expect(await historyOf(owner)).toHaveLength(1);
    });

    it("gives a frozen plan the Free Plan's email allowance, senders and team size, and sells no credits until it is active again", async () => {
      const { shopDomain, subscriptionId } = await subscribed(owner);
      const usageOf = async () => (await owner.browser.call(billingUsageRoutes.usage, {})).data;
      const sender = (email: string) =>
        owner.browser.call(senderRoutes.smtp.add, {
          body: {
            email,
            name: 'Shop News',
            host: '127.0.0.1',
            port: 2525,
            tls: 'none',
            user: 'news',
            allowSelfSigned: false,
          },
        });
      const invite = (email: string) =>
        owner.browser.call(teamRoutes.invite, { body: { email, role: 'member', limitedAccess: false } });
      const buyCredits = () =>
        owner.browser.call(billingAccountRoutes.addTopUpToFixedPlan, {
          body: { topUpQuantity: 1, isRecurring: false, requestId: requestId() },
        });
      // On Pro at 10,000 contacts: 100,000 emails a month.
      expect((await usageOf()).emails.allowed).toBe(100_000);
      expect((await sender('news@shop.example')).status).toBe(201);

      expect((await deliver(shopDomain, update(subscriptionId, 'FROZEN', at(5)))).data).toEqual({
        applied: true,
      });
      // The Free Plan's allowance (2,500 contacts at 8 emails each), not the free rate on the paid slab.
      const frozen = await usageOf();
      expect(frozen.emails).toMatchObject({ allowed: 20_000, planCredits: 20_000, creditsAdded: 0 });
      // The contacts meter shows the Free Plan's 2,500 that apply while frozen, not the 10,000 paid for.
      expect(frozen.contacts.allowed).toBe(2_500);
      const moreSenders = await sender('offers@shop.example');
      expect(moreSenders.status).toBe(402);
      expect(moreSenders.text).toContain(ShopifyBillingMessages.frozenSenders(FREE_PLAN_LIMITS.senderEmails));
      const moreTeam = await invite('colleague@shop.example');
      expect(moreTeam.status).toBe(402);
      expect(moreTeam.text).toContain(ShopifyBillingMessages.frozenTeam(FREE_PLAN_LIMITS.teamMembers));
      const credits = await buyCredits();
      expect(credits.status).toBe(402);
      expect(credits.text).toContain(ShopifyBillingMessages.frozenTopUp);
      // Nothing was written by the refusals.
      expect(await historyOf(owner)).toHaveLength(1);
      expect((await owner.browser.call(teamRoutes.getTeam, {})).data.invitations).toHaveLength(0);

      expect((await deliver(shopDomain, update(subscriptionId, 'ACTIVE', at(9)))).data).toEqual({
        applied: true,
      });
      expect((await usageOf()).emails.allowed).toBe(100_000);
      expect((await sender('offers@shop.example')).status).toBe(201);
      expect((await invite('colleague@shop.example')).status).toBe(201);
    });

    it('never lets a replayed or older delivery undo a newer state', async () => {
      const { shopDomain, subscriptionId } = await subscribed(owner);
      const frozen = update(subscriptionId, 'FROZEN', at(5));
      expect((await deliver(shopDomain, frozen, { webhookId: 'frozen-1' })).data).toEqual({ applied: true });
      expect(
        (await deliver(shopDomain, update(subscriptionId, 'ACTIVE', at(9)), { webhookId: 'active-2' })).data,
      ).toEqual({
        applied: true,
      });
      // The FROZEN delivery again (Shopify's retry, or a new id for the same news), and an ACTIVE one older still.
      expect((await deliver(shopDomain, frozen, { webhookId: 'frozen-1' })).data).toEqual({ applied: false });
      expect((await deliver(shopDomain, frozen, { webhookId: 'frozen-1-again' })).data).toEqual({
        applied: false,
      });
      expect((await deliver(shopDomain, update(subscriptionId, 'ACTIVE', at(3)))).data).toEqual({
        applied: false,
      });
      expect((await subscriptionOf(owner)).shopifyNotice).toBeNull();
      expect((await woocommerceOf(owner)).locked).toBe(false);
    });

    it('keeps the Free Plan when an ACTIVE delivery from before the cancellation arrives after it', async () => {
      const { shopDomain, subscriptionId } = await subscribed(owner);
      expect((await deliver(shopDomain, update(subscriptionId, 'FROZEN', at(4)))).data).toEqual({
        applied: true,
      });
      expect((await deliver(shopDomain, update(subscriptionId, 'CANCELLED', at(8)))).data).toEqual({
        applied: true,
      });
      // Sent by Shopify between the two, delivered last.
      expect((await deliver(shopDomain, update(subscriptionId, 'ACTIVE', at(6)))).data).toEqual({
        applied: false,
      });
      // Cancelled is final: even a later-stamped ACTIVE cannot bring the plan back.
      expect((await deliver(shopDomain, update(subscriptionId, 'ACTIVE', at(20)))).data).toEqual({
        applied: false,
      });
      expect((await userOf(owner)).planName).toBe('Free Plan');
      expect(await historyOf(owner)).toHaveLength(1);
    });

    it('ends nothing when Shopify cancels a subscription the plan no longer comes from, as it does on a plan change', async () => {
      const { shopDomain, subscriptionId: first } = await subscribed(owner);
      const max = await buy(owner, { planId: 'max', numberOfContacts: 10_000 });
      const second = subscriptionIdOf(max.data.paymentLink);
      expect((await deliver(shopDomain, update(second, 'ACTIVE', at(10)))).data).toEqual({ applied: true });
      expect((await deliver(shopDomain, update(first, 'CANCELLED', at(11)))).data).toEqual({
        applied: false,
      });
      expect((await userOf(owner)).planName).toBe('Max');
      expect((await subscriptionOf(owner)).shopifyNotice).toBeNull();
    });

    it("keeps the plan running when a plan change's CANCELLED for the old subscription arrives before the new one's ACTIVE", async () => {
      const { shopDomain, subscriptionId: first } = await subscribed(owner);
      const max = await buy(owner, { planId: 'max', numberOfContacts: 10_000 });
      const second = subscriptionIdOf(max.data.paymentLink);
      // The owner approved Max: Shopify activates it and cancels Pro, and tells of the cancellation first.
      shopify().setStatus(second, 'ACTIVE');
      shopify().setStatus(first, 'CANCELLED');
      await deliver(shopDomain, update(first, 'CANCELLED', at(11)));
      expect((await userOf(owner)).planName).toBe('Max');
      expect((await deliver(shopDomain, update(second, 'ACTIVE', at(10)))).data).toEqual({ applied: false });
      expect((await userOf(owner)).planName).toBe('Max');
      expect((await subscriptionOf(owner)).shopifyNotice).toBeNull();
      // The plan never ended in between: no subscription of the account returned it to the Free Plan.
      const ended = await t.ctx.db
        .selectFrom('billing_shopify_subscriptions')
        .select('plan_ended_at')
        .where('account_id', '=', owner.accountId)
        .where('plan_ended_at', 'is not', null)
        .execute();
      expect(ended).toEqual([]);
      expect(await historyOf(owner)).toHaveLength(2);
    });

    it('ends the plan on a CANCELLED when the subscription the account waits on is not approved in Shopify', async () => {
      const { shopDomain, subscriptionId: first } = await subscribed(owner);
      await buy(owner, { planId: 'max', numberOfContacts: 10_000 });
      shopify().setStatus(first, 'CANCELLED');
      expect((await deliver(shopDomain, update(first, 'CANCELLED', at(11)))).data).toEqual({ applied: true });
      expect((await userOf(owner)).planName).toBe('Free Plan');
    });

    it('reads a subscription cancelled before approval on return as a failed payment, with no plan to end', async () => {
      await connect(owner);
      const bought = (await buy(owner)).data;
      const subscriptionId = subscriptionIdOf(bought.paymentLink);
      shopify().setStatus(subscriptionId, 'CANCELLED');
      const confirmed = await owner.browser.call(shopifyBillingRoutes.confirmSubscription, {
        params: { paymentId: bought.paymentId },
      });
      // Cancelled before it was ever approved: nothing was paid, nothing changes.
      expect(confirmed.data).toEqual({ status: 'failed', failureReason: ShopifyBillingMessages.declined });
      expect((await userOf(owner)).planName).toBe('Free Trial');
      expect((await subscriptionOf(owner)).shopifyNotice).toBeNull();
    });
  });
});
