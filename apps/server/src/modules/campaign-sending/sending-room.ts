import { CampaignSendingMessages } from '@sendwell/contracts';
import { zoneDayWindow } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { sendingAllowance } from '../billing/sending-allowance';

export interface SendingRoom {
  left: number;
  /** Why there is no room, as the paused campaign's status reason. */
  reason: string;
  /**
   * When there is room again by itself: the start of the account's next day when today's limit is what ran
   * out; undefined when the billing period's credits are used (more must be bought).
   */
  resumeAt?: Date;
}

/**
 * How many more messages the plan lets the account send now (the billing period's credits and today's limit,
 * in the account's timezone), and, when none, why: the campaign pauses with that reason.
 */
export const sendingRoom = async (db: Db, accountId: string, now: Date): Promise<SendingRoom> => {
  const allowance = await sendingAllowance(db, accountId, now);
  const left = Math.min(allowance.remainingInPeriod, allowance.remainingToday);
  if (allowance.remainingInPeriod <= 0) return { left, reason: CampaignSendingMessages.creditsUsed };
  if (left > 0) return { left, reason: CampaignSendingMessages.dailyLimitReached };
  return {
    left,
    reason: CampaignSendingMessages.dailyLimitReached,
    resumeAt: zoneDayWindow(now, await getAccountTimezone(db, accountId)).end,
  };
};
