import { CampaignSendingMessages, type CampaignProgress } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { queueSendRuns } from './campaign-send.job';
import { changeCampaignSend } from './change-campaign-send';
import { getCampaignProgress } from './get-campaign-progress';

/** Resumes a paused campaign (paused by a member or by the engine, whose reason is cleared) where it stopped. */
export const resumeCampaignSend = async (
  ctx: AppContext,
  accountId: string,
  campaignId: number,
): Promise<CampaignProgress> => {
  await changeCampaignSend(ctx, accountId, campaignId, {
    from: ['paused'],
    to: 'sending',
    refusal: CampaignSendingMessages.notPaused,
  });
  await queueSendRuns(ctx, accountId, campaignId);
  return getCampaignProgress(ctx.db, accountId, campaignId);
};
