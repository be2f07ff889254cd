import {
  SPECIAL_CAMPAIGN_CHOICES,
  type ActivityRangeOperator,
  type CampaignActivityCondition,
  type CampaignChoice,
  type CustomEventFilterDraft,
  type EngagementMetric,
  type EngagementMetricsFilterDraft,
  type ExternalFormFilterDraft,
  type FilterKind,
  type RangeOperator,
  type RangeValue,
  type SegmentFilterDraft,
  type SegmentPropertyType,
  type ShopifyV1FilterDraft,
  type ShopifyV2EventKey,
  type ShopifyV2FilterDraft,
  type UserActivityFilterDraft,
  type UserPropertyFilterDraft,
} from '@sendwell/contracts';
import { defaultPropertyOperator } from './property-operators';
import { defaultBetweenDates } from './relative-dates';

/*
 * What happens to the other fields of a condition when one field changes (spec "Filter field
 * changes"). Each function takes the condition and returns the new one; none mutates.
 */

/** Where the wizard is in time: used for ranges that pre-fill dates. */
export interface Clock {
  now: Date;
  offsetMinutes: number;
}

/** A new filter kind clears everything else. */
export const changeFilterKind = (kind: FilterKind | null): SegmentFilterDraft =>
  kind === null ? { property: null } : { property: kind };

/** A new range resets the range value; a between-dates range starts as the last 7 days. */
export const rangeValueFor = (range: RangeOperator, clock: Clock): RangeValue | undefined =>
  range === 'betweenDates' ? defaultBetweenDates(clock.now, clock.offsetMinutes) : undefined;

/** The range fields after choosing a range: its value starts over. */
const rangeFields = (
  range: ActivityRangeOperator,
  clock: Clock,
): { range: ActivityRangeOperator; rangeValue?: RangeValue } => {
  const value = rangeValueFor(range, clock);
  return value ? { range, rangeValue: value } : { range };
};

// --- userProperty --------------------------------------------------------------------------------

/** A new property sets the default operator for its type and clears the values. */
export const changePropertyCondition = (key: string, type: SegmentPropertyType): UserPropertyFilterDraft => ({
  property: 'userProperty',
  condition: key,
  operator: defaultPropertyOperator(type, key),
});

/** A new operator clears the values of the previous one. */
export const changePropertyOperator = (
  filter: UserPropertyFilterDraft,
  operator: UserPropertyFilterDraft['operator'],
): UserPropertyFilterDraft => ({
  property: 'userProperty',
  ...(filter.condition !== undefined && { condition: filter.condition }),
  ...(operator !== undefined && { operator }),
});

// --- userActivity --------------------------------------------------------------------------------

const OPEN_CONDITIONS: ReadonlySet<CampaignActivityCondition> = new Set(['hasOpened', 'hasNotOpened']);
const CLICK_CONDITIONS: ReadonlySet<CampaignActivityCondition> = new Set(['hasClicked', 'hasNotClicked']);
const specialCampaigns: ReadonlySet<CampaignChoice> = new Set(SPECIAL_CAMPAIGN_CHOICES);

/** Sub-filters that only apply to some conditions are dropped when the condition no longer fits. */
export const changeActivityCondition = (
  filter: UserActivityFilterDraft,
  condition: CampaignActivityCondition,
): UserActivityFilterDraft => {
  const { hasAppleMPPOpen, linksClicked, secondaryFilter, ...rest } = filter;
  return {
    ...rest,
    condition,
    ...(OPEN_CONDITIONS.has(condition) && hasAppleMPPOpen !== undefined && { hasAppleMPPOpen }),
    ...(CLICK_CONDITIONS.has(condition) && linksClicked !== undefined && { linksClicked }),
    ...(CLICK_CONDITIONS.has(condition) && secondaryFilter !== undefined && { secondaryFilter }),
  };
};

const withoutCampaignProperty = (filter: UserActivityFilterDraft): UserActivityFilterDraft => {
  const {
    campaignProperty: _property,
    propertyOperator: _operator,
    campaignPropertyType: _type,
    propertyCompareValue: _value,
    senderDetails: _senders,
    ...rest
  } = filter;
  return rest;
};

