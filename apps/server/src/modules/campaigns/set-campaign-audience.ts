import type { CampaignRecord } from '@sendwell/contracts';
import { distinctListIds } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { replaceCampaignLists } from './campaigns.repository';
import { checkAudienceLists, lockDraftCampaign } from './draft-audience';
import { getCampaign } from './list-campaigns';

/** Makes these lists and segments the whole audience of a draft, all or nothing. */
export const setCampaignAudience = async (
  db: Db,
  accountId: string,
  campaignId: number,
  listIds: readonly number[],
): Promise<CampaignRecord> => {
  const audience = distinctListIds(listIds);
  await db.transaction().execute(async (trx) => {
    await lockDraftCampaign(trx, accountId, campaignId);
    await checkAudienceLists(trx, accountId, audience);
    await replaceCampaignLists(trx, accountId, campaignId, audience);
  });
  return getCampaign(db, accountId, campaignId);
};
