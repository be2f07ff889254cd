import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  shopifyBillingRoutes,
  storeIntegrationRoutes,
  type ShopifySubscriptionRequest,
} from '@sendwell/contracts';
import { TestBrowser } from '../http-client';
import { useOwner, useTestApp, type Owner } from '../integration-setup';
import { startShopifyAdminPeer } from './shopify-admin-peer';

export const SHOPIFY_APP_SECRET = 'shpss_sendwell_test_app_secret_01';
export const shopifyRequestId = () => randomBytes(8).toString('hex');
export const SHOPIFY_PRO = { planId: 'pro', numberOfContacts: 10_000, period: 'monthly' } as const;

/** Shopify's webhook signature, made here from its documented rule: base64 HMAC-SHA256 of the raw body. */
export const shopifyHmac = (body: string, secret = SHOPIFY_APP_SECRET) =>
  createHmac('sha256', secret).update(body).digest('base64');

/** The app subscription's id in Shopify, read from its confirmation page. */
export const subscriptionIdOf = (paymentLink: string) =>
  `gid://shopify/AppSubscription/${/\/charges\/(\d+)\//.exec(paymentLink)![1]}`;

/** An app_subscriptions/update body as Shopify sends it, at the given updated_at. */
export const subscriptionUpdate = (
  subscriptionId: string,
  status: string,
  updatedAt = '2026-11-26T10:01:00-05:00',
) =>
  JSON.stringify({
    app_subscription: {
      admin_graphql_api_id: subscriptionId,
      name: 'Sendwell Pro plan',
      status,
      admin_graphql_api_shop_id: 'gid://shopify/Shop/1',
      created_at: '2026-11-26T10:00:00-05:00',
      updated_at: updatedAt,
      currency: 'USD',
    },
  });

/**
 * The shared start of a Shopify billing test file: the stores' Admin API on loopback, the app pointed at it,
 * an owner per test, and what a test does with them: connect a store that bills, buy a plan through it, and
 * deliver Shopify's signed webhooks; `subscribed` does all three for an owner on a paid plan.
 */
export const useShopifyBilling = () => {
  const shops: Record<string, string> = {};
  let started: Awaited<ReturnType<typeof startShopifyAdminPeer>> | undefined;
  beforeAll(async () => {
    started = await startShopifyAdminPeer(shops);
  });
  afterAll(async () => {
    await started?.close();
  });
  const peer = () => started!;
  const t = useTestApp(() => ({ env: { SHOPIFY_ADMIN_API_URL: peer().apiUrl } }));
  const owner = useOwner(t, 'each test');

  /** Connects a store to the owner's account, as the integration settings do, and verifies the owner. */
  const connect = async (who: Owner, options: { version?: 1 | 2; token?: boolean } = {}) => {
    const shopDomain = `shop-${randomBytes(4).toString('hex')}.myshopify.com`;
    const adminAccessToken = `shpat_${randomBytes(16).toString('hex')}`;
    shops[shopDomain] = adminAccessToken;
    const connected = await who.browser.call(storeIntegrationRoutes.connect, {
      body: {
        shopDomain,
        sharedSecret: SHOPIFY_APP_SECRET,
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
    who.browser.call(shopifyBillingRoutes.createSubscription, {
      body: { ...SHOPIFY_PRO, requestId: shopifyRequestId(), ...body },
    });
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
        'x-shopify-hmac-sha256': options.signature ?? shopifyHmac(body),
      },
      body,
    });
  /** An owner on Pro bought through a connected store, Shopify having said the subscription is active. */
  const subscribed = async (who: Owner, body: Partial<ShopifySubscriptionRequest> = {}) => {
    const { shopDomain } = await connect(who);
    const bought = await buy(who, body);
    expect(bought.status).toBe(201);
    const subscriptionId = subscriptionIdOf(bought.data.paymentLink);
    peer().setStatus(subscriptionId, 'ACTIVE');
    const activated = await deliver(shopDomain, subscriptionUpdate(subscriptionId, 'ACTIVE'));
    expect(activated.data).toEqual({ applied: true });
    return { shopDomain, subscriptionId, paymentId: bought.data.paymentId };
  };
  return { t, owner, peer, connect, buy, deliver, subscribed };
};
