import { CampaignSendingMessages, type CampaignProgress, type CampaignStatus } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { findCampaignToSend, setCampaignStatus } from './campaign-sending.repository';
import { getCampaignProgress } from './get-campaign-progress';

/** Moves a campaign from one of `from` to `to` under its row lock; answers 409 with `refusal` otherwise. */
export const changeCampaignSend = async (
  ctx: AppContext,
  accountId: string,
  campaignId: number,
  change: { from: readonly CampaignStatus[]; to: CampaignStatus; refusal: string; finished?: boolean },
): Promise<CampaignProgress> => {
  await ctx.db.transaction().execute(async (trx) => {
    const campaign = await findCampaignToSend(trx, accountId, campaignId, true);
    if (!campaign) throw new NotFoundError(CampaignSendingMessages.notFound);
    if (!change.from.includes(campaign.status)) throw new ConflictError(change.refusal, 'CAMPAIGN_STATUS');
    await setCampaignStatus(trx, accountId, campaignId, {
      status: change.to,
      statusReason: null,
      ...(change.finished ? { finished: true } : {}),
    });
  });
  return getCampaignProgress(ctx.db, accountId, campaignId);
};
