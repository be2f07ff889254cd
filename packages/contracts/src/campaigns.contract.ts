import { z } from 'zod';
import { ListChoice, ListId, ListTableQuery } from './lists.contract';
import { defineRoute } from './route';
import { TemplateCheck } from './template-checker.contract';
import { SEGMENT_SELECTION_LIMIT } from './segment-operators.contract';

export const CAMPAIGN_NAME_MAX_LENGTH = 256;
export const CAMPAIGN_SUBJECT_MAX_LENGTH = 256;
export const CAMPAIGN_PREHEADER_MAX_LENGTH = 256;
/** Campaign test emails an account may send in any minute (429 past that). */
export const CAMPAIGN_TEST_EMAILS_PER_MINUTE = 10;
/** How many lists and segments one campaign may go to; the same cap as the segment wizard's choices. */
export const CAMPAIGN_AUDIENCE_LIMIT = SEGMENT_SELECTION_LIMIT;

export const CampaignType = z.enum(['bulk', 'TRIGGERED']);
export type CampaignType = z.infer<typeof CampaignType>;

/**
 * A campaign's life: created as a draft; 'scheduled' waits for its time; 'sending' while messages go out;
 * 'paused' by a member or by the engine (the reason is kept); 'cancelled', 'sent' and 'failed' are final.
 * Only a draft changes its audience and content.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'cancelled', 'sent', 'failed'] as const;
export const CampaignStatus = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatus>;
export const CAMPAIGN_DRAFT_STATUS = 'draft' satisfies CampaignStatus;

export const CampaignMessages = {
  nameEmpty: 'Campaign name cannot be empty',
  nameTooLong: `Campaign name cannot be more than ${CAMPAIGN_NAME_MAX_LENGTH} characters`,
  created: 'Campaign created',
  audienceSaved: 'Campaign audience saved',
  notFound: 'Campaign not found',
  notDraft: 'Only a draft campaign can change its audience',
  archivedList: 'An archived list or segment cannot be a campaign audience',
  audienceTooLarge: `Maximum ${CAMPAIGN_AUDIENCE_LIMIT} items can be selected`,
  contentSaved: 'Campaign saved',
  contentNotDraft: 'Only a draft campaign can change its content',
  exclusionsSaved: 'Excluded lists and segments saved',
  templateRequired: 'Choose a template for this campaign',
  templateVersionNotFound: 'That version of the template does not exist',
  senderRequired: 'Choose a sender for this campaign',
  senderNotFound: 'Sender not found',
  emailTypeNotFound: 'Email type not found',
  subjectEmpty: 'Subject cannot be empty',
  subjectTooLong: `Subject cannot be more than ${CAMPAIGN_SUBJECT_MAX_LENGTH} characters`,
  preheaderTooLong: `Preheader cannot be more than ${CAMPAIGN_PREHEADER_MAX_LENGTH} characters`,
  audienceEmpty: 'Choose at least one list or segment to send to',
  sendAtInvalid: 'Enter a date and time such as 2026-05-01T09:30',
  sendAtPast: 'The scheduled time has passed. Choose a time in the future',
  scheduled: 'Campaign scheduled',
  notScheduled: 'Only a scheduled campaign can be unscheduled',
  unscheduled: 'Campaign moved back to drafts',
  renamed: 'Campaign renamed',
  duplicated: 'Campaign duplicated',
  archived: 'Campaign archived',
  archiveWhileActive:
    'A scheduled or sending campaign cannot be archived. Unschedule, pause or cancel it first',
  testEmailSent: (to: string) => `Test email sent to ${to}`,
  testEmailUnverified: 'Verify your email address before sending a test email',
  copyName: (name: string) => `Copy of ${name}`.slice(0, CAMPAIGN_NAME_MAX_LENGTH),
  /**
   * A merge tag that cannot be filled in: where it is (`place` reads 'the subject', 'the template, line 4,
   * column 9'...), what is wrong with it, and where to fix it.
   */
  mergeTagBroken: (place: string, reason: string, fix: string) =>
    `A merge tag in ${place} cannot be filled in (${reason}). ${fix}`,
  mergeTagFixInDetails:
    'Fix it in Details: check the tag\'s spelling and its filters, e.g. {{ first_name | default: "there" }}.',
  mergeTagFixInTemplate: 'Fix it in the template editor and save, then choose the new version in Content.',
  /** Sending or scheduling refused while a merge tag is broken; `problem` is the review's finding. */
  mergeTagBlocksSending: (problem: string) =>
    `The campaign cannot be sent until its merge tags work. ${problem}`,
  testEmailRateLimited: `Your account can send ${CAMPAIGN_TEST_EMAILS_PER_MINUTE} test emails a minute. Wait a minute, then try again.`,
} as const;

export const CampaignId = z.coerce.number().int().positive();

