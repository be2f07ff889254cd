import { z } from 'zod';
import { ListChoice, ListId, ListTableQuery } from './lists.contract';
import { defineRoute } from './route';
import { SEGMENT_SELECTION_LIMIT } from './segment-operators.contract';

export const CAMPAIGN_NAME_MAX_LENGTH = 256;
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
} as const;

export const CampaignId = z.coerce.number().int().positive();

export const CampaignRecord = z.object({
  id: z.number(),
  name: z.string(),
  campaignType: CampaignType,
  /** 'draft' or 'sent' today; kept open so a status added later does not break older clients. */
  status: z.string(),
  /** The lists and segments it goes (or went) to, by name. */
  audience: z.array(ListChoice),
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
};
