import { CampaignMessages, type CampaignProblem, type CampaignReview } from '@sendwell/contracts';
import { campaignProblems } from '@sendwell/domain';
import { checkTemplate, isMarketingTemplate } from '@sendwell/domain/template-checker';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { unescapeHtml, withPreheader } from '../campaign-sending/campaign-message';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { getTemplate } from '../templates/get-template';
import { mergeValuesOfContact, renderMergeTags, type MergeValues } from '../templates/render-merge-tags';
import { mergeTagProblems } from './merge-tag-problems';
import { countAudience, sampleContactOf } from './campaign-recipients.repository';
import { audiencesOf, findCampaign, findTemplateVersion, type CampaignRow } from './campaigns.repository';

/**
 * The campaign's subject, preheader and chosen template version with merge tags filled for one contact. Values
 * come HTML-escaped; the subject is a header, so it is given back as text ("O'Hara", not "O&#39;Hara"), as the
 * campaign's own messages have it. The preheader goes into the HTML, so it stays escaped.
 */
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
    renderMergeTags(campaign.subject, values).then(unescapeHtml),
    renderMergeTags(campaign.preheader, values),
    renderMergeTags(version.html, values),
  ]);
  return { templateHtml: version.html, subject, preheader, html };
};

/**
 * GET /api/campaigns/:id/review: whom it would reach now (the audience's live contacts once each, less
 * exclusions and those who may not be mailed), what is still missing or broken (a merge tag of the subject,
 * preheader or template that cannot be filled in is listed with where it is and how to fix it), the checker's
 * findings on the chosen version and the message as the first of those contacts would read it (as far as its
 * merge tags allow).
 */
export const reviewCampaign = async (
  db: Db,
  accountId: string,
  campaignId: number,
): Promise<CampaignReview> => {
  const campaign = await findCampaign(db, accountId, campaignId);
  if (!campaign) throw new NotFoundError(CampaignMessages.notFound);
  const [audience, counts, sample, timezone, version] = await Promise.all([
    audiencesOf(db, accountId, [campaignId]),
    countAudience(db, accountId, campaignId, campaign.emailTypeId),
    sampleContactOf(db, accountId, campaignId, campaign.emailTypeId),
    getAccountTimezone(db, accountId),
    campaign.templateId === null
      ? undefined
      : findTemplateVersion(db, accountId, campaign.templateId, campaign.templateVersion),
  ]);
  const values = sample ? mergeValuesOfContact(sample) : {};
  const broken = mergeTagProblems({ ...campaign, html: version?.html }, values);
  const isBroken = (field: CampaignProblem['field']) => broken.some((problem) => problem.field === field);
  // A part whose tags cannot be filled in is shown as written.
  const fill = (text: string, field: CampaignProblem['field']) =>
    isBroken(field) ? text : renderMergeTags(text, values);
  const marketing =
    campaign.templateId !== null && version
      ? isMarketingTemplate(await getTemplate(db, accountId, campaign.templateId))
      : true;
  return {
    audienceCount: counts.audience,
    excludedCount: counts.excluded,
    suppressedCount: counts.suppressed,
    problems: [
      ...campaignProblems({
        ...campaign,
        // A template archived since it was chosen is as good as none.
        templateId: version ? campaign.templateId : null,
        audience: audience.get(campaignId) ?? [],
      }),
      ...broken,
    ],
    // Checked as it goes out: the campaign's own preheader is put first in the body, so the template needs none.
    check: version ? checkTemplate(withPreheader(version.html, campaign.preheader), { marketing }) : null,
    preview:
      version && !isBroken('content')
        ? {
            contactEmail: sample?.email ?? null,
            // Shown as text, as an inbox shows them.
            subject: unescapeHtml(await fill(campaign.subject, 'subject')),
            preheader: unescapeHtml(await fill(campaign.preheader, 'preheader')),
            html: await renderMergeTags(version.html, values),
          }
        : null,
    timezone,
  };
};
