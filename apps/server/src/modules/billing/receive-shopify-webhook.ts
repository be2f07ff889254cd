import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ShopifyBillingMessages, type ShopifyAppSubscriptionWebhook } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { UnauthorizedError } from '../../platform/errors';
import { rawBodyOf } from '../../platform/raw-body';
import { billingStoreByShopDomain, billingStoreOf } from '../store-integration/store-admin-token';
// Shopify signs its billing webhooks as it signs the store's: base64 HMAC-SHA256 of the body with the app secret.
import { sameSignature, signStoreBody } from '../store-integration/verify-store-webhook';
import { applyShopifySubscription } from './apply-shopify-subscription';
import { shopifyProviderFor } from './shopify-billing-provider';
import { findPendingShopifyPayments } from './shopify-billing.repository';
import { AppSubscriptionStatus, type ShopifyProvider } from './shopify-provider';

export const SHOPIFY_HMAC_HEADER = 'x-shopify-hmac-sha256';
export const SHOPIFY_SUBSCRIPTION_TOPIC = 'app_subscriptions/update';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** A delivery proven to come from the store's app, for the account connected to that store. */
export interface ShopifyDelivery {
  accountId: string;
  eventId: string;
  topic: string | undefined;
}

/**
 * Proves an app_subscriptions/update delivery: X-Shopify-Shop-Domain names a live version 2 store that can bill,
 * and X-Shopify-Hmac-Sha256 is the HMAC of the body's exact bytes with that store's app secret. Anything else
 * answers 401 before the body is read, so nothing is written.
 */
export const verifyShopifyWebhook = async (
  ctx: Pick<AppContext, 'db' | 'config'>,
  request: FastifyRequest,
): Promise<ShopifyDelivery> => {
  const shop = header(request, 'x-shopify-shop-domain');
  const store = shop ? await billingStoreByShopDomain(ctx.db, ctx.config.secretKey, shop) : undefined;
  const signature = header(request, SHOPIFY_HMAC_HEADER);
  const body = rawBodyOf(request);
  if (!store || !signature || !body || !sameSignature(signature, signStoreBody(store.webhookSecret, body)))
    throw new UnauthorizedError(ShopifyBillingMessages.badSignature);
  // Shopify's id of the delivery is the same across its retries; without one, the same signed bytes are one delivery.
  const eventId =
    header(request, 'x-shopify-webhook-id') ??
    header(request, 'x-shopify-event-id') ??
    `sha256:${createHash('sha256').update(body).digest('base64url')}`;
  return {
    accountId: store.accountId,
    eventId: `webhook:${eventId}`,
    topic: header(request, 'x-shopify-topic'),
  };
};

/** Shopify's updated_at of the delivery's state; without a readable one, the time it was received. */
const stateTimeOf = (body: ShopifyAppSubscriptionWebhook, now: Date): Date => {
  const at = body.app_subscription.updated_at ? new Date(body.app_subscription.updated_at) : null;
  return at && !Number.isNaN(at.getTime()) ? at : now;
};

/**
 * Before a cancellation is applied: on a plan change Shopify cancels the old app subscription when the owner
 * approves the new one, and its CANCELLED may arrive before the new one's ACTIVE. Each subscription the account
 * is still waiting on is read from Shopify, and one Shopify says is active is applied first, so the plan moves
 * to it and the cancellation of the old one, no longer the plan's, changes nothing.
 */
const applyApprovedReplacements = async (
  ctx: Pick<AppContext, 'db' | 'now'>,
  provider: ShopifyProvider,
  accountId: string,
  cancelled: string,
): Promise<void> => {
  for (const waiting of await findPendingShopifyPayments(ctx.db, accountId, cancelled)) {
    const state = await provider.subscription(waiting.reference!);
    if (state?.status !== 'ACTIVE') continue;
    const at = ctx.now();
    await applyShopifySubscription(
      ctx.db,
      {
        accountId,
        subscriptionId: waiting.reference!,
        status: state.status,
        periodEnd: state.currentPeriodEnd,
        eventId: `status:${waiting.reference}:${state.status}`,
        at,
      },
      at,
    );
  }
};

/**
 * Applies a proven app_subscriptions/update delivery; other topics and statuses change nothing. A cancelled
 * subscription's paid period is read from Shopify (the delivery does not carry it): the plan runs to its end.
 */
export const receiveShopifyWebhook = async (
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  delivery: ShopifyDelivery,
  body: ShopifyAppSubscriptionWebhook,
): Promise<boolean> => {
  const status = AppSubscriptionStatus.safeParse(body.app_subscription.status.toUpperCase());
  if (delivery.topic !== SHOPIFY_SUBSCRIPTION_TOPIC || !status.success) return false;
  const subscriptionId = body.app_subscription.admin_graphql_api_id;
  let periodEnd: Date | null = null;
  if (status.data === 'CANCELLED') {
    const store = await billingStoreOf(ctx.db, ctx.config.secretKey, delivery.accountId);
    if (store) {
      const provider = shopifyProviderFor(ctx.config, store);
      await applyApprovedReplacements(ctx, provider, delivery.accountId, subscriptionId);
      periodEnd = (await provider.subscription(subscriptionId))?.currentPeriodEnd ?? null;
    }
  }
  const now = ctx.now();
  return applyShopifySubscription(
    ctx.db,
    {
      accountId: delivery.accountId,
      subscriptionId,
      status: status.data,
      eventId: delivery.eventId,
      at: stateTimeOf(body, now),
      periodEnd,
    },
    now,
  );
};
