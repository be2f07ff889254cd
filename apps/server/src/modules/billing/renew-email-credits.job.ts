import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defineJob } from '../../platform/jobs';
import { subscriptionsDueForGrant } from './email-grants.repository';
import { grantEmailCredits } from './grant-email-credits';

/** Every quarter of an hour: a new month's credits are in the ledger within 15 minutes of it starting. */
export const RENEW_EMAIL_CREDITS_CRON = '*/15 * * * *';
const BATCH = 500;

/**
 * Renews the monthly email credits of every paid subscription whose new month has begun (monthly and annual
 * terms alike), with the recurring email top-ups that run in it. Each account's month is written in one
 * transaction and granted once: a second run, or one killed half way and run again, adds nothing twice.
 */
export const renewEmailCreditsJob = defineJob({
  name: 'renew-email-credits',
  payload: z.object({}),
  retryLimit: 3,
});

export const handleRenewEmailCredits = async (
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
): Promise<{ accounts: number; grants: number }> => {
  const now = ctx.now();
  let accounts = 0;
  let grants = 0;
  let after: string | null = null;
  for (;;) {
    const due = await subscriptionsDueForGrant(ctx.db, now, { after, limit: BATCH });
    for (const term of due) {
      grants += await ctx.db
        .transaction()
        .execute((trx) => grantEmailCredits(trx, term.accountId, term, now));
      accounts += 1;
    }
    after = due.at(-1)?.accountId ?? null;
    if (due.length < BATCH) break;
  }
  if (grants > 0) ctx.log.info({ accounts, grants }, 'email credits renewed');
  return { accounts, grants };
};
