import type { CampaignRecord, CreateCampaignRequest } from '@sendwell/contracts';
import { distinctListIds, validateCampaignName } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../platform/errors';
import { addCampaignLists, insertDraftCampaign } from './campaigns.repository';
import { checkAudienceLists } from './draft-audience';
import { getCampaign } from './list-campaigns';

/** A bulk campaign, created as a draft with its trimmed name and, when given, an audience. */
export const createCampaign = async (db: Db, accountId: string, request: CreateCampaignRequest): Promise<CampaignRecord> => {
  const invalid = validateCampaignName(request.name);
  if (invalid) throw new BadRequestError(invalid, { name: invalid });
  const listIds = distinctListIds(request.listIds);
  const campaignId = await db.transaction().execute(async (trx) => {
    await checkAudienceLists(trx, accountId, listIds);
    const campaign = await insertDraftCampaign(trx, accountId, request.name.trim());
    await addCampaignLists(trx, accountId, campaign.id, listIds);
    return campaign.id;
  });
  return getCampaign(db, accountId, campaignId);
};
