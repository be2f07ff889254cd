import type { CampaignRecord, RouteBody, campaignRoutes } from '@sendwell/contracts';

/** The draft's content as saved, for a step that changes one part of it and keeps the rest. */
export const contentOf = (campaign: CampaignRecord): RouteBody<typeof campaignRoutes.setContent> => ({
  templateId: campaign.templateId,
  templateVersion: campaign.templateVersion,
  senderId: campaign.senderId,
  subject: campaign.subject,
  preheader: campaign.preheader,
  emailTypeId: campaign.emailTypeId,
});
