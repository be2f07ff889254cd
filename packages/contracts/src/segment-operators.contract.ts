import { z } from 'zod';
import {
  CONTACT_CREATED_AT_KEY,
  CONTACT_EMAIL_KEY,
  EMAIL_BLOCKED_STATUS_KEY,
  EMAIL_SUBSCRIPTION_STATUS_KEY,
} from './contact-property-keys';

/*
 * The building blocks of segment definitions: limits, messages, value shapes and operators.
 *
 * Ranges (campaign activity, event occurrence, form submission, store orders, the engagement
 * window) keep their values in a `rangeValue` object, one rule everywhere:
 * - last N / next N days: `endValue` = N
 * - betweenDays: `startValue` <= `endValue`, both in days ago (0 is today)
 * - between / betweenDates: `startValue` and `endValue` are dates
 * - onDate / afterDate / beforeDate: `startValue` is the date
 * - overAll (or `overall`): no range
 * A date is 'DD/MM/YYYY' (a calendar day in the account's timezone) or epoch milliseconds.
 * Day counts above 9999 are accepted and clamped to 9999 by the domain (`clampSegmentDays`),
 * not by a schema transform, so the schemas stay representable in the OpenAPI document.
 */

// ---------------------------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------------------------

export const SEGMENT_MAX_OR_GROUPS = 20;
export const SEGMENT_MAX_DAYS = 9999;
export const SEGMENT_MAX_OCCURRENCES = 9999;
export const ENGAGEMENT_MAX_WINDOW_DAYS = 180;
export const ENGAGEMENT_MAX_PERCENT = 100;
/** How many lists a 'belongs to' or 'does not belong to' choice may hold; the spec leaves the value open. */
export const SEGMENT_SELECTION_LIMIT = 50;
export const AI_PROMPT_MAX_WORDS = 100;
export const AI_SEGMENT_NAME = 'AI generated segment';

/** Every user-facing text of the segment rules, word for word from the spec where it has one. */
export const SegmentMessages = {
  excludeEmpty: 'Select at least one list or segment to exclude',
  percentRange: 'Please enter a value between 0 and 100',
  windowRange: `Please enter a value between 0 and ${ENGAGEMENT_MAX_WINDOW_DAYS}`,
  countAboveOne: 'Must be greater than 1',
  countAtLeastZero: 'Must be >= 0. Ex: 0, 1, 8',
  countAtLeastOne: 'Must be >= 1. Ex: 1, 5, 8',
  notInteger: 'Value must be an integer',
  tooLarge: `Cannot be greater than ${SEGMENT_MAX_DAYS}`,
  maxItems: (limit: number) => `Maximum ${limit} items can be selected`,
  created: 'Segment created',
  /** Not in the spec, which has no edit flow; worded like 'Segment created'. */
  updated: 'Segment updated',
  dynamicUnavailable: 'Dynamic segment is only available in Lite plan and above.',
  aiPromptTooLong: 'Prompt exceeds the 100 words limit. Please shorten your input.',
  // The spec does not word these; they are Sendwell's own.
  maxGroups: `You can add at most ${SEGMENT_MAX_OR_GROUPS} OR groups`,
  belongsToEmpty: 'Select at least one list or segment',
  emptyGroup: 'Every group needs at least one condition',
  incompleteFilter: 'Complete every condition',
  invalidDate: 'Enter a date as DD/MM/YYYY',
  startAfterEnd: 'The start must be before the end',
  unknownProperty: 'This contact property does not exist',
  operatorNotAllowed: 'This operator does not apply to the chosen property',
  campaignChoiceMixed:
    'Choose specific campaigns, or one of all campaigns and any campaign in the last 7 or 30 days',
} as const;

// ---------------------------------------------------------------------------------------------
// Shared value shapes
// ---------------------------------------------------------------------------------------------

/** Ids of lists, campaigns, senders and forms. */
export const SegmentEntityId = z.number().int().positive();
export type SegmentEntityId = z.infer<typeof SegmentEntityId>;

/** A key of a contact, event or form property; matched against the account's registry, never spliced into SQL. */
export const SegmentPropertyKey = z.string().trim().min(1).max(200);

export const SEGMENT_DATE_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;
/** A calendar day as the wizard's date pickers write it. */
export const SegmentDateString = z.string().regex(SEGMENT_DATE_PATTERN, 'Enter a date as DD/MM/YYYY');

/** One end of a range: a day count, epoch milliseconds, or a DD/MM/YYYY day (see the header). */
export const RangeBound = z.union([z.number(), SegmentDateString]);
export type RangeBound = z.infer<typeof RangeBound>;

export const RangeValue = z.object({
  startValue: RangeBound.nullable().optional(),
  endValue: RangeBound.nullable().optional(),
});
export type RangeValue = z.infer<typeof RangeValue>;

/** Single or multi-valued comparison value of a property filter. */
export const PropertyCompareValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
]);
export type PropertyCompareValue = z.infer<typeof PropertyCompareValue>;

