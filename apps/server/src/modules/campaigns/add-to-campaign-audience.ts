import type { CampaignRecord } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { addCampaignLists } from './campaigns.repository';
import { checkAudienceLists, lockDraftCampaign } from './draft-audience';
import { getCampaign } from './list-campaigns';

/**
 * Adds one list or segment to a draft's audience, keeping the rest: what a quick segment does once created
 * for the campaign. Adding it again changes nothing.
 */
export const addToCampaignAudience = async (
  db: Db,
  accountId: string,
  campaignId: number,
  listId: number,
): Promise<CampaignRecord> => {
  await db.transaction().execute(async (trx) => {
    await lockDraftCampaign(trx, accountId, campaignId);
    await checkAudienceLists(trx, accountId, [listId]);
    await addCampaignLists(trx, accountId, campaignId, [listId]);
  });
  return getCampaign(db, accountId, campaignId);
};
