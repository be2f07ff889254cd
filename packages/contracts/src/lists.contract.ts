import { z } from 'zod';
import { defineRoute, Ok, type AccountRole } from './route';

/** Every list type the product knows; integration lists end in their source's name. */
export const LIST_TYPES = ['list', 'static', 'dynamic', 'static-segment', 'dynamic-shopify', 'shopify', 'hubspot', 'dynamic-hubspot'] as const;
export const ListType = z.enum(LIST_TYPES);
export type ListType = z.infer<typeof ListType>;

export const LIST_PAGE_SIZES = [5, 10, 15, 20, 25] as const;
export const DEFAULT_LIST_PAGE_SIZE = 10;
export const LIST_NAME_MAX_LENGTH = 256;

export const ListMessages = {
  nameEmpty: 'List or segment name cannot be empty',
  nameTooLong: `List / segment name cannot be more than ${LIST_NAME_MAX_LENGTH} characters`,
  nameTaken: 'A list or segment with this name already exists.',
  renamed: 'List renamed successfully',
  storeListNotArchivable: 'The store contacts list cannot be archived',
  confirmNameMismatch: 'Type the exact name to confirm',
  archiveBlockedTitle: 'Cannot archive a segment which is already being used in Journey Trigger/Segment Membership',
  listNotFound: 'List or segment not found',
  exportRunning: 'The backup of this list is still being prepared. Please try again when it is ready.',
  deleteLimited: 'Your access to this account is limited, so you cannot delete a list permanently. You can archive it instead.',
} as const;

export const ListId = z.coerce.number().int().positive();

export const ListRecord = z.object({
  id: z.number(),
  recipientListId: z.number(),
  name: z.string(),
  type: ListType,
  recipientsCount: z.number(),
  totalCampaignsSent: z.number(),
  processing: z.boolean(),
  processingCount: z.number(),
  createdOn: z.string(),
  updatedOn: z.string(),
  isAIGenerated: z.boolean(),
  archiveContacts: z.boolean(),
  archived: z.boolean(),
  archivedOn: z.string().nullable(),
});
export type ListRecord = z.infer<typeof ListRecord>;

export const ListSortField = z.enum(['name', 'type', 'recipientsCount', 'totalCampaignsSent', 'createdOn', 'updatedOn']);
export type ListSortField = z.infer<typeof ListSortField>;

export const ListTableQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (LIST_PAGE_SIZES as readonly number[]).includes(size), 'Page size must be 5, 10, 15, 20 or 25')
    .default(DEFAULT_LIST_PAGE_SIZE),
  // Newest first, so a list just made or imported is on top of the first page.
  sortBy: ListSortField.default('createdOn'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
  search: z.string().trim().max(LIST_NAME_MAX_LENGTH).optional(),
  archived: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});
export type ListTableQuery = z.infer<typeof ListTableQuery>;

