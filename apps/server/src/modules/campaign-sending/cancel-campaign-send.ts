import { CampaignSendingMessages, type CampaignProgress } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { changeCampaignSend } from './change-campaign-send';

/** Cancels a scheduled, sending or paused campaign for good; contacts not reached yet get nothing. */
export const cancelCampaignSend = (
  ctx: AppContext,
  accountId: string,
  campaignId: number,
): Promise<CampaignProgress> =>
  changeCampaignSend(ctx, accountId, campaignId, {
    from: ['scheduled', 'sending', 'paused'],
    to: 'cancelled',
    refusal: CampaignSendingMessages.notCancellable,
    finished: true,
  });
