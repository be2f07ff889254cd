import { z } from 'zod';
import { CampaignId, CampaignStatus } from './campaigns.contract';
import { ACCOUNT_ROLES, defineRoute } from './route';

/** Why a contact of the audience gets no message; each is counted apart in a campaign's progress. */
export const SKIP_REASONS = [
  'unsubscribed',
  'blocked',
  'bounced',
  'email_type_unsubscribed',
  'invalid_email',
] as const;
export const SkipReason = z.enum(SKIP_REASONS);
export type SkipReason = z.infer<typeof SkipReason>;

export const CampaignSendingMessages = {
  notFound: 'Campaign not found',
  notStartable: 'Only a draft or scheduled campaign can be sent',
  noSender: 'Choose a sender before sending',
  noTemplate: 'Choose a template before sending',
  templateVersionMissing:
    'The chosen template version no longer exists. Choose the template again before sending',
  noSubject: 'Enter a subject before sending',
  noAudience: 'Choose at least one list or segment before sending',
  senderMissing: 'The chosen sender no longer exists. Choose another sender before sending',
  notSending: 'Only a sending campaign can be paused',
  notPaused: 'Only a paused campaign can be resumed',
  notCancellable: 'Only a scheduled, sending or paused campaign can be cancelled',
  creditsUsed:
    'Paused: all the email credits of this billing period are used. Buy credits or upgrade your plan, then resume the campaign.',
  dailyLimitReached:
    "Paused: today's sending limit of your plan is reached. The campaign resumes by itself at midnight in your account's timezone, or ask us to raise the limit.",
  /** Set as the campaign's status reason when its sender's credentials are refused mid-send. */
  credentialsRefused: (detail: string) =>
    `Paused: the sender could not sign in (${detail}). Fix the sender's settings, then resume the campaign.`,
  senderUnreachable: (detail: string) =>
    `Paused: the sender's server could not be reached (${detail}). Check the sender, then resume the campaign.`,
} as const;

/** Where a campaign's send stands, read from its frozen audience. */
export const CampaignProgress = z.object({
  id: z.number(),
  status: CampaignStatus,
  /** Why it paused or failed, in words a marketer can act on. */
  statusReason: z.string().nullable(),
  /** The frozen audience's size (every contact, skipped ones included); 0 before sending starts. */
  total: z.number(),
  sent: z.number(),
  /** Still to go (waiting or being handed to the sender). */
  pending: z.number(),
  failed: z.number(),
  /** Refused by the receiving server for good (550): the contact is blocked. */
  bounced: z.number(),
  skipped: z.object(
    Object.fromEntries(SKIP_REASONS.map((reason) => [reason, z.number()])) as Record<SkipReason, z.ZodNumber>,
  ),
  skippedTotal: z.number(),
  /** Messages handed off per second since sending started; null before the first. */
  ratePerSecond: z.number().nullable(),
  /** Seconds left at that rate; null when not sending or the rate is unknown. */
  etaSeconds: z.number().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type CampaignProgress = z.infer<typeof CampaignProgress>;

const tags = ['campaigns'] as const;
const params = z.object({ id: CampaignId });

export const campaignSendingRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/send',
    access: 'account',
    roles: ACCOUNT_ROLES,
    tags,
    summary: 'Start sending a draft (or a scheduled campaign) now',
    description:
      'Checks that the campaign has a sender, a template version, a subject and an audience (400 naming what is missing), freezes the audience (lists and segments minus exclusions, each contact once; unsubscribed, blocked, hard-bounced and email-type opted-out contacts are recorded as skipped) and queues the send. 409 when the campaign is not a draft or scheduled.',
    params,
    response: CampaignProgress,
    status: 202,
  }),
  pause: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/pause',
    access: 'account',
    roles: ACCOUNT_ROLES,
    tags,
    summary: 'Pause a sending campaign; messages already handed to the sender are not recalled',
    params,
    response: CampaignProgress,
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/resume',
    access: 'account',
    roles: ACCOUNT_ROLES,
    tags,
    summary: 'Resume a paused campaign where it stopped; nobody gets a second message',
    params,
    response: CampaignProgress,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/cancel',
    access: 'account',
    roles: ACCOUNT_ROLES,
    tags,
    summary:
      'Cancel a scheduled, sending or paused campaign for good; the contacts not reached yet get nothing',
    params,
    response: CampaignProgress,
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/progress',
    access: 'account',
    tags,
    summary: 'Sent, skipped by reason, failed and total of a campaign, with the rate and the time left',
    params,
    response: CampaignProgress,
  }),
};
