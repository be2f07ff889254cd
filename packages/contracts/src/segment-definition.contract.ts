import { z } from 'zod';
import {
  ActivityRangeOperator,
  ComparisonOperator,
  PropertyCompareValue,
  PropertyOperator,
  RangeValue,
  SEGMENT_MAX_OR_GROUPS,
  SegmentEntityId,
  SegmentMessages,
  SegmentPropertyKey,
  SegmentPropertyType,
  SegmentTimezone,
} from './segment-operators.contract';
import {
  ShopifyPrimaryCondition,
  ShopifySecondaryCondition,
  ShopifyV2EventKey,
} from './segment-store.contract';

export * from './segment-operators.contract';
export * from './segment-store.contract';

/*
 * The segment definition: who belongs to a segment, as saved, counted and described.
 *
 * Two shapes of every filter exist on purpose:
 * - `SegmentFilter` (strict) is what the server accepts, stores and evaluates. It carries the
 *   selections every filter of its kind needs (condition, event name, app name, ...) with typed
 *   values. Rules that depend on several fields (a between needs start below end, a count of 0 is
 *   refused for "less than", ...) are not in the schema: they live in @sendwell/domain
 *   (`validateSegmentDefinition`) so that the wizard and the server refuse with the same message.
 * - `SegmentFilterDraft` is what the wizard edits while a filter is being filled in: the same
 *   nesting and field names as the strict shape, every field optional, plus `EmptyFilterDraft`
 *   for a row whose kind is not chosen yet. A strict filter is always a valid draft, so the
 *   domain rules take drafts and serve both sides; no conversion between shapes is needed.
 *
 * The spec names the wizard's flat fields (occurrenceOperator, submissionRange, shopifyTags, ...);
 * on the wire they are nested as the spec's "sent as" shapes. The mapping is noted on each field.
 * Where range values live is explained in segment-operators.contract.ts; where property filter
 * values live is noted on each property filter.
 */

// ---------------------------------------------------------------------------------------------
// Filter kinds
// ---------------------------------------------------------------------------------------------

export const FILTER_KINDS = [
  'userProperty',
  'userActivity',
  'userShopifyActivity',
  'userShopifyActivityV2',
  'customEvents',
  'externalForm',
  'engagementMetrics',
] as const;
export const FilterKind = z.enum(FILTER_KINDS);
export type FilterKind = z.infer<typeof FilterKind>;

// --- userProperty ------------------------------------------------------------------------------

/**
 * A contact property compared with a value.
 * compareValue: single-valued operators, including onDate/afterDate/beforeDate (the date) and the
 * email types of containsEmailTypes/notContainsEmailTypes. startCompareValue/endCompareValue:
 * numberBetween. rangeValue: last/next (endValue = days) and betweenDays/betweenDates.
 */
export const UserPropertyFilter = z.object({
  property: z.literal('userProperty'),
  condition: SegmentPropertyKey,
  operator: PropertyOperator,
  compareValue: PropertyCompareValue.optional(),
  startCompareValue: z.union([z.number(), z.string()]).optional(),
  endCompareValue: z.union([z.number(), z.string()]).optional(),
  rangeValue: RangeValue.optional(),
});
export type UserPropertyFilter = z.infer<typeof UserPropertyFilter>;

// --- userActivity ------------------------------------------------------------------------------

export const CAMPAIGN_ACTIVITY_CONDITIONS = [
  'hasOpened',
  'hasNotOpened',
  'hasClicked',
  'hasNotClicked',
  'hasSubmitted',
  'hasNotSubmitted',
  'wasSent',
  'wasNotSent',
] as const;
export const CampaignActivityCondition = z.enum(CAMPAIGN_ACTIVITY_CONDITIONS);
export type CampaignActivityCondition = z.infer<typeof CampaignActivityCondition>;

/** Campaign choices that stand for many campaigns; each stands alone in `campaigns`. */
export const SPECIAL_CAMPAIGN_CHOICES = ['all', 'anyLast7Days', 'anyLast30Days'] as const;
export const SpecialCampaignChoice = z.enum(SPECIAL_CAMPAIGN_CHOICES);
export type SpecialCampaignChoice = z.infer<typeof SpecialCampaignChoice>;

export const CampaignChoice = z.union([SegmentEntityId, SpecialCampaignChoice]);
export type CampaignChoice = z.infer<typeof CampaignChoice>;

