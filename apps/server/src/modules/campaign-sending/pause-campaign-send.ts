import { CampaignSendingMessages, type CampaignProgress } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { changeCampaignSend } from './change-campaign-send';

/** Pauses a sending campaign: its runs stop after the messages already being handed off. */
export const pauseCampaignSend = (
  ctx: AppContext,
  accountId: string,
  campaignId: number,
): Promise<CampaignProgress> =>
  changeCampaignSend(ctx, accountId, campaignId, {
    from: ['sending'],
    to: 'paused',
    refusal: CampaignSendingMessages.notSending,
  });