/** What the frozen audience became, read from the campaign's recipients once sending has started. */
export const CampaignProgressSummary = z.object({
  total: z.number(),
  sent: z.number(),
  skipped: z.number(),
  failed: z.number(),
});
export type CampaignProgressSummary = z.infer<typeof CampaignProgressSummary>;

export const CampaignRecord = z.object({
  id: z.number(),
  name: z.string(),
  campaignType: CampaignType,
  /** One of CAMPAIGN_STATUSES; kept open so a status added later does not break older clients. */
  status: z.string(),
  /** Why it paused or failed, in words a marketer can act on. */
  statusReason: z.string().nullable(),
  /** The lists and segments it goes (or went) to, by name. */
  audience: z.array(ListChoice),
  /** Lists and segments whose contacts are left out even when in the audience. */
  exclusions: z.array(ListChoice),
  /** The saved template and the version of it that is sent; the name is null once the template is archived. */
  templateId: z.number().nullable(),
  templateVersion: z.number().nullable(),
  templateName: z.string().nullable(),
  senderId: z.number().nullable(),
  subject: z.string(),
  preheader: z.string(),
  emailTypeId: z.number().nullable(),
  /** When a scheduled campaign starts (an instant, ISO 8601). */
  scheduledAt: z.string().nullable(),
  /** The same instant in the account's timezone, as the date-time picker shows it ('2026-05-01T09:30'). */
  scheduledAtLocal: z.string().nullable(),
  progress: CampaignProgressSummary.nullable(),
  sentOn: z.string().nullable(),
  createdOn: z.string(),
});
export type CampaignRecord = z.infer<typeof CampaignRecord>;

/** The lists table's paging: the same sizes and default. */
export const CampaignTableQuery = ListTableQuery.pick({ page: true, pageSize: true });
export type CampaignTableQuery = z.infer<typeof CampaignTableQuery>;

