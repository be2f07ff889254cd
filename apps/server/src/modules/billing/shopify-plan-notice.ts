import { ShopifyBillingMessages, type ShopifyPlanNotice } from '@sendwell/contracts';
import { FREE_PLAN_NAME } from '@sendwell/domain';
import type { Db } from '../../db/database';
import type { findSubscription } from './billing.repository';
import { findLastEndedShopifyPlan, findShopifyState } from './shopify-billing.repository';
import { SHOPIFY_PROVIDER } from './shopify-provider';

/**
 * What the billing screen tells the owner of a plan billed through Shopify: that Shopify froze it (paid
 * features paused), that it was cancelled and runs to the end of its paid period, or why the account is back
 * on the Free Plan. Null when Shopify has nothing against the plan.
 */
export const shopifyPlanNotice = async (
  db: Db,
  accountId: string,
  account: { planName: string },
  subscription: Awaited<ReturnType<typeof findSubscription>>,
): Promise<ShopifyPlanNotice | null> => {
  if (subscription) {
    if (subscription.provider !== SHOPIFY_PROVIDER || !subscription.reference) return null;
    const state = await findShopifyState(db, accountId, subscription.reference);
    if (state?.status === 'FROZEN')
      return { state: 'frozen', message: ShopifyBillingMessages.frozen, at: null };
    if (state?.planEndsAt && !state.planEndedAt)
      return {
        state: 'cancelling',
        message: ShopifyBillingMessages.cancelling,
        at: state.planEndsAt.toISOString(),
      };
    return null;
  }
  if (account.planName !== FREE_PLAN_NAME) return null;
  const ended = await findLastEndedShopifyPlan(db, accountId);
  if (!ended?.planEndedAt) return null;
  const message =
    ended.status === 'DECLINED' || ended.status === 'EXPIRED'
      ? ShopifyBillingMessages.ended[ended.status]
      : ShopifyBillingMessages.ended.CANCELLED;
  return { state: 'ended', message, at: ended.planEndedAt.toISOString() };
};
