import { CampaignSendingMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { sendingAllowance } from '../billing/sending-allowance';

/**
 * How many more messages the plan lets the account send now (the billing period's credits and today's limit,
 * in the account's timezone), and, when none, why: the campaign pauses with that reason.
 */
export const sendingRoom = async (
  db: Db,
  accountId: string,
  now: Date,
): Promise<{ left: number; reason: string }> => {
  const allowance = await sendingAllowance(db, accountId, now);
  const left = Math.min(allowance.remainingInPeriod, allowance.remainingToday);
  return {
    left,
    reason:
      allowance.remainingInPeriod <= 0
        ? CampaignSendingMessages.creditsUsed
        : CampaignSendingMessages.dailyLimitReached,
  };
};
