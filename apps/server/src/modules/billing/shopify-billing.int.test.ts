import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingMessages,
  billingRoutes,
  ShopifyBillingMessages,
  shopifyBillingRoutes,
  storeIntegrationRoutes,
  userRoutes,
  type ShopifySubscriptionRequest,
} from '@sendwell/contracts';
import { TestBrowser } from '../../../test/http-client';
import { useOwner, useTestApp, type Owner } from '../../../test/integration-setup';
import { startShopifyAdminPeer } from '../../../test/shopify/shopify-admin-peer';
import { signUpUser } from '../../../test/users';

const APP_SECRET = 'shpss_sendwell_test_app_secret_01';
const requestId = () => randomBytes(8).toString('hex');
const pro = { planId: 'pro', numberOfContacts: 10_000, period: 'monthly' } as const;

/** Shopify's webhook signature, made here from its documented rule: base64 HMAC-SHA256 of the raw body. */
const hmac = (body: string, secret = APP_SECRET) => createHmac('sha256', secret).update(body).digest('base64');

describe('plans billed through Shopify', () => {
  const shops: Record<string, string> = {};
  let peer: Awaited<ReturnType<typeof startShopifyAdminPeer>>;
  beforeAll(async () => {
    peer = await startShopifyAdminPeer(shops);
  });
  afterAll(async () => {
    await peer.close();
  });
  const t = useTestApp(() => ({ env: { SHOPIFY_ADMIN_API_URL: peer.apiUrl } }));
  const owner = useOwner(t, 'each test');

  /** Connects a store to the owner's account, as the integration settings do, and verifies the owner. */
  const connect = async (who: Owner, options: { version?: 1 | 2; token?: boolean } = {}) => {
    const shopDomain = `shop-${randomBytes(4).toString('hex')}.myshopify.com`;
    const adminAccessToken = `shpat_${randomBytes(16).toString('hex')}`;
    shops[shopDomain] = adminAccessToken;
    const connected = await who.browser.call(storeIntegrationRoutes.connect, {
      body: {
        shopDomain,
        sharedSecret: APP_SECRET,
        integrationVersion: options.version ?? 2,
        ...(options.token === false ? {} : { adminAccessToken }),
      },
    });
    expect(connected.status).toBe(200);
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', who.user.id).execute();
    t.ctx.sessionCache.forgetUser(who.user.id);
    return { shopDomain, adminAccessToken, connection: connected.data };
  };
  const buy = (who: Owner, body: Partial<ShopifySubscriptionRequest> = {}) =>
    who.browser.call(shopifyBillingRoutes.createSubscription, { body: { ...pro, requestId: requestId(), ...body } });
  const subscriptionIdOf = (paymentLink: string) =>
    `gid://shopify/AppSubscription/${/\/charges\/(\d+)\//.exec(paymentLink)![1]}`;
  const deliver = (
    shopDomain: string,
    body: string,
    options: { signature?: string; webhookId?: string; topic?: string } = {},
  ) =>
    new TestBrowser(t.app).request<{ applied: boolean }>({
      method: 'POST',
      url: shopifyBillingRoutes.webhook.path,
      csrf: 'omit',
      headers: {
        'content-type': 'application/json',
        'x-shopify-shop-domain': shopDomain,
        'x-shopify-topic': options.topic ?? 'app_subscriptions/update',
        'x-shopify-webhook-id': options.webhookId ?? randomBytes(8).toString('hex'),
        'x-shopify-hmac-sha256': options.signature ?? hmac(body),
      },
      body,
    });
  const update = (subscriptionId: string, status: string) =>
    JSON.stringify({
      app_subscription: {
        admin_graphql_api_id: subscriptionId,
        name: 'Sendwell Pro plan',
        status,
        admin_graphql_api_shop_id: 'gid://shopify/Shop/1',
        created_at: '2026-11-26T10:00:00-05:00',
        updated_at: '2026-11-26T10:01:00-05:00',
        currency: 'USD',
      },
    });
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
    expect(first.data.paymentLink).toMatch(new RegExp(`^https://${shopDomain}/admin/charges/\\d+/confirm_recurring_application_charge`));

    const asked = peer.seen.filter((request) => request.shop === shopDomain);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.accessToken).toBe(adminAccessToken);
    expect(asked[0]!.query).toContain('appSubscriptionCreate');
    expect(asked[0]!.variables).toEqual({
      name: 'Sendwell Pro plan, 10,000 contacts, billed monthly',
      returnUrl: `${t.ctx.config.appUrl}/app/settings/plans?shopifyPayment=${first.data.paymentId}`,
      test: true,
      lineItems: [
        { plan: { appRecurringPricingDetails: { price: { amount: '49.00', currencyCode: 'USD' }, interval: 'EVERY_30_DAYS' } } },
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
      owner.browser.call(shopifyBillingRoutes.confirmSubscription, { params: { paymentId: bought.paymentId } });

    // Back from Shopify before approving: still pending.
    expect((await confirm()).data).toEqual({ status: 'pending', failureReason: null });
    peer.setStatus(subscriptionIdOf(bought.paymentLink), 'DECLINED');
    expect((await confirm()).data).toEqual({ status: 'failed', failureReason: ShopifyBillingMessages.declined });
    expect((await userOf(owner)).planName).toBe('Free Trial');
    expect(await historyOf(owner)).toEqual([]);
    // Another account cannot confirm it.
    const other = (await signUpUser(t.app)).browser;
    expect((await other.call(shopifyBillingRoutes.confirmSubscription, { params: { paymentId: bought.paymentId } })).status).toBe(404);
  });

  it('changes the plan when Shopify says the subscription is active on return, and a later webhook changes nothing', async () => {
    const { shopDomain } = await connect(owner);
    const bought = (await buy(owner, { period: 'annual' })).data;
    const subscriptionId = subscriptionIdOf(bought.paymentLink);
    expect(peer.seen.at(-1)!.variables).toMatchObject({
      lineItems: [{ plan: { appRecurringPricingDetails: { interval: 'ANNUAL' } } }],
    });
    peer.setStatus(subscriptionId, 'ACTIVE');
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

    await t.ctx.db.updateTable('accounts').set({ flags: JSON.stringify({}) }).where('id', '=', owner.accountId).execute();
    const downgrade = await buy(owner, lite);
    expect(downgrade.status).toBe(201);
    expect((await deliver(shopDomain, update(subscriptionIdOf(downgrade.data.paymentLink), 'ACTIVE'))).data).toEqual({ applied: true });
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
});
