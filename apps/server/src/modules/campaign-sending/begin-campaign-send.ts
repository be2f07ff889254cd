import { CampaignSendingMessages, type CampaignStatus } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import { assertMergeTagsWork } from '../campaigns/merge-tag-problems';
import { senderExists } from '../senders/senders';
import {
  audienceListCount,
  findCampaignToSend,
  freezeAudience,
  setCampaignStatus,
  templateVersionHtml,
} from './campaign-sending.repository';

/**
 * Inside the caller's transaction: checks the campaign is complete, freezes its audience and turns it
 * 'sending'. A refusal leaves everything as it was.
 */
export const beginCampaignSend = async (
  trx: Db,
  accountId: string,
  campaignId: number,
  from: readonly CampaignStatus[],
): Promise<void> => {
  const campaign = await findCampaignToSend(trx, accountId, campaignId, true);
  if (!campaign) throw new NotFoundError(CampaignSendingMessages.notFound);
  if (!from.includes(campaign.status))
    throw new ConflictError(CampaignSendingMessages.notStartable, 'CAMPAIGN_NOT_STARTABLE');
  if (campaign.senderId === null) throw new BadRequestError(CampaignSendingMessages.noSender);
  if (!(await senderExists(trx, accountId, campaign.senderId)))
    throw new BadRequestError(CampaignSendingMessages.senderMissing);
  if (campaign.templateId === null || campaign.templateVersion === null)
    throw new BadRequestError(CampaignSendingMessages.noTemplate);
  const html = await templateVersionHtml(trx, accountId, campaign.templateId, campaign.templateVersion);
  if (html === undefined) throw new BadRequestError(CampaignSendingMessages.templateVersionMissing);
  if (campaign.subject.trim() === '') throw new BadRequestError(CampaignSendingMessages.noSubject);
  assertMergeTagsWork({ ...campaign, html });
  if ((await audienceListCount(trx, accountId, campaignId)) === 0)
    throw new BadRequestError(CampaignSendingMessages.noAudience);
  const total = await freezeAudience(trx, accountId, campaignId, campaign.emailTypeId);
  await setCampaignStatus(trx, accountId, campaignId, {
    status: 'sending',
    statusReason: null,
    recipientsTotal: total,
    started: true,
  });
};
