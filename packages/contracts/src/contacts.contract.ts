import { z } from 'zod';
import { ACCOUNT_ROLES, defineRoute, FULL_ACCESS, Ok } from './route';
import { ListChoice, ListId } from './lists.contract';

export const ContactId = z.coerce.number().int().positive();
export const PropertyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const ContactRow = z.object({
  id: z.number(),
  email: z.string(),
  isUnsubscribed: z.boolean(),
  isBlocked: z.boolean(),
  properties: z.record(z.string(), PropertyValue),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type ContactRow = z.infer<typeof ContactRow>;

export const ActivityKind = z.enum(['sent', 'opened', 'clicked', 'submitted']);
export type ActivityKind = z.infer<typeof ActivityKind>;

export const ContactActivity = z.object({
  kind: ActivityKind,
  campaignId: z.number(),
  campaignName: z.string(),
  occurredAt: z.string(),
  link: z.string().nullable(),
  isApplePrivacyOpen: z.boolean(),
});

export const ContactEvent = z.object({
  name: z.string(),
  source: z.string(),
  occurredAt: z.string(),
  properties: z.record(z.string(), z.unknown()),
});

export const ContactDetail = ContactRow.extend({
  archived: z.boolean(),
  lists: z.array(ListChoice),
  activity: z.array(ContactActivity),
  events: z.array(ContactEvent),
});
export type ContactDetail = z.infer<typeof ContactDetail>;

export const ContactsPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(254).optional(),
});

export const ContactPropertyType = z.enum(['string', 'number', 'boolean', 'date']);
export type ContactPropertyType = z.infer<typeof ContactPropertyType>;

export const PersonalParam = z.object({
  key: z.string(),
  type: ContactPropertyType,
  sourceType: z.string(),
  isReadOnly: z.boolean(),
});
export type PersonalParam = z.infer<typeof PersonalParam>;

export const ContactUsage = z.object({
  activeContacts: z.number(),
  contactsAllocated: z.number(),
  /** Whole percent of the plan's contacts in use. */
  usagePercent: z.number(),
});
export type ContactUsage = z.infer<typeof ContactUsage>;

/** What the contact page answers; the field named where a value is at fault. */
export const ContactMessages = {
  notFound: 'Contact not found',
  invalidProperties: 'Some properties have values that do not fit their type',
  unknownProperty: (key: string) => `There is no property "${key}"`,
  readOnlyProperty: (key: string) => `"${key}" is read-only`,
  badValue: (key: string, reason: string) => `${key}: ${reason}`,
  notAList: 'Contacts can only be added to or removed from lists, not segments',
  listArchived: 'This list is archived',
  confirmEmailMismatch: 'Type the contact\'s e-mail address exactly to delete it',
  archived: 'This contact is archived. Restore it to change it',
  listRequired: 'Choose a list',
  listNotFound: 'List not found',
  nothingSelected: 'No contacts match this selection',
  bulkJobNotFound: 'This bulk action was not found',
  countChanged: (count: number) =>
    `The selection now holds ${count.toLocaleString('en-US')} ${count === 1 ? 'contact' : 'contacts'}; review it and confirm again`,
} as const;

/** New values by property key: a string is read for the property's type, null clears the property. */
export const UpdateContactPropertiesRequest = z.object({
  properties: z.record(z.string().min(1).max(100), PropertyValue),
});
export type UpdateContactPropertiesRequest = z.infer<typeof UpdateContactPropertiesRequest>;

/** Leaves out what does not change: unsubscribed from all e-mail, and blocked from receiving any. */
export const UpdateContactStatusRequest = z
  .object({ isUnsubscribed: z.boolean().optional(), isBlocked: z.boolean().optional() })
  .refine((body) => body.isUnsubscribed !== undefined || body.isBlocked !== undefined, { message: 'Nothing to change' });
export type UpdateContactStatusRequest = z.infer<typeof UpdateContactStatusRequest>;

export const AddContactToListRequest = z.object({ listId: ListId });
export type AddContactToListRequest = z.infer<typeof AddContactToListRequest>;