/** Campaign properties an activity filter can narrow by. */
export const CAMPAIGN_PROPERTIES = ['senderId'] as const;
export const CampaignProperty = z.enum(CAMPAIGN_PROPERTIES);
export type CampaignProperty = z.infer<typeof CampaignProperty>;

/** Sender is one of / none of the chosen senders. */
export const CAMPAIGN_PROPERTY_OPERATORS = [
  'equals',
  'notEquals',
] as const satisfies readonly PropertyOperator[];
export const CampaignPropertyOperator = z.enum(CAMPAIGN_PROPERTY_OPERATORS);
export type CampaignPropertyOperator = z.infer<typeof CampaignPropertyOperator>;

export const ACTIVITY_SECONDARY_CONDITIONS = ['linkClicked'] as const;
/** A click narrowed to links: the same meaning as `linksClicked`; both are honoured together. */
export const ActivitySecondaryFilter = z.object({
  condition: z.enum(ACTIVITY_SECONDARY_CONDITIONS),
  compareData: z.array(z.string()),
});
export type ActivitySecondaryFilter = z.infer<typeof ActivitySecondaryFilter>;

export const UserActivityFilter = z.object({
  property: z.literal('userActivity'),
  condition: CampaignActivityCondition,
  /** Campaign ids, or one of 'all', 'anyLast7Days', 'anyLast30Days' on its own. */
  campaigns: z.array(CampaignChoice),
  /** Set with 'all'; kept for older definitions that carry it instead of 'all'. */
  allCampaigns: z.boolean().optional(),
  /** Names at the time of saving; shown when a campaign is later deleted. */
  campaignNames: z.array(z.string()).optional(),
  /** hasClicked on one campaign: only clicks on these URLs count. */
  linksClicked: z.array(z.string()).optional(),
  range: ActivityRangeOperator.optional(),
  rangeValue: RangeValue.optional(),
  campaignProperty: CampaignProperty.optional(),
  propertyOperator: CampaignPropertyOperator.optional(),
  campaignPropertyType: SegmentPropertyType.optional(),
  /** Sender ids for campaignProperty senderId. */
  propertyCompareValue: z.array(SegmentEntityId).optional(),
  /** Sender email addresses matching propertyCompareValue, for display. */
  senderDetails: z.array(z.string()).optional(),
  /** hasOpened / hasNotOpened: whether Apple Mail privacy opens count as opens; absent counts them, false leaves them out. */
  hasAppleMPPOpen: z.boolean().optional(),
  secondaryFilter: ActivitySecondaryFilter.optional(),
});
export type UserActivityFilter = z.infer<typeof UserActivityFilter>;

// --- engagementMetrics -------------------------------------------------------------------------

export const ENGAGEMENT_METRICS = [
  'clickRate',
  'openRate',
  'submissionRate',
  'clicked',
  'opened',
  'submitted',
  'sent',
] as const;
export const EngagementMetric = z.enum(ENGAGEMENT_METRICS);
export type EngagementMetric = z.infer<typeof EngagementMetric>;
/** Percentages 0-100; the other metrics are plain counts. */
export const ENGAGEMENT_RATE_METRICS = ['clickRate', 'openRate', 'submissionRate'] as const;

export const EngagementMetricsFilter = z.object({
  property: z.literal('engagementMetrics'),
  condition: EngagementMetric,
  operator: ComparisonOperator,
  compareValue: z.number(),
  range: z.literal('last'),
  /** endValue: the window in days, 0-180. */
  rangeValue: RangeValue,
});
export type EngagementMetricsFilter = z.infer<typeof EngagementMetricsFilter>;

// --- userShopifyActivity (store v1) ------------------------------------------------------------

/** Wizard condition + shopifyRange + rangeValue. */
export const ShopifyPrimaryFilter = z.object({
  condition: ShopifyPrimaryCondition,
  range: ActivityRangeOperator,
  filter: RangeValue.optional(),
});
export type ShopifyPrimaryFilter = z.infer<typeof ShopifyPrimaryFilter>;

/** Wizard shopifyFilterCondition, shopifyCompareCondition (filter), shopifyCompareValue (compareData), shopifyTags (tags). */
export const ShopifySecondaryFilter = z.object({
  condition: ShopifySecondaryCondition,
  filter: ComparisonOperator.optional(),
  compareData: z.number().optional(),
  tags: z.array(z.string()).optional(),
});
export type ShopifySecondaryFilter = z.infer<typeof ShopifySecondaryFilter>;

