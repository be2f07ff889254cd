import { z } from 'zod';
import { ListId, ListProcessingStatus } from './lists.contract';
import { defineRoute } from './route';
import {
  CampaignActivityCondition,
  SegmentCountRequest,
  SegmentCreateRequest,
  SegmentDefinition,
  SegmentEntityId,
  SegmentFilterGroups,
  SegmentTimezone,
  SegmentUpdateRequest,
} from './segment-definition.contract';

/** Server answers about segments that the definition rules do not cover. */
export const SegmentServerMessages = {
  dynamicDisabled: 'Dynamic segment is only available in Lite plan and above.',
  staticDisabled: 'Static segments are not available for this account.',
  notASegment: 'This list is not a segment',
  unknownEngagementType: 'Unknown engagement type',
  unknownActivity: 'Unknown activity',
  notEditable: "Only a dynamic segment's conditions can be edited",
} as const;

/** Names the lists page passes in ?selectedSegmentTypeForContactEngagement=, one per prebuilt card. */
export const ENGAGEMENT_SEGMENT_TYPES = [
  'newContacts',
  'activeContacts',
  'inactiveContacts',
  'unsentAllTime',
  'unsentLast30Days',
  'highOpeners',
  'lowOpeners',
  'actionTakers',
  'sunsetInactive',
  'winBack',
  'churnRisks',
  'repeatCustomers',
  'highValueCustomers',
  'recentCustomers',
  'potentialCustomers',
] as const;
export const EngagementSegmentType = z.enum(ENGAGEMENT_SEGMENT_TYPES);
export type EngagementSegmentType = z.infer<typeof EngagementSegmentType>;

export const SegmentCountResponse = z.object({ contactsCount: z.number() });
export type SegmentCountResponse = z.infer<typeof SegmentCountResponse>;

export const SegmentDefinitionResponse = z.object({
  originalData: SegmentDefinition,
  excludeIsBlocked: z.boolean(),
  excludeIsUnsubscribed: z.boolean(),
  isBlocked: z.boolean(),
  isUnsubscribed: z.boolean(),
  timezone: SegmentTimezone.nullable(),
});
export type SegmentDefinitionResponse = z.infer<typeof SegmentDefinitionResponse>;

/** A definition to start the wizard from: who belongs and the conditions. */
export const SegmentStartingPoint = z.object({
  recipientLists: z.array(SegmentEntityId).nullable(),
  excludeRecipientList: z.array(SegmentEntityId),
  segmentFilters: SegmentFilterGroups,
});
export type SegmentStartingPoint = z.infer<typeof SegmentStartingPoint>;

export const EngagementSegmentStartingPoint = SegmentStartingPoint.extend({
  excludeIsUnsubscribed: z.boolean(),
  excludeIsBlocked: z.boolean(),
});
export type EngagementSegmentStartingPoint = z.infer<typeof EngagementSegmentStartingPoint>;

export const DefinitionForActivityQuery = z.object({
  recipientListId: ListId,
  /** The activity the record stands for. */
  forActivity: CampaignActivityCondition,
  /** One campaign's activity (any time); without it, every campaign's in the last 30 days. */
  campaignId: z.coerce.number().int().positive().optional(),
});
export type DefinitionForActivityQuery = z.infer<typeof DefinitionForActivityQuery>;

const tags = ['segments'] as const;
const segmentParams = z.object({ id: ListId });

export const segmentRoutes = {
  getCount: defineRoute({
    method: 'POST', path: '/api/contacts_v2/getCount', access: 'account', tags,
    summary: "How many live contacts a definition holds now (the wizard's 'Preview count'); 400 with the rule's message when invalid",
    body: SegmentCountRequest, response: SegmentCountResponse,
  }),
  saveToList: defineRoute({
    method: 'POST', path: '/api/contacts_v2/saveToList', access: 'account', tags,
    summary: 'Create a segment: dynamic (kept up to date) or static (a snapshot taken at creation); members are computed in the background',
    body: SegmentCreateRequest, response: z.object({ id: z.number() }), status: 201,
  }),
  updateSegment: defineRoute({
    method: 'PUT', path: '/api/segments/:id/definition', access: 'account', tags,
    summary: "Edit a dynamic segment's name, lists and conditions; its members are recomputed in the background (Processing until done)",
    description: 'Checked like a creation (name, lists, every condition); nothing is written when a check fails. A static segment is a snapshot and is refused with 400.',
    params: segmentParams, body: SegmentUpdateRequest, response: ListProcessingStatus, status: 202,
  }),
  getSegmentDefinition: defineRoute({
    method: 'GET', path: '/api/contacts_v2/getSegmentDefinition', access: 'account', tags,
    summary: 'The saved definition of a segment, for Show definition and Duplicate',
    query: z.object({ recipientListId: ListId }), response: SegmentDefinitionResponse,
  }),
  definitionForActivity: defineRoute({
    method: 'GET', path: '/api/segments/definitionForActivity', access: 'account', tags,
    summary: "A definition for the contacts of a list behind an activity record (e.g. who opened), to open the wizard pre-filled",
    query: DefinitionForActivityQuery, response: SegmentStartingPoint,
  }),
  definitionByEngagementType: defineRoute({
    method: 'GET', path: '/api/segments/definitionByEngagementType', access: 'account', tags,
    summary: 'The definition of an engagement type (a prebuilt card), to open the wizard pre-filled',
    query: z.object({ name: EngagementSegmentType }), response: EngagementSegmentStartingPoint,
  }),
  refreshSegment: defineRoute({
    method: 'POST', path: '/api/segments/:id/refresh', access: 'account', tags,
    summary: "Recompute a dynamic segment's members in the background; the row shows Processing until done",
    params: segmentParams, response: ListProcessingStatus, status: 202,
  }),
  refreshCount: defineRoute({
    method: 'POST', path: '/api/segments/:id/refreshCount', access: 'account', tags,
    summary: "Count a segment's live members again without recomputing them (static segments)",
    params: segmentParams, response: ListProcessingStatus,
  }),
};
