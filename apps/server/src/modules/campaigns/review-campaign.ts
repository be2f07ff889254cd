import { CampaignMessages, type CampaignReview } from '@sendwell/contracts';
import { campaignProblems } from '@sendwell/domain';
import { checkTemplate, isMarketingTemplate } from '@sendwell/domain/template-checker';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { getTemplate } from '../templates/get-template';
import { mergeValuesOfContact, renderMergeTags, type MergeValues } from '../templates/render-merge-tags';
import {
  audiencesOf,
  countAudience,
  findCampaign,
  findTemplateVersion,
  sampleContactOf,
  type CampaignRow,
} from './campaigns.repository';

/** The campaign's subject, preheader and chosen template version with merge tags filled for one contact. */
export const renderCampaignFor = async (
  db: Db,
  accountId: string,
  campaign: Pick<CampaignRow, 'templateId' | 'templateVersion' | 'subject' | 'preheader'>,
  values: MergeValues,
) => {
  if (campaign.templateId === null) return null;
  const version = await findTemplateVersion(db, accountId, campaign.templateId, campaign.templateVersion);
  if (!version) return null;
  const [subject, preheader, html] = await Promise.all([
    renderMergeTags(campaign.subject, values),
    renderMergeTags(campaign.preheader, values),
    renderMergeTags(version.html, values),
  ]);
  return { templateHtml: version.html, subject, preheader, html };
};

/**
 * GET /api/campaigns/:id/review: whom it would reach now (the audience's live contacts once each, less
 * exclusions and those who may not be mailed), what is still missing, the checker's findings on the chosen
 * version and the message as the first of those contacts would read it.
 */
export const reviewCampaign = async (
  db: Db,
  accountId: string,
  campaignId: number,
): Promise<CampaignReview> => {
  const campaign = await findCampaign(db, accountId, campaignId);
  if (!campaign) throw new NotFoundError(CampaignMessages.notFound);
  const [audience, counts, sample, timezone] = await Promise.all([
    audiencesOf(db, accountId, [campaignId]),
    countAudience(db, accountId, campaignId, campaign.emailTypeId),
    sampleContactOf(db, accountId, campaignId, campaign.emailTypeId),
    getAccountTimezone(db, accountId),
  ]);
  const rendered = await renderCampaignFor(
    db,
    accountId,
    campaign,
    sample ? mergeValuesOfContact(sample) : {},
  );
  const marketing =
    campaign.templateId !== null && rendered
      ? isMarketingTemplate(await getTemplate(db, accountId, campaign.templateId))
      : true;
  return {
    audienceCount: counts.audience,
    excludedCount: counts.excluded,
    suppressedCount: counts.suppressed,
    problems: campaignProblems({
      ...campaign,
      // A template archived since it was chosen is as good as none.
      templateId: rendered ? campaign.templateId : null,
      audience: audience.get(campaignId) ?? [],
    }),
    check: rendered ? checkTemplate(rendered.templateHtml, { marketing }) : null,
    preview: rendered
      ? {
          contactEmail: sample?.email ?? null,
          subject: rendered.subject,
          preheader: rendered.preheader,
          html: rendered.html,
        }
      : null,
    timezone,
  };
};
