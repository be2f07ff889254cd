import { ShopifyBillingMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { applyPaymentEvent } from './apply-payment-event';
import { findShopifyPaymentByReference } from './shopify-billing.repository';
import { SHOPIFY_PROVIDER, type AppSubscriptionStatus } from './shopify-provider';

/** What an app subscription's status means for its payment: approved, refused, or not decided yet. */
const outcomeOf = (status: AppSubscriptionStatus): 'paid' | 'failed' | null => {
  switch (status) {
    case 'ACTIVE':
      return 'paid';
    case 'DECLINED':
    case 'EXPIRED':
      return 'failed';
    default:
      return null;
  }
};

/**
 * Applies what Shopify says of an app subscription (its webhook, or its status read back), through the same
 * ledger as every provider: one transaction, an event id seen before changes nothing, and a payment already
 * settled stays as it is. An active subscription starts the plan; a declined or expired one fails the payment.
 */
export const applyShopifySubscription = async (
  db: Db,
  update: { accountId: string; subscriptionId: string; status: AppSubscriptionStatus; eventId: string },
  now: Date,
): Promise<boolean> => {
  const outcome = outcomeOf(update.status);
  if (!outcome) return false;
  const payment = await findShopifyPaymentByReference(db, update.accountId, update.subscriptionId);
  if (!payment) return false;
  return applyPaymentEvent(
    db,
    SHOPIFY_PROVIDER,
    {
      id: update.eventId,
      type: outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
      // Shopify bills what the subscription was created with: the payment's own total.
      data: {
        checkoutToken: payment.checkoutToken,
        amount: payment.total,
        currency: payment.currency,
        ...(outcome === 'failed' ? { failureReason: ShopifyBillingMessages.declined } : {}),
      },
    },
    now,
  );
};
