import { CampaignMessages, type CampaignProblem } from '@sendwell/contracts';
import { BadRequestError } from '../../platform/errors';
import { campaignMergeValues } from '../campaign-tracking/track-html';
import { findMergeTagFault, type MergeValues } from '../templates/render-merge-tags';

/**
 * The merge tags of a campaign's subject, preheader and template version that cannot be filled in, each as a
 * problem saying where it is, what is wrong and where to fix it. The review lists them; sending and
 * scheduling are refused while there is one.
 */
export const mergeTagProblems = (
  content: { subject: string; preheader: string; html: string | undefined },
  values: MergeValues,
): CampaignProblem[] => {
  const problems: CampaignProblem[] = [];
  for (const field of ['subject', 'preheader'] as const) {
    const fault = findMergeTagFault(content[field], values);
    if (fault)
      problems.push({
        field,
        message: CampaignMessages.mergeTagBroken(
          fault.tag ? `the ${field} at ${fault.tag}` : `the ${field}`,
          fault.reason,
          CampaignMessages.mergeTagFixInDetails,
        ),
      });
  }
  const fault = content.html === undefined ? undefined : findMergeTagFault(content.html, values);
  if (fault)
    problems.push({
      field: 'content',
      message: CampaignMessages.mergeTagBroken(
        fault.line === undefined
          ? 'the template'
          : `the template, line ${fault.line}${fault.tag ? ` at ${fault.tag}` : ''}`,
        fault.reason,
        CampaignMessages.mergeTagFixInTemplate,
      ),
    });
  return problems;
};

/**
 * Refuses to send or schedule a campaign while one of its merge tags cannot be filled in: a 400 saying so,
 * with the review's words for the first such tag under its field.
 */
export const assertMergeTagsWork = (content: {
  subject: string;
  preheader: string;
  html: string | undefined;
}) => {
  // The values a send fills in for a contact with no properties: the tracking addresses stay tags.
  const [problem] = mergeTagProblems(content, campaignMergeValues({ email: '', properties: {} }));
  if (!problem) return;
  const message = CampaignMessages.mergeTagBlocksSending(problem.message);
  throw new BadRequestError(message, { [problem.field]: message });
};