/** Deleting for good erases the contact and all its history; the e-mail typed again confirms it. */
export const DeleteContactRequest = z.object({ confirmEmail: z.string().max(320) });
export type DeleteContactRequest = z.infer<typeof DeleteContactRequest>;

export const TIMELINE_PAGE_SIZE = 25;

export const TimelineEntryType = z.enum([
  'created', 'listAdded', 'listRemoved', 'imported',
  'subscribed', 'unsubscribed', 'blocked', 'unblocked', 'propertiesChanged', 'archived', 'restored',
  'emailSent', 'emailOpened', 'emailClicked', 'emailSubmitted',
  'customEvent', 'storeEvent', 'formSubmitted',
]);
export type TimelineEntryType = z.infer<typeof TimelineEntryType>;

/** One thing that happened to a contact; `subject` is what it happened with (list, campaign, event, form). */
export const TimelineEntry = z.object({
  /** Unique within the contact's timeline; the feed's order among entries of the same instant. */
  key: z.string(),
  type: TimelineEntryType,
  occurredAt: z.string(),
  subject: z.string().nullable(),
  /** What else the entry says: the import's file, the link clicked, the event's properties, who made a change. */
  details: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const TimelineQuery = z.object({
  /** From a previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(TIMELINE_PAGE_SIZE),
});

export const TimelinePage = z.object({ data: z.array(TimelineEntry), nextCursor: z.string().nullable() });
export type TimelinePage = z.infer<typeof TimelinePage>;

export const PLAN_LIMIT_WARNING = 'You are about to reach you current plan contact limit !';

/**
 * What the status filter of the All contacts page selects: 'subscribed' contacts can be sent to (neither
 * unsubscribed nor blocked); 'unsubscribed' and 'blocked' follow their flag (a contact may be both).
 */
export const ContactStatus = z.enum(['subscribed', 'unsubscribed', 'blocked']);
export type ContactStatus = z.infer<typeof ContactStatus>;

/** Columns the All contacts table sorts by; 'createdOn' follows the order contacts were added in. */
export const ContactSortBy = z.enum(['createdOn', 'email', 'name', 'status']);
export type ContactSortBy = z.infer<typeof ContactSortBy>;

export const CONTACT_SEARCH_MAX_LENGTH = 254;

/**
 * A search this short (after case folding) matches the start of the e-mail only: a search index over the
 * text anywhere in a contact needs three characters or more.
 */
export const CONTACT_SEARCH_SHORT_LENGTH = 2;

/** A search answers how many contacts match up to this many; past it "10,000+" unless the exact count is asked for. */
export const CONTACT_COUNT_CAP = 10_000;

/** Past this many contacts, a bulk action over "all matching" runs in the background and its progress is shown. */
export const CONTACT_BULK_SYNC_LIMIT = 5_000;

/** Which of the account's live contacts: a search over e-mail, name and every property value, and a status. */
export const ContactFilter = z.object({
  search: z.string().trim().max(CONTACT_SEARCH_MAX_LENGTH).optional(),
  status: ContactStatus.optional(),
});
export type ContactFilter = z.infer<typeof ContactFilter>;

export const AllContactsQuery = ContactFilter.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sortBy: ContactSortBy.default('createdOn'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  /** Count every matching contact, past CONTACT_COUNT_CAP: slower over a large account. */
  exactTotal: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});
export type AllContactsQuery = z.infer<typeof AllContactsQuery>;

/** Most contacts a selection may name one by one; more are chosen as "all matching" the filter. */
export const CONTACT_SELECTION_MAX_IDS = 1000;

/** The contacts a bulk action applies to: rows picked by id, or every contact matching a filter. */
export const ContactSelection = z.union([
  z.object({ contactIds: z.array(z.number().int().positive()).min(1).max(CONTACT_SELECTION_MAX_IDS) }),
  z.object({ allMatching: ContactFilter }),
]);
export type ContactSelection = z.infer<typeof ContactSelection>;

export const BulkContactAction = z.enum(['addToList', 'removeFromList', 'unsubscribe', 'block']);
export type BulkContactAction = z.infer<typeof BulkContactAction>;

export const BulkContactsRequest = z.object({
  action: BulkContactAction,
  /** The list to add to or remove from; only for those actions. */
  listId: z.number().int().positive().optional(),
  selection: ContactSelection,
});
export type BulkContactsRequest = z.infer<typeof BulkContactsRequest>;

export const DeleteContactsRequest = z.object({
  selection: ContactSelection,
  /** How many contacts the user confirmed deleting; refused when the selection now holds another number. */
  confirmCount: z.number().int().min(1),
});
export type DeleteContactsRequest = z.infer<typeof DeleteContactsRequest>;

export const BulkJobState = z.enum(['queued', 'running', 'done', 'failed']);
export type BulkJobState = z.infer<typeof BulkJobState>;

/** A bulk action running in the background over many contacts, and how far it got. */
export const BulkContactsJob = z.object({
  id: z.string().uuid(),
  action: z.enum([...BulkContactAction.options, 'delete']),
  state: BulkJobState,
  /** How many contacts the action was asked for; 0 until the job has fixed them. */
  total: z.number(),
  processed: z.number(),
  changed: z.number(),
  error: z.string().nullable(),
});
export type BulkContactsJob = z.infer<typeof BulkContactsJob>;

/** How long a bulk action that ended is still listed with those running, so a page opened then tells its outcome. */
export const BULK_JOB_RECENT_MINUTES = 10;

/** The account's bulk actions running in the background, oldest first, and those ended in the last minutes. */
export const BulkContactsJobs = z.object({ data: z.array(BulkContactsJob) });
export type BulkContactsJobs = z.infer<typeof BulkContactsJobs>;

/**
 * How many contacts the selection held, and how many of them the action changed. Past
 * CONTACT_BULK_SYNC_LIMIT contacts the action runs in the background: `job` says how to follow it, and
 * `changed` is 0 until it is done.
 */
export const BulkContactsResult = z.object({ selected: z.number(), changed: z.number(), job: BulkContactsJob.optional() });
export type BulkContactsResult = z.infer<typeof BulkContactsResult>;

const AllContactsPage = z.object({
  data: z.array(ContactRow),
  /** How many contacts match; when totalCapped, at least this many (CONTACT_COUNT_CAP) and more. */
  total: z.number(),
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});


const tags = ['contacts'] as const;

export const contactRoutes = {
  listContacts: defineRoute({
    method: 'GET', path: '/api/lists/:id/contacts', access: 'account', tags,
    summary: 'Contacts of one list or segment, newest first, searchable by email',
    params: z.object({ id: ListId }), query: ContactsPageQuery,
    response: z.object({ data: z.array(ContactRow), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
  getContact: defineRoute({
    method: 'GET', path: '/api/contacts/:id', access: 'account', tags,
    summary: 'One contact with its lists, recent campaign activity and events',
    params: z.object({ id: ContactId }), response: ContactDetail,
  }),
  updateProperties: defineRoute({
    method: 'PATCH', path: '/api/contacts/:id/properties', access: 'account', tags,
    summary: "Sets some of a contact's properties, each read for its type; nothing is written if one does not fit",
    description: 'A 400 names each property at fault in `fields` as `properties.<key>`.',
    params: z.object({ id: ContactId }), body: UpdateContactPropertiesRequest, response: ContactDetail,
  }),
  updateStatus: defineRoute({
    method: 'PUT', path: '/api/contacts/:id/status', access: 'account', tags,
    summary: 'Subscribes or unsubscribes a contact, blocks or unblocks it; each change is kept in its timeline',
    params: z.object({ id: ContactId }), body: UpdateContactStatusRequest, response: ContactDetail,
  }),
  addToList: defineRoute({
    method: 'POST', path: '/api/contacts/:id/lists', access: 'account', tags,
    summary: 'Adds a contact to a list (not a segment)',
    params: z.object({ id: ContactId }), body: AddContactToListRequest, response: ContactDetail,
  }),
  removeFromList: defineRoute({
    method: 'DELETE', path: '/api/contacts/:id/lists/:listId', access: 'account', tags,
    summary: 'Removes a contact from a list (not a segment)',
    params: z.object({ id: ContactId, listId: ListId }), response: ContactDetail,
  }),
  archiveContact: defineRoute({
    method: 'POST', path: '/api/contacts/:id/archive', access: 'account', tags,
    summary: 'Archives a contact: it leaves the counts and the plan, keeps its history, and can be restored',
    params: z.object({ id: ContactId }), response: ContactDetail,
  }),
  restoreContact: defineRoute({
    method: 'POST', path: '/api/contacts/:id/restore', access: 'account', tags,
    summary: 'Brings an archived contact back',
    params: z.object({ id: ContactId }), response: ContactDetail,
  }),
  deleteContact: defineRoute({
    method: 'POST', path: '/api/contacts/:id/delete', access: 'account', tags, roles: FULL_ACCESS,
    summary: 'Deletes a contact for good with its memberships, activity, events and history',
    params: z.object({ id: ContactId }), body: DeleteContactRequest, response: Ok,
  }),
  timeline: defineRoute({
    method: 'GET', path: '/api/contacts/:id/timeline', access: 'account', tags,
    summary: 'Everything that happened to a contact, newest first, a page at a time',
    description: 'Pass the `nextCursor` of a page as `cursor` for the next; null when there is no more.',
    params: z.object({ id: ContactId }), query: TimelineQuery, response: TimelinePage,
  }),
  allContacts: defineRoute({
    method: 'GET', path: '/api/contacts', access: 'account', tags,
    summary: "Every live contact of the account, in a list or not: searchable, filtered by status, sorted and paged",
    description:
      'search matches the e-mail, the name and any property value, without regard to case in any language; a search ' +
      'of one or two characters matches the start of the e-mail only. With a search, total counts up to 10,000 ' +
      '(totalCapped says there are more) unless exactTotal=true. ' +
      "sortBy 'createdOn' is the order contacts were added in.",
    query: AllContactsQuery,
    response: AllContactsPage,
  }),
  bulkChange: defineRoute({
    method: 'POST', path: '/api/contacts/bulk', access: 'account', tags,
    summary: 'Adds the selected contacts to a list, removes them from one, unsubscribes or blocks them, all or nothing',
    description:
      'Only plain lists take contacts by hand. Lists counts and dynamic segments follow the change. Past 5,000 contacts ' +
      'the action runs in the background: the answer holds `job`, to be followed at /api/contacts/bulk-jobs/:id.',
    body: BulkContactsRequest, response: BulkContactsResult,
  }),
  bulkDelete: defineRoute({
    method: 'POST', path: '/api/contacts/bulk-delete', access: 'account', roles: FULL_ACCESS, tags,
    summary: 'Deletes the selected contacts: they leave every list and segment and stop counting toward the plan',
    description:
      'A member with limited access may not delete contacts. confirmCount must equal the size of the selection. ' +
      'Past 5,000 contacts the deletion runs in the background (see bulk).',
    body: DeleteContactsRequest, response: BulkContactsResult,
  }),
  bulkJobs: defineRoute({
    method: 'GET', path: '/api/contacts/bulk-jobs', access: 'account', roles: ACCOUNT_ROLES, tags,
    summary: 'Bulk actions running in the background, and those ended in the last 10 minutes, oldest first',
    response: BulkContactsJobs,
  }),
  bulkJob: defineRoute({
    method: 'GET', path: '/api/contacts/bulk-jobs/:id', access: 'account', tags,
    summary: 'How far a bulk action running in the background has got',
    params: z.object({ id: z.string().uuid() }), response: BulkContactsJob,
  }),
  usage: defineRoute({
    method: 'GET', path: '/api/contacts/usage', access: 'account', tags,
    summary: 'Contacts counting toward the plan (archived and deleted ones do not) against the allowance',
    response: ContactUsage,
  }),
  personalParams: defineRoute({
    method: 'GET', path: '/api/contacts_v2/getPersonalParamsWithType', access: 'account', tags,
    summary: 'Contact properties with their types',
    response: z.object({ personalParamsWithType: z.array(PersonalParam) }),
  }),
};
