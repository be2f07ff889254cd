import { CampaignMessages, type CampaignContentRequest, type CampaignRecord } from '@sendwell/contracts';
import { validateCampaignText } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { TemplateMessages } from '@sendwell/contracts';
import { senderExists } from '../senders/senders';
import {
  emailTypeExists,
  findTemplateVersion,
  templateExists,
  updateCampaignContent,
} from './campaigns.repository';
import { lockDraftCampaign } from './draft-audience';
import { getCampaign } from './list-campaigns';

/**
 * PUT /api/campaigns/:id/content: a draft's template (a version of it; its current one unless said), sender,
 * subject, preheader and email type, saved as a whole. Everything named must be the account's.
 */
export const setCampaignContent = async (
  db: Db,
  accountId: string,
  campaignId: number,
  request: CampaignContentRequest,
): Promise<CampaignRecord> => {
  const subject = request.subject.trim();
  const preheader = request.preheader.trim();
  const invalid = validateCampaignText({ subject, preheader });
  if (invalid) throw new BadRequestError(invalid.message, { [invalid.field]: invalid.message });
  if (request.templateVersion !== null && request.templateId === null)
    throw new BadRequestError(CampaignMessages.templateRequired, {
      templateId: CampaignMessages.templateRequired,
    });

  await db.transaction().execute(async (trx) => {
    await lockDraftCampaign(trx, accountId, campaignId, CampaignMessages.contentNotDraft);
    let templateVersion: number | null = null;
    if (request.templateId !== null) {
      if (!(await templateExists(trx, accountId, request.templateId)))
        throw new NotFoundError(TemplateMessages.templateNotFound);
      const version = await findTemplateVersion(trx, accountId, request.templateId, request.templateVersion);
      if (!version)
        throw new BadRequestError(CampaignMessages.templateVersionNotFound, {
          templateVersion: CampaignMessages.templateVersionNotFound,
        });
      templateVersion = version.version;
    }
    if (request.senderId !== null && !(await senderExists(trx, accountId, request.senderId)))
      throw new NotFoundError(CampaignMessages.senderNotFound);
    if (request.emailTypeId !== null && !(await emailTypeExists(trx, accountId, request.emailTypeId)))
      throw new NotFoundError(CampaignMessages.emailTypeNotFound);
    await updateCampaignContent(trx, accountId, campaignId, {
      templateId: request.templateId,
      templateVersion,
      senderId: request.senderId,
      subject,
      preheader,
      emailTypeId: request.emailTypeId,
    });
  });
  return getCampaign(db, accountId, campaignId);
};