export const ShopifyV1Filter = z.object({
  property: z.literal('userShopifyActivity'),
  primaryFilter: ShopifyPrimaryFilter,
  secondaryFilter: ShopifySecondaryFilter.optional(),
});
export type ShopifyV1Filter = z.infer<typeof ShopifyV1Filter>;

// --- customEvents and userShopifyActivityV2 ----------------------------------------------------

/** Wizard occurrence (occurred / not occurred), occurrenceOperator, occurrenceCompareValue, occurrenceRange, rangeValue. */
export const Occurrence = z.object({
  hasOccurred: z.boolean(),
  operator: ComparisonOperator.optional(),
  compareValue: z.number().optional(),
  range: ActivityRangeOperator,
  rangeValue: RangeValue.optional(),
});
export type Occurrence = z.infer<typeof Occurrence>;

/**
 * The optional property filter of an event: propertyCompareValue for single-valued operators
 * (including last/next, where it is the day count, and onDate/afterDate/beforeDate);
 * propertyStartCompareValue/propertyEndCompareValue for numberBetween, betweenDays, betweenDates.
 */
const eventPropertyFields = {
  eventProperty: SegmentPropertyKey.optional(),
  eventPropertyType: SegmentPropertyType.optional(),
  propertyOperator: PropertyOperator.optional(),
  propertyCompareValue: PropertyCompareValue.optional(),
  propertyStartCompareValue: z.union([z.number(), z.string()]).optional(),
  propertyEndCompareValue: z.union([z.number(), z.string()]).optional(),
};

export const CustomEventFilter = z.object({
  property: z.literal('customEvents'),
  eventName: z.string().trim().min(1).max(200),
  occurrence: Occurrence,
  ...eventPropertyFields,
});
export type CustomEventFilter = z.infer<typeof CustomEventFilter>;

export const ShopifyV2Filter = z.object({
  property: z.literal('userShopifyActivityV2'),
  eventName: ShopifyV2EventKey,
  occurrence: Occurrence,
  ...eventPropertyFields,
});
export type ShopifyV2Filter = z.infer<typeof ShopifyV2Filter>;

// --- externalForm (web form) -------------------------------------------------------------------

/** Wizard submission (submitted / notSubmitted), submissionOperator, submissionCompareValue, submissionRange, rangeValue. */
export const Submission = z.object({
  hasSubmitted: z.boolean(),
  operator: ComparisonOperator.optional(),
  compareValue: z.number().optional(),
  range: ActivityRangeOperator,
  rangeValue: RangeValue.optional(),
});
export type Submission = z.infer<typeof Submission>;

/** The form-name pseudo property: propertyCompareValue then holds form ids. */
export const FORM_NAME_PROPERTY = 'formName';
export const FORM_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'doesNotContain',
  'exists',
  'notExists',
] as const satisfies readonly PropertyOperator[];
export const FormOperator = z.enum(FORM_OPERATORS);
export type FormOperator = z.infer<typeof FormOperator>;

/** Wizard formProperty (eventProperty), formOperator, formCompareValue (propertyCompareValue). */
export const ExternalFormFilter = z.object({
  property: z.literal('externalForm'),
  appName: z.string().trim().min(1).max(200),
  submission: Submission,
  eventProperty: SegmentPropertyKey.optional(),
  formOperator: FormOperator.optional(),
  propertyCompareValue: PropertyCompareValue.optional(),
});
export type ExternalFormFilter = z.infer<typeof ExternalFormFilter>;

// --- the union -----------------------------------------------------------------------------------

/** One condition as the server accepts and stores it. */
export const SegmentFilter = z.discriminatedUnion('property', [
  UserPropertyFilter,
  UserActivityFilter,
  ShopifyV1Filter,
  ShopifyV2Filter,
  CustomEventFilter,
  ExternalFormFilter,
  EngagementMetricsFilter,
]);
export type SegmentFilter = z.infer<typeof SegmentFilter>;

/** Filters inside a group are AND-ed; groups are OR-ed. */
export const SegmentFilterGroup = z.object({ filters: z.array(SegmentFilter) });
export type SegmentFilterGroup = z.infer<typeof SegmentFilterGroup>;

export const SegmentFilterGroups = z
  .array(SegmentFilterGroup)
  .max(SEGMENT_MAX_OR_GROUPS, SegmentMessages.maxGroups);
export type SegmentFilterGroups = z.infer<typeof SegmentFilterGroups>;

// --- drafts: what the wizard edits -------------------------------------------------------------

const RangeValueDraft = RangeValue.partial();

