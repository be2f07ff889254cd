import { TEST_EMAILS_PER_HOUR, TemplateActionMessages, type TestEmailRequest } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, ForbiddenError, TooManyRequestsError } from '../../platform/errors';
import { findUserById } from '../auth/auth.repository';
import { getTemplateContent, getTemplateRow } from './get-template';
import { mergeValuesOfUser, renderMergeTags } from './render-merge-tags';
import { countTestEmailsSince, insertTestSend, lockTestSends } from './template-actions.repository';
import { templateText } from './template-text';

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/template/{id}/test-email (spec 3 §5): a saved template, sent by a member whose email is verified,
 * to a few addresses; the AMP part goes as text/x-amp-html beside the HTML. Addresses given twice get one mail.
 */
export const sendTestEmail = async (
  ctx: Pick<AppContext, 'db' | 'mailer' | 'now'>,
  input: { accountId: string; userId: string; templateId: number; body: TestEmailRequest },
): Promise<{ sent: number }> => {
  const template = await getTemplateRow(ctx.db, input.accountId, input.templateId);
  const user = await findUserById(ctx.db, input.userId);
  if (!user?.isVerified)
    throw new ForbiddenError(TemplateActionMessages.testEmailUnverified, 'EMAIL_NOT_VERIFIED');
  if (template.category !== 'saved') throw new BadRequestError(TemplateActionMessages.testEmailSavedOnly);
  const content = await getTemplateContent(ctx.db, input.accountId, input.templateId);
  // The sender stands in for the contact, so merge tags show what a recipient would read (and a broken tag is
  // found before anything is counted or sent).
  const html = await renderMergeTags(content.html, mergeValuesOfUser(user));
  const recipients = [...new Set(input.body.emails)];
  const now = ctx.now();

  await ctx.db.transaction().execute(async (trx) => {
    await lockTestSends(trx, input.accountId);
    const sent = await countTestEmailsSince(trx, input.accountId, new Date(now.getTime() - HOUR_MS));
    if (sent + recipients.length > TEST_EMAILS_PER_HOUR)
      throw new TooManyRequestsError(TemplateActionMessages.testEmailRateLimited);
    await insertTestSend(trx, {
      accountId: input.accountId,
      templateId: template.id,
      recipients: recipients.length,
      sentBy: input.userId,
      at: now,
    });
  });

  const subject = TemplateActionMessages.testEmailSubject(template.name);
  const text = templateText(html);
  for (const to of recipients) {
    await ctx.mailer.send({
      to,
      subject,
      html,
      text,
      ...(content.amp !== null ? { amp: content.amp } : {}),
    });
  }
  return { sent: recipients.length };
};
