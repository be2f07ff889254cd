import { randomUUID } from 'node:crypto';
import { CampaignMessages, TemplateActionMessages, type CampaignTestEmailResult } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { MailMessage } from '../../platform/mail';
import { findUserById } from '../auth/auth.repository';
import { withPreheader } from '../campaign-sending/campaign-message';
import { senderTransportOf } from '../senders/senders';
import { ConnectionProblem } from '../senders/transports/sender-transport';
import { mergeValuesOfUser } from '../templates/render-merge-tags';
import { templateText } from '../templates/template-text';
import { findCampaign } from './campaigns.repository';
import { countCampaignTestSend } from './count-campaign-test-send';
import { renderCampaignFor } from './review-campaign';

/**
 * POST /api/campaigns/:id/test: the campaign as it stands, merge tags filled with the member's own details, to
 * the member's (verified) address; through the campaign's sender when it has one, so its settings are proved,
 * else through Sendwell's own mail (the development outbox when no SMTP server is set). An account sends a few
 * a minute at most (429 past that).
 */
export const sendCampaignTest = async (
  ctx: AppContext,
  input: { accountId: string; userId: string; campaignId: number },
): Promise<CampaignTestEmailResult> => {
  const campaign = await findCampaign(ctx.db, input.accountId, input.campaignId);
  if (!campaign) throw new NotFoundError(CampaignMessages.notFound);
  const user = await findUserById(ctx.db, input.userId);
  if (!user?.isVerified) throw new ForbiddenError(CampaignMessages.testEmailUnverified, 'EMAIL_NOT_VERIFIED');
  if (campaign.subject.trim() === '')
    throw new BadRequestError(CampaignMessages.subjectEmpty, { subject: CampaignMessages.subjectEmpty });
  const rendered = await renderCampaignFor(ctx.db, input.accountId, campaign, mergeValuesOfUser(user));
  if (!rendered)
    throw new BadRequestError(CampaignMessages.templateRequired, {
      templateId: CampaignMessages.templateRequired,
    });

  // Counted once everything else is known to be fine, before anything leaves.
  await countCampaignTestSend(ctx.db, {
    accountId: input.accountId,
    campaignId: input.campaignId,
    sentBy: input.userId,
    now: ctx.now(),
  });

  // With the campaign's preheader hidden first in the body, as each recipient's message has it.
  const html = withPreheader(rendered.html, rendered.preheader);
  const message: MailMessage = {
    to: user.email,
    subject: TemplateActionMessages.testEmailSubject(rendered.subject),
    html,
    text: templateText(html),
  };
  if (campaign.senderId === null) {
    await ctx.mailer.send(message);
  } else {
    const transport = await senderTransportOf(ctx, input.accountId, campaign.senderId);
    if (!transport)
      throw new BadRequestError(CampaignMessages.senderNotFound, {
        senderId: CampaignMessages.senderNotFound,
      });
    try {
      await transport.deliver(randomUUID(), message);
    } catch (error) {
      if (error instanceof ConnectionProblem)
        throw new BadRequestError(error.message, { senderId: error.message });
      throw error;
    }
  }
  return { sentTo: user.email, message: CampaignMessages.testEmailSent(user.email) };
};