export const ListTablePage = z.object({
  data: z.array(ListRecord),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ListTablePage = z.infer<typeof ListTablePage>;

export const ListChoice = z.object({ id: z.number(), name: z.string(), type: ListType });
export type ListChoice = z.infer<typeof ListChoice>;

export const RenameListRequest = z.object({ emailListId: ListId, name: z.string() });
export type RenameListRequest = z.infer<typeof RenameListRequest>;

export const ArchiveListRequest = z.object({
  emailListId: ListId,
  /** Also archive the list's contacts (they stop counting toward the plan). */
  archiveContacts: z.boolean(),
  /** Remove the list for good instead of archiving it; needs `confirmName`. */
  deletePermanently: z.boolean().default(false),
  /** The list's exact name, typed by the user, for deleting or archiving with contacts. */
  confirmName: z.string().optional(),
});
export type ArchiveListRequest = z.infer<typeof ArchiveListRequest>;

/**
 * Every member may archive, which can be undone; deleting for good is not for members with limited access,
 * who may not export the backup either. The archive route admits all, so its body decides.
 */
export const mayDeletePermanently = (role: AccountRole): boolean => role !== 'limitedMember';

export const JourneyStatus = z.enum(['Available', 'Paused', 'Draft', 'Cancelled', 'Completed']);
export type JourneyStatus = z.infer<typeof JourneyStatus>;

export const ACTIVE_JOURNEY_STATUSES: readonly JourneyStatus[] = ['Available', 'Paused'];

export const JourneySummary = z.object({ id: z.number(), name: z.string(), status: JourneyStatus });
export type JourneySummary = z.infer<typeof JourneySummary>;

export const ListProcessingStatus = z.object({
  id: z.number(),
  processing: z.boolean(),
  processingCount: z.number(),
  recipientsCount: z.number(),
});
export type ListProcessingStatus = z.infer<typeof ListProcessingStatus>;

export const ENGAGEMENT_WINDOW_DAYS = 30;

export const ListEngagement = z.object({
  days: z.number(),
  /** Per day (account timezone), oldest first: contacts that joined, and activity of the list's contacts. */
  daily: z.array(
    z.object({ day: z.string(), joined: z.number(), sent: z.number(), opened: z.number(), clicked: z.number(), submitted: z.number() }),
  ),
  totals: z.object({
    joined: z.number(),
    sent: z.number(),
    uniqueOpens: z.number(),
    uniqueClicks: z.number(),
    openRate: z.number(),
    clickRate: z.number(),
  }),
});
export type ListEngagement = z.infer<typeof ListEngagement>;

export const ListCampaignPerformance = z.object({
  id: z.number(),
  name: z.string(),
  campaignType: z.enum(['bulk', 'TRIGGERED']),
  sentOn: z.string().nullable(),
  sent: z.number(),
  uniqueOpens: z.number(),
  uniqueClicks: z.number(),
  openRate: z.number(),
  clickRate: z.number(),
});
export type ListCampaignPerformance = z.infer<typeof ListCampaignPerformance>;

const tags = ['lists'] as const;
const listParams = z.object({ id: ListId });

export const listRoutes = {
  listTable: defineRoute({
    method: 'GET', path: '/api/lists', access: 'account', tags,
    summary: 'The lists and segments table: one page, sorted and filtered by name',
    query: ListTableQuery, response: ListTablePage,
  }),
  allRecipientLists: defineRoute({
    method: 'GET', path: '/api/allRecipientLists', access: 'account', tags,
    summary: 'Every live list and segment as {id, name, type}, for choosers; archived ones too with includeArchived=true (their names stay taken)',
    query: z.object({ includeArchived: z.enum(['true', 'false']).default('false').transform((value) => value === 'true') }),
    response: z.object({ data: z.array(ListChoice) }),
  }),
  getList: defineRoute({
    method: 'GET', path: '/api/lists/:id', access: 'account', tags,
    summary: 'One list or segment as the table shows it, archived or not',
    params: listParams, response: ListRecord,
  }),
  rename: defineRoute({
    method: 'POST', path: '/api/contacts/rename', access: 'account', tags,
    summary: 'Rename a list or segment',
    body: RenameListRequest, response: Ok,
  }),
  contactListInfo: defineRoute({
    method: 'GET', path: '/api/contacts_v2/getContactListInfo', access: 'account', tags,
    summary: 'Journeys that use a segment as their trigger',
    query: z.object({ segmentId: ListId }),
    response: z.object({ journeys: z.array(JourneySummary) }),
  }),
  archive: defineRoute({
    method: 'POST', path: '/api/contacts/archive', access: 'account', tags,
    summary: 'Archive a list or segment (optionally with its contacts), or delete it permanently',
    description:
      'Every member may archive, with or without the contacts (both can be undone). deletePermanently cannot be undone, ' +
      'so a member with limited access, who may not export the backup either, is answered 403 LIMITED_ACCESS.',
    body: ArchiveListRequest, response: Ok,
  }),
  restore: defineRoute({
    method: 'POST', path: '/api/lists/:id/restore', access: 'account', tags,
    summary: 'Bring an archived list or segment back, with contacts archived along with it',
    params: listParams, response: Ok,
  }),
  refresh: defineRoute({
    method: 'POST', path: '/api/lists/:id/refresh', access: 'account', tags,
    summary: 'Recalculate a dynamic segment, or refresh the count of a static-segment; the row shows Processing until done',
    params: listParams, response: ListProcessingStatus, status: 202,
  }),
  engagement: defineRoute({
    method: 'GET', path: '/api/lists/:id/engagement', access: 'account', tags,
    summary: 'Growth and engagement of a list over the last 30 days',
    params: listParams, response: ListEngagement,
  }),
  campaigns: defineRoute({
    method: 'GET', path: '/api/lists/:id/campaigns', access: 'account', tags,
    summary: 'Campaigns sent to a list, with opens and clicks by its contacts',
    params: listParams, response: z.object({ data: z.array(ListCampaignPerformance) }),
  }),
  status: defineRoute({
    method: 'GET', path: '/api/lists/:id/status', access: 'account', tags,
    summary: 'Processing state and counts of one list, polled while it processes',
    params: listParams, response: ListProcessingStatus,
  }),
};
