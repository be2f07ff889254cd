import type { AppContext } from '../../platform/context';
import { queueSendRuns } from './campaign-send.job';
import { lockCampaignsToResume, setCampaignStatus } from './campaign-sending.repository';

const DUE_PER_TICK = 50;

/**
 * Sends on with the campaigns paused by the plan's daily sending limit once the account's next day has begun
 * (their resume time, set when they paused). Locked so two workers never resume one twice; a member who
 * resumed, cancelled or paused it again in the meantime cleared that time. Answers how many resumed.
 */
export const resumeDueCampaigns = async (ctx: AppContext, now: Date = ctx.now()): Promise<number> => {
  const resumed = await ctx.db.transaction().execute(async (trx) => {
    const due = await lockCampaignsToResume(trx, now, DUE_PER_TICK);
    for (const campaign of due)
      await setCampaignStatus(trx, campaign.accountId, campaign.campaignId, {
        status: 'sending',
        statusReason: null,
      });
    return due;
  });
  for (const campaign of resumed) await queueSendRuns(ctx, campaign.accountId, campaign.campaignId);
  return resumed.length;
};
