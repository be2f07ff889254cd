import type { CampaignRecord } from '@sendwell/contracts';
import { distinctListIds } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { replaceCampaignLists } from './campaigns.repository';
import { checkAudienceLists, lockDraftCampaign } from './draft-audience';
import { getCampaign } from './list-campaigns';

/** Makes these lists and segments all a draft leaves out, by the audience's rules, all or nothing. */
export const setCampaignExclusions = async (
  db: Db,
  accountId: string,
  campaignId: number,
  listIds: readonly number[],
): Promise<CampaignRecord> => {
  const exclusions = distinctListIds(listIds);
  await db.transaction().execute(async (trx) => {
    await lockDraftCampaign(trx, accountId, campaignId);
    await checkAudienceLists(trx, accountId, exclusions);
    await replaceCampaignLists(trx, accountId, campaignId, exclusions, 'campaign_exclusions');
  });
  return getCampaign(db, accountId, campaignId);
};
