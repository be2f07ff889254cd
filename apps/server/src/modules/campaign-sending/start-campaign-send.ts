import type { CampaignProgress } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { beginCampaignSend } from './begin-campaign-send';
import { queueSendRuns } from './campaign-send.job';
import { getCampaignProgress } from './get-campaign-progress';

/**
 * 'Send now': a complete draft (or a scheduled campaign, ahead of its time) freezes its audience and its send
 * is queued. Were the process to stop between the two, a worker starting picks the campaign up.
 */
export const startCampaignSend = async (
  ctx: AppContext,
  accountId: string,
  campaignId: number,
): Promise<CampaignProgress> => {
  await ctx.db
    .transaction()
    .execute((trx) => beginCampaignSend(trx, accountId, campaignId, ['draft', 'scheduled']));
  await queueSendRuns(ctx, accountId, campaignId);
  return getCampaignProgress(ctx.db, accountId, campaignId);
};
