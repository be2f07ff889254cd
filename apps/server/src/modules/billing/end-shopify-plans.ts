import type { Db } from '../../db/database';
import { endShopifyPlan, findDueShopifyPlanEnds } from './shopify-billing.repository';

/**
 * Ends the plans whose Shopify subscription was cancelled and whose paid period is now over: each account
 * returns to the Free Plan in its own transaction. Answers how many did; run twice, it ends nothing twice.
 */
export const endDueShopifyPlans = async (db: Db, now: Date): Promise<number> => {
  let ended = 0;
  for (const due of await findDueShopifyPlanEnds(db, now)) {
    if (await db.transaction().execute((trx) => endShopifyPlan(trx, due.accountId, due.subscriptionId, now)))
      ended += 1;
  }
  return ended;
};
