import { CampaignMessages, type CampaignRecord } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { lockCampaign, setCampaignSchedule } from './campaigns.repository';
import { getCampaign } from './list-campaigns';

/** POST /api/campaigns/:id/unschedule: a scheduled campaign goes back to drafts, its time forgotten. */
export const unscheduleCampaign = async (
  db: Db,
  accountId: string,
  campaignId: number,
): Promise<CampaignRecord> => {
  await db.transaction().execute(async (trx) => {
    const campaign = await lockCampaign(trx, accountId, campaignId);
    if (!campaign) throw new NotFoundError(CampaignMessages.notFound);
    if (campaign.status !== 'scheduled')
      throw new ConflictError(CampaignMessages.notScheduled, 'CAMPAIGN_NOT_SCHEDULED');
    await setCampaignSchedule(trx, accountId, campaignId, { status: 'draft', scheduledAt: null });
  });
  return getCampaign(db, accountId, campaignId);
};
