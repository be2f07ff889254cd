import { CampaignMessages, type CampaignRecord } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import {
  addCampaignLists,
  campaignListIds,
  findCampaign,
  insertDraftWithContent,
} from './campaigns.repository';
import { getCampaign } from './list-campaigns';

/**
 * POST /api/campaigns/:id/duplicate: a new draft named 'Copy of …' with the campaign's template version, sender,
 * subject, preheader, email type, audience and exclusions — whatever the original's status — and no schedule.
 */
export const duplicateCampaign = async (
  db: Db,
  accountId: string,
  campaignId: number,
): Promise<CampaignRecord> => {
  const copyId = await db.transaction().execute(async (trx) => {
    const original = await findCampaign(trx, accountId, campaignId);
    if (!original) throw new NotFoundError(CampaignMessages.notFound);
    const id = await insertDraftWithContent(
      trx,
      accountId,
      CampaignMessages.copyName(original.name),
      original,
    );
    for (const table of ['campaign_lists', 'campaign_exclusions'] as const)
      await addCampaignLists(
        trx,
        accountId,
        id,
        await campaignListIds(trx, accountId, campaignId, table),
        table,
      );
    return id;
  });
  return getCampaign(db, accountId, copyId);
};
