import { ShopifyBillingMessages, type ShopifyConfirmation } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { billingStoreOf } from '../store-integration/store-admin-token';
import { applyShopifySubscription } from './apply-shopify-subscription';
import { shopifyProviderFor } from './shopify-billing-provider';
import { findShopifyPayment } from './shopify-billing.repository';

/**
 * POST /api/billing/shopify/subscription/:paymentId/confirm: when Shopify sends the owner back, the server asks
 * Shopify for the subscription's status (the browser's word counts for nothing) and applies it once.
 */
export const confirmShopifySubscription = async (
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  accountId: string,
  paymentId: string,
): Promise<ShopifyConfirmation> => {
  const payment = await findShopifyPayment(ctx.db, accountId, paymentId);
  if (!payment?.reference) throw new NotFoundError();
  if (payment.status === 'pending') {
    const store = await billingStoreOf(ctx.db, ctx.config.secretKey, accountId);
    if (!store) throw new ConflictError(ShopifyBillingMessages.notShopifyBilled);
    const asked = ctx.now();
    const state = await shopifyProviderFor(ctx.config, store).subscription(payment.reference);
    if (state) {
      await applyShopifySubscription(
        ctx.db,
        {
          accountId,
          subscriptionId: payment.reference,
          status: state.status,
          periodEnd: state.currentPeriodEnd,
          eventId: `status:${payment.reference}:${state.status}`,
          at: asked,
        },
        ctx.now(),
      );
    }
  }
  const settled = await findShopifyPayment(ctx.db, accountId, paymentId);
  return { status: settled?.status ?? 'pending', failureReason: settled?.failureReason ?? null };
};
