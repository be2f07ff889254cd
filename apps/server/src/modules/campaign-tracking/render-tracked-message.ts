import type { Db } from '../../db/database';
import { renderMergeTags } from '../templates/render-merge-tags';
import { templateVersionHtml } from '../campaign-sending/campaign-sending.repository';
import { trackedMessageOf } from './campaign-tracking.repository';
import { campaignMergeValues } from './track-html';
import type { TrackingTarget } from './tracking-token';

export type TrackedMessageRow = NonNullable<Awaited<ReturnType<typeof trackedMessageOf>>>;

/**
 * The contact's message as the send rendered it: the campaign's template version with the contact's merge
 * values and the tags tracking fills in. Clicks find their link in it by position and the web view shows it;
 * undefined when the campaign, the contact or the template version is gone.
 */
export const renderCampaignMessage = async (
  db: Db,
  target: TrackingTarget,
): Promise<{ message: TrackedMessageRow; html: string } | undefined> => {
  const message = await trackedMessageOf(db, target);
  if (!message || message.templateId === null || message.templateVersion === null) return undefined;
  const template = await templateVersionHtml(
    db,
    target.accountId,
    message.templateId,
    message.templateVersion,
  );
  if (template === undefined) return undefined;
  const html = await renderMergeTags(
    template,
    campaignMergeValues({ email: message.email, properties: message.properties }),
  );
  return { message, html };
};
