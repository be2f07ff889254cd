import { CAMPAIGN_NAME_MAX_LENGTH, CampaignMessages, type CampaignType } from '@sendwell/contracts';

/** The campaign name rules; returns the message to show, or null when the name is fine. */
export const validateCampaignName = (name: string): string | null => {
  const trimmed = name.trim();
  if (trimmed.length === 0) return CampaignMessages.nameEmpty;
  if (trimmed.length > CAMPAIGN_NAME_MAX_LENGTH) return CampaignMessages.nameTooLong;
  return null;
};

const TYPE_LABELS: Record<CampaignType, string> = { bulk: 'Bulk', TRIGGERED: 'Triggered' };

export const campaignTypeLabel = (type: CampaignType): string => TYPE_LABELS[type];

/** 'draft' reads 'Draft'; a status written by a later version still reads as a word. */
export const campaignStatusLabel = (status: string): string => {
  const words = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A draft is the only campaign whose audience may change. */
export const isDraftCampaign = (campaign: { status: string; sentOn: string | null }): boolean =>
  campaign.status === 'draft' && campaign.sentOn === null;

/** The audience with `listId` added at the end, once: adding a list already there changes nothing. */
export const withAudienceList = (listIds: readonly number[], listId: number): number[] =>
  listIds.includes(listId) ? [...listIds] : [...listIds, listId];

/** Each list once, in the order first given. */
export const distinctListIds = (listIds: readonly number[]): number[] => [...new Set(listIds)];