export const SegmentTimezone = z.object({
  label: z.string().max(200),
  /** Offset from UTC as '+05:30' / '-08:00'; relative dates count days in this offset. */
  offset: z.string().regex(/^[+-]\d{2}:\d{2}$/, 'Timezone offset must read like +05:30'),
});
export type SegmentTimezone = z.infer<typeof SegmentTimezone>;

// ---------------------------------------------------------------------------------------------
// Operators
// ---------------------------------------------------------------------------------------------

/** Every range operator. `overall` and `overAll` are two spellings of "any time" seen on the wire. */
export const RANGE_OPERATORS = [
  'overAll',
  'overall',
  'last',
  'next',
  'between',
  'betweenDays',
  'betweenDates',
  'onDate',
  'afterDate',
  'beforeDate',
] as const;
export const RangeOperator = z.enum(RANGE_OPERATORS);
export type RangeOperator = z.infer<typeof RangeOperator>;

/** Ranges over things that already happened (activity, events, submissions, orders): no "next". */
export const ACTIVITY_RANGE_OPERATORS = [
  'overAll',
  'overall',
  'last',
  'between',
  'betweenDays',
  'betweenDates',
  'onDate',
  'afterDate',
  'beforeDate',
] as const satisfies readonly RangeOperator[];
export const ActivityRangeOperator = z.enum(ACTIVITY_RANGE_OPERATORS);
export type ActivityRangeOperator = z.infer<typeof ActivityRangeOperator>;

/** Count and rate comparisons: occurrences, submissions, engagement metrics, store order figures. */
export const COMPARISON_OPERATORS = ['equalTo', 'greaterThan', 'lessThan', 'atLeast', 'atMost'] as const;
export const ComparisonOperator = z.enum(COMPARISON_OPERATORS);
export type ComparisonOperator = z.infer<typeof ComparisonOperator>;

export const STRING_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'doesNotContain',
  'startsWith',
  'endsWith',
  'exists',
  'notExists',
] as const satisfies readonly PropertyOperator[];
export const NUMBER_OPERATORS = [
  'equals',
  'notEquals',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqual',
  'lessThanOrEqual',
  'numberBetween',
  'exists',
  'notExists',
] as const satisfies readonly PropertyOperator[];
export const BOOLEAN_OPERATORS = [
  'isTrue',
  'isFalse',
  'exists',
  'notExists',
] as const satisfies readonly PropertyOperator[];
export const DATE_OPERATORS = [
  'last',
  'next',
  'betweenDays',
  'betweenDates',
  'onDate',
  'afterDate',
  'beforeDate',
  'exists',
  'notExists',
] as const satisfies readonly PropertyOperator[];
/** Multi-valued event properties (product names, tags, SKUs, ...): does the list hold a value. */
export const LIST_OPERATORS = [
  'contains',
  'doesNotContain',
  'exists',
  'notExists',
] as const satisfies readonly PropertyOperator[];
/** The email subscription status attribute, compared against the account's email types. */
export const EMAIL_SUBSCRIPTION_OPERATORS = [
  'allEmailTypes',
  'noEmailTypes',
  'containsEmailTypes',
  'notContainsEmailTypes',
] as const satisfies readonly PropertyOperator[];
/** Operators that take no value. */
export const VALUELESS_OPERATORS = [
  'exists',
  'notExists',
  'isTrue',
  'isFalse',
  'allEmailTypes',
  'noEmailTypes',
] as const satisfies readonly PropertyOperator[];

/** Every operator a contact, event or form property filter can use; which apply depends on the type. */
export const PROPERTY_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'doesNotContain',
  'startsWith',
  'endsWith',
  'exists',
  'notExists',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqual',
  'lessThanOrEqual',
  'numberBetween',
  'isTrue',
  'isFalse',
  'last',
  'next',
  'betweenDays',
  'betweenDates',
  'onDate',
  'afterDate',
  'beforeDate',
  'allEmailTypes',
  'noEmailTypes',
  'containsEmailTypes',
  'notContainsEmailTypes',
] as const;
export const PropertyOperator = z.enum(PROPERTY_OPERATORS);
export type PropertyOperator = z.infer<typeof PropertyOperator>;

/** Value types of contact, event and form properties; `list` is a multi-valued event property. */
export const SEGMENT_PROPERTY_TYPES = ['string', 'number', 'boolean', 'date', 'list'] as const;
export const SegmentPropertyType = z.enum(SEGMENT_PROPERTY_TYPES);
export type SegmentPropertyType = z.infer<typeof SegmentPropertyType>;

// ---------------------------------------------------------------------------------------------
// Contact properties the product defines (besides the account's own; their keys are in
// contact-property-keys.ts)
// ---------------------------------------------------------------------------------------------

/** Contact fields a userProperty filter can name besides the account's properties, with their types. */
export const BUILT_IN_SEGMENT_PROPERTIES: readonly { key: string; type: SegmentPropertyType }[] = [
  { key: CONTACT_EMAIL_KEY, type: 'string' },
  { key: CONTACT_CREATED_AT_KEY, type: 'date' },
  { key: EMAIL_SUBSCRIPTION_STATUS_KEY, type: 'string' },
  { key: EMAIL_BLOCKED_STATUS_KEY, type: 'boolean' },
];