/**
 * The campaign multi-select changed (newest entry last). A special choice ('all', any campaign in
 * the last 7 or 30 days) stands alone and clears the campaign property filters; the last-N choices
 * set the range to the last 7 or 30 days; moving to specific campaigns sets the range to any time.
 * Link filters only apply to a single campaign.
 */
export const changeCampaigns = (
  filter: UserActivityFilterDraft,
  next: readonly CampaignChoice[],
  campaignNames?: ReadonlyMap<number, string>,
): UserActivityFilterDraft => {
  const previous = filter.campaigns ?? [];
  const newest = next.filter((choice) => !previous.includes(choice)).at(-1);
  let campaigns: CampaignChoice[];
  if (newest !== undefined && specialCampaigns.has(newest)) campaigns = [newest];
  else if (newest !== undefined) campaigns = next.filter((choice) => !specialCampaigns.has(choice));
  else campaigns = [...next];

  const { allCampaigns: _all, campaignNames: _names, linksClicked, secondaryFilter, ...rest } = filter;
  let result: UserActivityFilterDraft = { ...rest, campaigns };
  const [only] = campaigns;
  if (campaigns.length === 1 && typeof only === 'number') {
    if (linksClicked !== undefined) result.linksClicked = linksClicked;
    if (secondaryFilter !== undefined) result.secondaryFilter = secondaryFilter;
  }
  const ids = campaigns.filter((choice): choice is number => typeof choice === 'number');
  if (campaignNames && ids.length > 0) result.campaignNames = ids.map((id) => campaignNames.get(id) ?? '');

  if (only !== undefined && typeof only === 'string') {
    result = withoutCampaignProperty(result);
    if (only === 'all') result.allCampaigns = true;
    if (only === 'anyLast7Days') result = { ...result, range: 'last', rangeValue: { endValue: 7 } };
    if (only === 'anyLast30Days') result = { ...result, range: 'last', rangeValue: { endValue: 30 } };
  } else if (ids.length > 0 && !previous.some((choice) => typeof choice === 'number')) {
    const { rangeValue: _value, ...withoutValue } = result;
    result = { ...withoutValue, range: 'overAll' };
  }
  return result;
};

export const changeActivityRange = (
  filter: UserActivityFilterDraft,
  range: ActivityRangeOperator,
  clock: Clock,
): UserActivityFilterDraft => {
  const { rangeValue: _previous, ...rest } = filter;
  return { ...rest, ...rangeFields(range, clock) };
};

/** The Apple privacy-open sub-filter starts as true when switched on; switched off, it is gone. */
export const toggleAppleMppOpen = (
  filter: UserActivityFilterDraft,
  enabled: boolean,
): UserActivityFilterDraft => {
  const { hasAppleMPPOpen: _previous, ...rest } = filter;
  return enabled ? { ...rest, hasAppleMPPOpen: true } : rest;
};

/** Adding the sender sub-filter. */
export const addSenderFilter = (filter: UserActivityFilterDraft): UserActivityFilterDraft => ({
  ...withoutCampaignProperty(filter),
  campaignProperty: 'senderId',
  campaignPropertyType: 'string',
  propertyOperator: 'equals',
});

export const removeSenderFilter = withoutCampaignProperty;

export const removeLinkFilter = (filter: UserActivityFilterDraft): UserActivityFilterDraft => {
  const { linksClicked: _links, secondaryFilter: _secondary, ...rest } = filter;
  return rest;
};

// --- engagementMetrics ---------------------------------------------------------------------------

/** A new metric starts at "greater than" over the last N days, keeping a chosen window. */
export const changeEngagementMetric = (
  filter: EngagementMetricsFilterDraft,
  condition: EngagementMetric,
): EngagementMetricsFilterDraft => ({
  property: 'engagementMetrics',
  condition,
  operator: 'greaterThan',
  range: 'last',
  ...(filter.rangeValue && { rangeValue: filter.rangeValue }),
});

// --- store v1 -------------------------------------------------------------------------------------

export const changeShopifyRange = (
  filter: ShopifyV1FilterDraft,
  range: ActivityRangeOperator,
  clock: Clock,
): ShopifyV1FilterDraft => {
  const { filter: _value, ...primary } = filter.primaryFilter ?? {};
  const { rangeValue, ...fields } = rangeFields(range, clock);
  return {
    ...filter,
    primaryFilter: rangeValue ? { ...primary, ...fields, filter: rangeValue } : { ...primary, ...fields },
  };
};

