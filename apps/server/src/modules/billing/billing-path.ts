import { billingPathOf, type BillingPath } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { storeBillingFacts } from '../store-integration/store-admin-token';
import { findSubscription } from './billing.repository';

/** Spec 2 §4.4: whether the account buys its plan through Shopify (in USD) or the standard checkout. */
export const findBillingPath = async (db: Db, accountId: string): Promise<BillingPath> => {
  const [store, subscription] = await Promise.all([storeBillingFacts(db, accountId), findSubscription(db, accountId)]);
  return billingPathOf({ store, subscriptionCost: subscription?.cost ?? 0, subscriptionProvider: subscription?.provider ?? null });
};
