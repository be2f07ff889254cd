import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defineJob } from '../../platform/jobs';
import { lockExpiredAccounts } from './billing.repository';
import { endDueShopifyPlans } from './end-shopify-plans';

/** Every quarter of an hour: an account is locked within 15 minutes of its last day ending where it is. */
export const END_EXPIRED_PLANS_CRON = '*/15 * * * *';

/**
 * Ends the trials and subscriptions whose last day is over in the account's timezone, locking the account
 * (spec 2 §2.6, §4.5) until it pays. Running it twice locks nothing twice: a locked account is passed over.
 */
export const endExpiredPlansJob = defineJob({
  name: 'end-expired-plans',
  payload: z.object({}),
  retryLimit: 3,
});

export const handleEndExpiredPlans = async (
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
): Promise<string[]> => {
  // A plan cancelled in Shopify whose paid period is over returns to the Free Plan before any lock is decided.
  const ended = await endDueShopifyPlans(ctx.db, ctx.now());
  if (ended > 0) ctx.log.info({ accounts: ended }, 'plans cancelled in Shopify: back on the Free Plan');
  const locked = await lockExpiredAccounts(ctx.db, ctx.now());
  if (locked.length > 0) ctx.log.info({ accounts: locked.length }, 'plans ended: accounts locked');
  return locked;
};