/** A new secondary condition clears the previous one's operator, value and tags. */
export const changeShopifySecondary = (
  filter: ShopifyV1FilterDraft,
  condition: NonNullable<ShopifyV1FilterDraft['secondaryFilter']>['condition'] | null,
): ShopifyV1FilterDraft => {
  const { secondaryFilter: _previous, ...rest } = filter;
  return condition ? { ...rest, secondaryFilter: { condition } } : rest;
};

// --- custom events and store v2 -------------------------------------------------------------------

type EventDraft = CustomEventFilterDraft | ShopifyV2FilterDraft;

const stripCustomEventProperty = (filter: CustomEventFilterDraft): CustomEventFilterDraft => {
  const {
    eventProperty: _key,
    eventPropertyType: _type,
    propertyOperator: _operator,
    propertyCompareValue: _value,
    propertyStartCompareValue: _start,
    propertyEndCompareValue: _end,
    ...rest
  } = filter;
  return rest;
};

const stripShopifyEventProperty = (filter: ShopifyV2FilterDraft): ShopifyV2FilterDraft => {
  const {
    eventProperty: _key,
    eventPropertyType: _type,
    propertyOperator: _operator,
    propertyCompareValue: _value,
    propertyStartCompareValue: _start,
    propertyEndCompareValue: _end,
    ...rest
  } = filter;
  return rest;
};

/** Removing the event property filter clears its fields. */
export function removeEventPropertyFilter(filter: CustomEventFilterDraft): CustomEventFilterDraft;
export function removeEventPropertyFilter(filter: ShopifyV2FilterDraft): ShopifyV2FilterDraft;
export function removeEventPropertyFilter(filter: EventDraft): EventDraft;
export function removeEventPropertyFilter(filter: EventDraft): EventDraft {
  return filter.property === 'customEvents'
    ? stripCustomEventProperty(filter)
    : stripShopifyEventProperty(filter);
}

/** A new event resets occurrence to "occurred" and drops the property filter of the old event. */
/** What 'happened' starts as: at least once, over all time, so a newly chosen event is complete at once. */
const AT_LEAST_ONCE = { operator: 'atLeast', compareValue: 1 } as const;
const OVER_ALL_TIME = { range: 'overAll' } as const;

export const changeEventName = (eventName: string): CustomEventFilterDraft => ({
  property: 'customEvents',
  eventName,
  occurrence: { hasOccurred: true, ...AT_LEAST_ONCE, ...OVER_ALL_TIME },
});

export const changeShopifyEvent = (eventName: ShopifyV2EventKey): ShopifyV2FilterDraft => ({
  property: 'userShopifyActivityV2',
  eventName,
  occurrence: { hasOccurred: true, ...AT_LEAST_ONCE, ...OVER_ALL_TIME },
});

/** Occurred / not occurred: the count and the property filter panel start over; the range stays. */
export function changeOccurrence(
  filter: CustomEventFilterDraft,
  hasOccurred: boolean,
): CustomEventFilterDraft;
export function changeOccurrence(filter: ShopifyV2FilterDraft, hasOccurred: boolean): ShopifyV2FilterDraft;
export function changeOccurrence(filter: EventDraft, hasOccurred: boolean): EventDraft;
export function changeOccurrence(filter: EventDraft, hasOccurred: boolean): EventDraft {
  const previous = filter.occurrence ?? {};
  return {
    ...removeEventPropertyFilter(filter),
    occurrence: {
      hasOccurred,
      ...(hasOccurred && AT_LEAST_ONCE),
      ...(previous.range !== undefined && { range: previous.range }),
      ...(previous.rangeValue !== undefined && { rangeValue: previous.rangeValue }),
    },
  };
}

