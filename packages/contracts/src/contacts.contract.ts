import { z } from 'zod';
import { defineRoute } from './route';
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