export const CampaignTablePage = z.object({
  data: z.array(CampaignRecord),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CampaignTablePage = z.infer<typeof CampaignTablePage>;

const AudienceListIds = z.array(ListId).max(CAMPAIGN_AUDIENCE_LIMIT, CampaignMessages.audienceTooLarge);

export const CreateCampaignRequest = z.object({
  /** Trimmed before it is saved; the name rules answer with CampaignMessages. */
  name: z.string(),
  /** Lists and segments to start the draft's audience with (a list's 'Send campaign'). */
  listIds: AudienceListIds.default([]),
});
export type CreateCampaignRequest = z.infer<typeof CreateCampaignRequest>;

export const SetCampaignAudienceRequest = z.object({ listIds: AudienceListIds });
export type SetCampaignAudienceRequest = z.infer<typeof SetCampaignAudienceRequest>;

export const AddToCampaignAudienceRequest = z.object({ listId: ListId });
export type AddToCampaignAudienceRequest = z.infer<typeof AddToCampaignAudienceRequest>;

const NullableId = z.number().int().positive().nullable();

/** The draft's content, saved as a whole; parts may still be missing until it is scheduled or sent. */
export const CampaignContentRequest = z.object({
  /** A live template of the account; with no version, its current version is taken. */
  templateId: NullableId.default(null),
  templateVersion: NullableId.default(null),
  senderId: NullableId.default(null),
  /** Trimmed before it is saved; may hold merge tags ({{first_name}}). */
  subject: z.string().default(''),
  preheader: z.string().default(''),
  emailTypeId: NullableId.default(null),
});
export type CampaignContentRequest = z.infer<typeof CampaignContentRequest>;

export const SetCampaignExclusionsRequest = z.object({ listIds: AudienceListIds });
export type SetCampaignExclusionsRequest = z.infer<typeof SetCampaignExclusionsRequest>;

export const RenameCampaignRequest = z.object({ name: z.string() });
export type RenameCampaignRequest = z.infer<typeof RenameCampaignRequest>;

/** A local date and time in the account's timezone, to the minute, as a date-time picker gives it. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const ScheduleCampaignRequest = z.object({ sendAt: z.string() });
export type ScheduleCampaignRequest = z.infer<typeof ScheduleCampaignRequest>;

/** What is still missing or broken before a draft can go out; empty when it is complete. */
export const CampaignProblem = z.object({
  /** Where the problem is; 'content' is the chosen template version's HTML. */
  field: z.enum(['templateId', 'senderId', 'subject', 'preheader', 'content', 'audience']),
  message: z.string(),
});
export type CampaignProblem = z.infer<typeof CampaignProblem>;

export const CampaignReview = z.object({
  /** Contacts it would go to now: the audience's live contacts, each once, less exclusions and suppressions. */
  audienceCount: z.number(),
  /** Contacts of the audience left out: by an excluded list or segment, or unsubscribed, blocked or opted out of the email type. */
  excludedCount: z.number(),
  suppressedCount: z.number(),
  problems: z.array(CampaignProblem),
  /** The template checker's findings on the chosen version; null without a template. */
  check: TemplateCheck.nullable(),
  /** The message as the sample contact would read it; null without a template. */
  preview: z
    .object({
      /** The first contact of the audience, or null when it has none (merge tags then show their defaults). */
      contactEmail: z.string().nullable(),
      subject: z.string(),
      preheader: z.string(),
      html: z.string(),
    })
    .nullable(),
  timezone: z.string(),
});
export type CampaignReview = z.infer<typeof CampaignReview>;

export const CampaignTestEmailResult = z.object({ sentTo: z.string(), message: z.string() });
export type CampaignTestEmailResult = z.infer<typeof CampaignTestEmailResult>;

const tags = ['campaigns'] as const;
const campaignParams = z.object({ id: CampaignId });

export const campaignRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/campaigns', access: 'account', tags,
    summary: "One page of the account's campaigns that are not archived, newest first, each with its audience",
    query: CampaignTableQuery, response: CampaignTablePage,
  }),
  get: defineRoute({
    method: 'GET', path: '/api/campaigns/:id', access: 'account', tags,
    summary: 'One campaign with its audience',
    params: campaignParams, response: CampaignRecord,
  }),
  create: defineRoute({
    method: 'POST', path: '/api/campaigns', access: 'account', tags,
    summary: 'Create a bulk campaign as a draft, optionally with an audience',
    body: CreateCampaignRequest, response: CampaignRecord, status: 201,
  }),
  setAudience: defineRoute({
    method: 'PUT', path: '/api/campaigns/:id/audience', access: 'account', tags,
    summary: "Replace a draft's audience with these lists and segments",
    description: 'All or nothing: another account\'s list answers 404 and an archived one 400, and the audience is then left as it was. Only drafts change their audience (409 otherwise).',
    params: campaignParams, body: SetCampaignAudienceRequest, response: CampaignRecord,
  }),
  addToAudience: defineRoute({
    method: 'POST', path: '/api/campaigns/:id/audience', access: 'account', tags,
    summary: "Add one list or segment to a draft's audience (a quick segment just created for it); adding it twice changes nothing",
    params: campaignParams, body: AddToCampaignAudienceRequest, response: CampaignRecord,
  }),
  setContent: defineRoute({
    method: 'PUT',
    path: '/api/campaigns/:id/content',
    access: 'account',
    tags,
    summary: "Save a draft's template and version, sender, subject, preheader and email type",
    description:
      "Another account's template, sender or email type answers 404; a version the template never had 400; a campaign that is no longer a draft 409. Missing parts are allowed until it is scheduled or sent.",
    params: campaignParams,
    body: CampaignContentRequest,
    response: CampaignRecord,
  }),
  setExclusions: defineRoute({
    method: 'PUT',
    path: '/api/campaigns/:id/exclusions',
    access: 'account',
    tags,
    summary: 'Replace the lists and segments whose contacts a draft leaves out',
    params: campaignParams,
    body: SetCampaignExclusionsRequest,
    response: CampaignRecord,
  }),
  review: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/review',
    access: 'account',
    tags,
    summary:
      "What a campaign would send now: audience count, what is missing, the checker's findings and a preview for a sample contact",
    params: campaignParams,
    response: CampaignReview,
  }),
  sendTest: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/test',
    access: 'account',
    tags,
    summary:
      "Send the campaign as it stands to the member's own address, through its sender (or the development outbox)",
    description: `An account sends at most ${CAMPAIGN_TEST_EMAILS_PER_MINUTE} campaign test emails a minute (429 past that).`,
    params: campaignParams,
    response: CampaignTestEmailResult,
  }),
  schedule: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/schedule',
    access: 'account',
    tags,
    summary: "Schedule a complete draft for a local date and time in the account's timezone",
    description:
      'A draft that lacks a template, sender, subject or audience answers 400 naming what is missing; a time that has passed 400; a campaign that is not a draft 409.',
    params: campaignParams,
    body: ScheduleCampaignRequest,
    response: CampaignRecord,
  }),
  unschedule: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/unschedule',
    access: 'account',
    tags,
    summary: 'Move a scheduled campaign back to drafts',
    params: campaignParams,
    response: CampaignRecord,
  }),
  rename: defineRoute({
    method: 'PUT',
    path: '/api/campaigns/:id/name',
    access: 'account',
    tags,
    summary: 'Rename a campaign, whatever its status',
    params: campaignParams,
    body: RenameCampaignRequest,
    response: CampaignRecord,
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/duplicate',
    access: 'account',
    tags,
    summary: "A new draft with a campaign's content, audience and exclusions, named 'Copy of …'",
    params: campaignParams,
    response: CampaignRecord,
    status: 201,
  }),
  archive: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/archive',
    access: 'account',
    tags,
    summary: 'Hide a campaign from the table; a scheduled or sending one is refused (409)',
    params: campaignParams,
    response: z.object({ message: z.string() }),
  }),
};