export function changeOccurrenceRange(
  filter: CustomEventFilterDraft,
  range: ActivityRangeOperator,
  clock: Clock,
): CustomEventFilterDraft;
export function changeOccurrenceRange(
  filter: ShopifyV2FilterDraft,
  range: ActivityRangeOperator,
  clock: Clock,
): ShopifyV2FilterDraft;
export function changeOccurrenceRange(
  filter: EventDraft,
  range: ActivityRangeOperator,
  clock: Clock,
): EventDraft;
export function changeOccurrenceRange(
  filter: EventDraft,
  range: ActivityRangeOperator,
  clock: Clock,
): EventDraft {
  const { rangeValue: _previous, ...occurrence } = filter.occurrence ?? {};
  return { ...filter, occurrence: { ...occurrence, ...rangeFields(range, clock) } };
}

/** A new event property sets its type and the default operator (the sole one when its type has one). */
export function changeEventProperty(
  filter: CustomEventFilterDraft,
  key: string,
  type: SegmentPropertyType,
): CustomEventFilterDraft;
export function changeEventProperty(
  filter: ShopifyV2FilterDraft,
  key: string,
  type: SegmentPropertyType,
): ShopifyV2FilterDraft;
export function changeEventProperty(filter: EventDraft, key: string, type: SegmentPropertyType): EventDraft;
export function changeEventProperty(filter: EventDraft, key: string, type: SegmentPropertyType): EventDraft {
  return {
    ...removeEventPropertyFilter(filter),
    eventProperty: key,
    eventPropertyType: type,
    propertyOperator: defaultPropertyOperator(type, key),
  };
}

/**
 * Opening the event property filter: when the event has a single property it is chosen, with its
 * default operator (which is the sole operator when its type has only one).
 */
export function addEventPropertyFilter(
  filter: CustomEventFilterDraft,
  properties: readonly EventPropertyOption[],
): CustomEventFilterDraft;
export function addEventPropertyFilter(
  filter: ShopifyV2FilterDraft,
  properties: readonly EventPropertyOption[],
): ShopifyV2FilterDraft;
export function addEventPropertyFilter(
  filter: EventDraft,
  properties: readonly EventPropertyOption[],
): EventDraft;
export function addEventPropertyFilter(
  filter: EventDraft,
  properties: readonly EventPropertyOption[],
): EventDraft {
  const [only] = properties;
  if (properties.length !== 1 || !only) return removeEventPropertyFilter(filter);
  return changeEventProperty(filter, only.key, only.type);
}

export interface EventPropertyOption {
  key: string;
  type: SegmentPropertyType;
}

// --- web forms ------------------------------------------------------------------------------------

const withoutFormFilter = (filter: ExternalFormFilterDraft): ExternalFormFilterDraft => {
  const { eventProperty: _key, formOperator: _operator, propertyCompareValue: _value, ...rest } = filter;
  return rest;
};

/** A new app sets submission to "submitted" and clears the form filter; the range stays. */
export const changeAppName = (filter: ExternalFormFilterDraft, appName: string): ExternalFormFilterDraft => {
  const previous = filter.submission ?? {};
  return {
    property: 'externalForm',
    appName,
    submission: {
      hasSubmitted: true,
      ...AT_LEAST_ONCE,
      ...(previous.range !== undefined ? { range: previous.range } : OVER_ALL_TIME),
      ...(previous.rangeValue !== undefined && { rangeValue: previous.rangeValue }),
    },
  };
};

export const changeSubmission = (
  filter: ExternalFormFilterDraft,
  hasSubmitted: boolean,
): ExternalFormFilterDraft => {
  const previous = filter.submission ?? {};
  return {
    ...filter,
    submission: {
      hasSubmitted,
      ...(hasSubmitted && AT_LEAST_ONCE),
      ...(previous.range !== undefined && { range: previous.range }),
      ...(previous.rangeValue !== undefined && { rangeValue: previous.rangeValue }),
    },
  };
};

export const changeSubmissionRange = (
  filter: ExternalFormFilterDraft,
  range: ActivityRangeOperator,
  clock: Clock,
): ExternalFormFilterDraft => {
  const { rangeValue: _previous, ...submission } = filter.submission ?? {};
  return { ...filter, submission: { ...submission, ...rangeFields(range, clock) } };
};

/** A new form field (or the form name) clears the operator and value of the previous one. */
export const changeFormProperty = (
  filter: ExternalFormFilterDraft,
  key: string,
): ExternalFormFilterDraft => ({
  ...withoutFormFilter(filter),
  eventProperty: key,
  formOperator: 'equals',
});

export const removeFormFilter = withoutFormFilter;
