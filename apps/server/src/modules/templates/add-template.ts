import type { AppContext } from '../../platform/context';
import { checkAmpTemplate, checkHtmlTemplate } from './check-template-file';
import { createEmailType } from './create-email-type';
import { findActiveEmailType } from './find-active-email-type';
import { findEmailTypeByName, insertTemplate } from './templates.repository';
import { queueTemplateThumbnail } from './render-template-thumbnail.job';

export interface ReadyTemplate {
  name: string;
  emailType: string;
  html: string;
  /** The AMP part; the HTML is then its fallback. */
  amp?: string;
}

/**
 * A finished template (the demo account's samples), held to the same checks as an upload and given its
 * email type (created when the account has none of that name). Its thumbnail is queued like any other.
 */
export const addTemplate = async (
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  owner: { accountId: string; userId: string },
  template: ReadyTemplate,
): Promise<number> => {
  checkHtmlTemplate(template.html);
  if (template.amp !== undefined) checkAmpTemplate(template.amp);
  if (!(await findEmailTypeByName(ctx.db, owner.accountId, template.emailType)))
    await createEmailType(ctx.db, owner.accountId, template.emailType);
  const id = await insertTemplate(ctx.db, {
    accountId: owner.accountId,
    name: template.name,
    category: 'uploaded',
    emailTypeId: await findActiveEmailType(ctx.db, owner.accountId, template.emailType),
    createdBy: owner.userId,
    content: { html: template.html, amp: template.amp ?? null },
  });
  await queueTemplateThumbnail(ctx.jobs, owner.accountId, id);
  return id;
};
