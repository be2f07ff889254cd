import { CampaignMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { archiveCampaignRow, lockCampaign } from './campaigns.repository';

/** Statuses in which a campaign still goes out, or may: archiving one would hide mail being sent. */
const ACTIVE = new Set(['scheduled', 'sending', 'paused']);

/** POST /api/campaigns/:id/archive: hides a draft or finished campaign from the table; its activity stays. */
export const archiveCampaign = async (
  db: Db,
  accountId: string,
  campaignId: number,
): Promise<{ message: string }> => {
  await db.transaction().execute(async (trx) => {
    const campaign = await lockCampaign(trx, accountId, campaignId);
    if (!campaign) throw new NotFoundError(CampaignMessages.notFound);
    if (ACTIVE.has(campaign.status))
      throw new ConflictError(CampaignMessages.archiveWhileActive, 'CAMPAIGN_ACTIVE');
    await archiveCampaignRow(trx, accountId, campaignId);
  });
  return { message: CampaignMessages.archived };
};