export const UserPropertyFilterDraft = UserPropertyFilter.partial().required({ property: true });
export type UserPropertyFilterDraft = z.infer<typeof UserPropertyFilterDraft>;
export const UserActivityFilterDraft = UserActivityFilter.partial().required({ property: true });
export type UserActivityFilterDraft = z.infer<typeof UserActivityFilterDraft>;
export const EngagementMetricsFilterDraft = EngagementMetricsFilter.partial()
  .required({ property: true })
  .extend({ rangeValue: RangeValueDraft.optional() });
export type EngagementMetricsFilterDraft = z.infer<typeof EngagementMetricsFilterDraft>;
export const ShopifyV1FilterDraft = z.object({
  property: z.literal('userShopifyActivity'),
  primaryFilter: ShopifyPrimaryFilter.partial().optional(),
  secondaryFilter: ShopifySecondaryFilter.partial().optional(),
});
export type ShopifyV1FilterDraft = z.infer<typeof ShopifyV1FilterDraft>;
const OccurrenceDraft = Occurrence.partial();
export type OccurrenceDraft = z.infer<typeof OccurrenceDraft>;
export const CustomEventFilterDraft = CustomEventFilter.partial()
  .required({ property: true })
  .extend({ eventName: z.string().optional(), occurrence: OccurrenceDraft.optional() });
export type CustomEventFilterDraft = z.infer<typeof CustomEventFilterDraft>;
export const ShopifyV2FilterDraft = ShopifyV2Filter.partial()
  .required({ property: true })
  .extend({ occurrence: OccurrenceDraft.optional() });
export type ShopifyV2FilterDraft = z.infer<typeof ShopifyV2FilterDraft>;
const SubmissionDraft = Submission.partial();
export type SubmissionDraft = z.infer<typeof SubmissionDraft>;
export const ExternalFormFilterDraft = ExternalFormFilter.partial()
  .required({ property: true })
  .extend({ appName: z.string().optional(), submission: SubmissionDraft.optional() });
export type ExternalFormFilterDraft = z.infer<typeof ExternalFormFilterDraft>;

/** A filter row whose kind is not chosen yet. */
export const EmptyFilterDraft = z.object({ property: z.null() });
export type EmptyFilterDraft = z.infer<typeof EmptyFilterDraft>;

/** One condition as the wizard holds it while it is being filled in; see the header. */
export const SegmentFilterDraft = z.discriminatedUnion('property', [
  EmptyFilterDraft,
  UserPropertyFilterDraft,
  UserActivityFilterDraft,
  ShopifyV1FilterDraft,
  ShopifyV2FilterDraft,
  CustomEventFilterDraft,
  ExternalFormFilterDraft,
  EngagementMetricsFilterDraft,
]);
export type SegmentFilterDraft = z.infer<typeof SegmentFilterDraft>;

export const SegmentFilterGroupDraft = z.object({ filters: z.array(SegmentFilterDraft) });
export type SegmentFilterGroupDraft = z.infer<typeof SegmentFilterGroupDraft>;

// ---------------------------------------------------------------------------------------------
// Who belongs: lists, special choices, exclusions
// ---------------------------------------------------------------------------------------------

/** 'Contacts belong to' choices that stand for a set of contacts rather than a list. */
export const SPECIAL_BELONGS_TO = ['all', 'isUnsubscribed', 'isUnsubscribedOrBlocked', 'isBlocked'] as const;
export const SpecialBelongsTo = z.enum(SPECIAL_BELONGS_TO);
export type SpecialBelongsTo = z.infer<typeof SpecialBelongsTo>;

export const SPECIAL_EXCLUDE = [
  'excludeIsUnsubscribed',
  'excludeIsUnsubscribedOrBlocked',
  'excludeIsBlocked',
] as const;
export const SpecialExclude = z.enum(SPECIAL_EXCLUDE);
export type SpecialExclude = z.infer<typeof SpecialExclude>;

/** A value of the 'Contacts belong to' multi-select: a list id or a special choice. */
export const BelongsToChoice = z.union([SegmentEntityId, SpecialBelongsTo]);
export type BelongsToChoice = z.infer<typeof BelongsToChoice>;
/** A value of the 'but does not belong to' multi-select. */
export const ExcludeChoice = z.union([SegmentEntityId, SpecialExclude]);
export type ExcludeChoice = z.infer<typeof ExcludeChoice>;

