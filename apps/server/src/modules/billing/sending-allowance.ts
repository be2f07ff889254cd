import { UsageMessages } from '@sendwell/contracts';
import { sendingRefusal, type SendingAllowance } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/errors';
import { allowanceOf, loadEmailUsage } from './get-usage';

export type { SendingAllowance };

/**
 * What the account may still send at `now`: the email credits left in its billing period and what its
 * daily sending limit leaves of today (in the account's timezone). Every sending path asks this before it
 * sends.
 */
export const sendingAllowance = async (db: Db, accountId: string, now: Date): Promise<SendingAllowance> => {
  return allowanceOf(await loadEmailUsage(db, accountId, now));
};

/**
 * Refuses a send of `count` emails the allowance has no room for: 402 EMAIL_CREDITS_USED when the billing
 * period's credits are used up (more credits are bought), 429 DAILY_LIMIT_REACHED when today's limit is.
 */
export const assertCanSend = async (
  db: Db,
  accountId: string,
  count: number,
  now: Date,
): Promise<SendingAllowance> => {
  const usage = await loadEmailUsage(db, accountId, now);
  const allowance = allowanceOf(usage);
  const refusal = sendingRefusal(allowance, count);
  if (refusal === 'EMAIL_CREDITS_USED') throw new AppError(402, refusal, UsageMessages.emailCreditsUsed);
  if (refusal === 'DAILY_LIMIT_REACHED')
    throw new AppError(429, refusal, UsageMessages.dailyLimitReached(usage.dailyLimit));
  return allowance;
};
