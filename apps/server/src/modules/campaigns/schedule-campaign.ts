import { CampaignMessages, LOCAL_DATE_TIME, type CampaignRecord } from '@sendwell/contracts';
import { campaignProblems } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../platform/errors';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import {
  audiencesOf,
  findTemplateVersion,
  localTimeToInstant,
  setCampaignSchedule,
} from './campaigns.repository';
import { lockDraftCampaign } from './draft-audience';
import { assertMergeTagsWork } from './merge-tag-problems';
import { getCampaign } from './list-campaigns';

const sendAtProblem = (message: string) => new BadRequestError(message, { sendAt: message });

/**
 * POST /api/campaigns/:id/schedule: a complete draft waits for a local date and time of the account's
 * timezone; the engine's scheduler starts it then. A draft missing a part is refused naming the first.
 */
export const scheduleCampaign = async (
  ctx: { db: Db; now: () => Date },
  accountId: string,
  campaignId: number,
  sendAt: string,
): Promise<CampaignRecord> => {
  const { db } = ctx;
  if (!LOCAL_DATE_TIME.test(sendAt)) throw sendAtProblem(CampaignMessages.sendAtInvalid);
  const timezone = await getAccountTimezone(db, accountId);
  const instant = await localTimeToInstant(db, sendAt, timezone);
  if (!instant) throw sendAtProblem(CampaignMessages.sendAtInvalid);
  if (instant.getTime() <= ctx.now().getTime()) throw sendAtProblem(CampaignMessages.sendAtPast);

  await db.transaction().execute(async (trx) => {
    const campaign = await lockDraftCampaign(trx, accountId, campaignId, CampaignMessages.contentNotDraft);
    const version =
      campaign.templateId === null
        ? undefined
        : await findTemplateVersion(trx, accountId, campaign.templateId, campaign.templateVersion);
    const hasTemplate = version !== undefined;
    const audience = (await audiencesOf(trx, accountId, [campaignId])).get(campaignId) ?? [];
    const [problem] = campaignProblems({
      ...campaign,
      templateId: hasTemplate ? campaign.templateId : null,
      audience,
    });
    if (problem) throw new BadRequestError(problem.message, { [problem.field]: problem.message });
    assertMergeTagsWork({ ...campaign, html: version?.html });
    await setCampaignSchedule(trx, accountId, campaignId, { status: 'scheduled', scheduledAt: instant });
  });
  return getCampaign(db, accountId, campaignId);
};