/**
 * Who a segment starts from, as sent. The multi-select choices travel as:
 * - lists: recipientLists = ids, flags false
 * - all: recipientLists = null, flags false
 * - isUnsubscribed / isBlocked: recipientLists = null, that flag true
 * - isUnsubscribedOrBlocked: recipientLists = null, both flags true
 * - exclusions: excludeRecipientList = ids; excludeIsUnsubscribed / excludeIsBlocked flags, both
 *   for excludeIsUnsubscribedOrBlocked.
 * An empty recipientLists is refused by the rules: it would hold nobody.
 * Meaning: start from the lists' members (every contact when null); when isUnsubscribed or
 * isBlocked is set keep only contacts that are unsubscribed (or blocked; either when both); then
 * drop members of the excluded lists and, per the exclude flags, unsubscribed or blocked contacts.
 * `audienceFromChoices` / `choicesFromAudience` in @sendwell/domain convert both ways.
 */
export const segmentAudienceFields = {
  recipientLists: z.array(SegmentEntityId).nullable(),
  excludeRecipientList: z.array(SegmentEntityId).default([]),
  isUnsubscribed: z.boolean().default(false),
  isBlocked: z.boolean().default(false),
  excludeIsUnsubscribed: z.boolean().default(false),
  excludeIsBlocked: z.boolean().default(false),
};
export const SegmentAudience = z.object(segmentAudienceFields);
export type SegmentAudience = z.infer<typeof SegmentAudience>;

// ---------------------------------------------------------------------------------------------
// Definition, count and creation payloads
// ---------------------------------------------------------------------------------------------

/** A stored segment's definition, as GET contacts_v2/getSegmentDefinition returns it. */
export const SegmentDefinition = z.object({
  ...segmentAudienceFields,
  segmentFilters: SegmentFilterGroups,
  timezone: SegmentTimezone.optional(),
  /** The definition was edited after creation. */
  segmentFiltersUpdated: z.boolean().optional(),
  /** List names at the time of saving, for display. */
  recipientListNames: z.array(z.string()).optional(),
  excludeRecipientListNames: z.array(z.string()).optional(),
  /** The definition uses store filters (v1 or v2). */
  shopifyFilter: z.boolean().optional(),
  /** AI segments: the chat message and version they came from. */
  messageId: z.string().optional(),
  version: z.number().int().positive().optional(),
});
export type SegmentDefinition = z.infer<typeof SegmentDefinition>;

/** The whole definition as the wizard holds it: filters may be unfinished. */
export const SegmentDefinitionDraft = SegmentDefinition.extend({
  segmentFilters: z.array(SegmentFilterGroupDraft),
});
export type SegmentDefinitionDraft = z.infer<typeof SegmentDefinitionDraft>;

export const SEGMENT_TYPES = ['dynamic', 'static'] as const;
/** Dynamic: membership recalculated over time. Static: a snapshot taken at creation. */
export const SegmentType = z.enum(SEGMENT_TYPES);
export type SegmentType = z.infer<typeof SegmentType>;

export const SEGMENT_SOURCES = ['AI', 'manual'] as const;
export const SegmentSource = z.enum(SEGMENT_SOURCES);
export type SegmentSource = z.infer<typeof SegmentSource>;

/** POST contacts_v2/getCount. */
export const SegmentCountRequest = z.object({
  ...segmentAudienceFields,
  segmentFilters: SegmentFilterGroups,
  timezone: SegmentTimezone.optional(),
});
export type SegmentCountRequest = z.infer<typeof SegmentCountRequest>;

/** POST contacts_v2/saveToList. */
export const SegmentCreateRequest = z.object({
  name: z.string(),
  ...segmentAudienceFields,
  segmentType: SegmentType,
  segmentFilters: SegmentFilterGroups,
  timezone: SegmentTimezone.optional(),
  source: SegmentSource.default('manual'),
  /** AI segments: the chat message and version they came from. */
  messageId: z.string().optional(),
  version: z.number().int().positive().optional(),
});
export type SegmentCreateRequest = z.infer<typeof SegmentCreateRequest>;

/**
 * PUT segments/:id/definition: a saved dynamic segment's name, who it starts from and its conditions,
 * edited in the wizard; its type and source stay as they were.
 */
export const SegmentUpdateRequest = z.object({
  name: z.string(),
  ...segmentAudienceFields,
  segmentFilters: SegmentFilterGroups,
  timezone: SegmentTimezone.optional(),
});
export type SegmentUpdateRequest = z.infer<typeof SegmentUpdateRequest>;
