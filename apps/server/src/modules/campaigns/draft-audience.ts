import { CampaignMessages, ListMessages } from '@sendwell/contracts';
import { isDraftCampaign } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import { findListsByIds } from '../lists/lists.repository';
import { lockCampaign, type CampaignRow } from './campaigns.repository';

/*
 * The rules every change of a campaign's audience follows, run inside the change's transaction so a
 * refusal leaves the audience as it was.
 */

/** The campaign, locked for the change; only a draft may change its audience (or, with its message, its content). */
export const lockDraftCampaign = async (
  trx: Db,
  accountId: string,
  campaignId: number,
  notDraft: string = CampaignMessages.notDraft,
): Promise<CampaignRow> => {
  const campaign = await lockCampaign(trx, accountId, campaignId);
  if (!campaign) throw new NotFoundError(CampaignMessages.notFound);
  if (!isDraftCampaign({ status: campaign.status, sentOn: campaign.sentAt?.toISOString() ?? null }))
    throw new ConflictError(notDraft, 'CAMPAIGN_NOT_DRAFT');
  return campaign;
};

/** Every id must be a live list or segment of the account: another account's answers 404, as an unknown id does. */
export const checkAudienceLists = async (
  trx: Db,
  accountId: string,
  listIds: readonly number[],
): Promise<void> => {
  const found = await findListsByIds(trx, accountId, listIds);
  if (found.length < listIds.length) throw new NotFoundError(ListMessages.listNotFound);
  if (found.some((list) => list.archivedAt !== null))
    throw new BadRequestError(CampaignMessages.archivedList);
};
