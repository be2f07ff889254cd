import { ShopifyBillingMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/errors';
import { findSubscription } from './billing.repository';

/** The code of a refusal made because Shopify holds the account's paid subscription frozen. */
export const PLAN_FROZEN = 'PLAN_FROZEN';

/** Whether Shopify holds the account's paid plan frozen (its paid features suspended until it is active again). */
export const isPlanFrozen = async (db: Db, accountId: string): Promise<boolean> =>
  (await findSubscription(db, accountId))?.suspended === true;

/** Refuses buying credits while the plan is frozen: they would add to a plan whose paid features are paused. */
export const assertNotFrozenForTopUp = async (db: Db, accountId: string): Promise<void> => {
  if (await isPlanFrozen(db, accountId))
    throw new AppError(402, PLAN_FROZEN, ShopifyBillingMessages.frozenTopUp);
};
