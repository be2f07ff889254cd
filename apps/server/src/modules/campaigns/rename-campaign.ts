import { CampaignMessages, type CampaignRecord } from '@sendwell/contracts';
import { validateCampaignName } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { findCampaign, renameCampaignRow } from './campaigns.repository';
import { getCampaign } from './list-campaigns';

/** PUT /api/campaigns/:id/name: any campaign that is not archived takes a new trimmed name, by the name rules. */
export const renameCampaign = async (
  db: Db,
  accountId: string,
  campaignId: number,
  name: string,
): Promise<CampaignRecord> => {
  const invalid = validateCampaignName(name);
  if (invalid) throw new BadRequestError(invalid, { name: invalid });
  if (!(await findCampaign(db, accountId, campaignId))) throw new NotFoundError(CampaignMessages.notFound);
  await renameCampaignRow(db, accountId, campaignId, name.trim());
  return getCampaign(db, accountId, campaignId);
};
