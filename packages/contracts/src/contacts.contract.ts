import { z } from 'zod';
import { defineRoute, FULL_ACCESS, Ok } from './route';
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
