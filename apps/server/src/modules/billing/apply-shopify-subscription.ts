import { ShopifyBillingMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { applyPaymentEvent } from './apply-payment-event';
import {
  endShopifyPlan,
  findShopifyPaymentByReference,
  recordShopifyState,
  scheduleShopifyPlanEnd,
} from './shopify-billing.repository';
import { SHOPIFY_PROVIDER, type AppSubscriptionStatus } from './shopify-provider';

/** What a status means for a subscription not approved yet: approved, refused, or not decided. */
const outcomeOf = (status: AppSubscriptionStatus): 'paid' | 'failed' | null => {
  switch (status) {
    case 'ACTIVE':
      return 'paid';
    case 'DECLINED':
    case 'EXPIRED':
    case 'CANCELLED':
      return 'failed';
    default:
      return null;
  }
};

export interface ShopifySubscriptionUpdate {
  accountId: string;
  subscriptionId: string;
  status: AppSubscriptionStatus;
  eventId: string;
  /** When Shopify gave the subscription this status (its updated_at), or when Shopify was asked. */
  at: Date;
  /** The end of the period Shopify says is paid, when it says. */
  periodEnd?: Date | null;
}

/**
 * Applies what Shopify says of an app subscription (its webhook, or its status read back), in one transaction.
 * Only a state newer than the one known counts, so a replayed or late delivery never undoes a newer one.
 * Before approval: active starts the plan through the same ledger as every provider, declined, expired or
 * cancelled fails the payment. After: cancelled, declined or expired returns the account to the Free Plan, at
 * once or at the end of the period Shopify says is paid; frozen suspends the paid features until Shopify says
 * active again (both read from the state kept here). Answers whether anything changed.
 */
export const applyShopifySubscription = (
  db: Db,
  update: ShopifySubscriptionUpdate,
  now: Date,
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const payment = await findShopifyPaymentByReference(trx, update.accountId, update.subscriptionId);
    if (!payment) return false;
    if (!(await recordShopifyState(trx, update))) return false;
    if (payment.status === 'pending') {
      const outcome = outcomeOf(update.status);
      if (!outcome) return true;
      return applyPaymentEvent(
        trx,
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
        update.subscriptionId,
      );
    }
    if (update.status !== 'CANCELLED' && update.status !== 'DECLINED' && update.status !== 'EXPIRED')
      return true;
    const paidUntil = update.status === 'CANCELLED' ? update.periodEnd : null;
    if (paidUntil && paidUntil > now)
      return scheduleShopifyPlanEnd(trx, update.accountId, update.subscriptionId, paidUntil);
    return endShopifyPlan(trx, update.accountId, update.subscriptionId, now);
  });
