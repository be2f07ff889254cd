import {
  CAMPAIGN_NAME_MAX_LENGTH,
  CAMPAIGN_PREHEADER_MAX_LENGTH,
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  CampaignMessages,
  type CampaignProblem,
  type CampaignType,
} from '@sendwell/contracts';

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

/**
 * What a draft still lacks before it can be scheduled or sent, in the order the compose steps ask for it;
 * empty when it is complete. The server refuses with the first; the review step lists them all.
 */
export const campaignProblems = (draft: {
  templateId: number | null;
  senderId: number | null;
  subject: string;
  audience: readonly unknown[];
}): CampaignProblem[] => {
  const problems: CampaignProblem[] = [];
  if (draft.senderId === null) problems.push({ field: 'senderId', message: CampaignMessages.senderRequired });
  if (draft.subject.trim() === '')
    problems.push({ field: 'subject', message: CampaignMessages.subjectEmpty });
  if (draft.templateId === null)
    problems.push({ field: 'templateId', message: CampaignMessages.templateRequired });
  if (draft.audience.length === 0)
    problems.push({ field: 'audience', message: CampaignMessages.audienceEmpty });
  return problems;
};

/** The subject and preheader rules; the message to show for the field, or null when both are fine. */
export const validateCampaignText = (content: {
  subject: string;
  preheader: string;
}): { field: 'subject' | 'preheader'; message: string } | null => {
  if (content.subject.trim().length > CAMPAIGN_SUBJECT_MAX_LENGTH)
    return { field: 'subject', message: CampaignMessages.subjectTooLong };
  if (content.preheader.trim().length > CAMPAIGN_PREHEADER_MAX_LENGTH)
    return { field: 'preheader', message: CampaignMessages.preheaderTooLong };
  return null;
};

/** An instant as the local date and time of a timezone, to the minute: '2026-05-01T09:30', as a date-time picker reads it. */
export const localDateTimeIn = (instant: Date, timeZone: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};
