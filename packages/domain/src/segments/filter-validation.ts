import {
  ENGAGEMENT_MAX_PERCENT,
  ENGAGEMENT_MAX_WINDOW_DAYS,
  ENGAGEMENT_RATE_METRICS,
  SHOPIFY_NUMERIC_SECONDARY_CONDITIONS,
  SHOPIFY_V2_EVENT_PROPERTIES,
  SPECIAL_CAMPAIGN_CHOICES,
  SegmentMessages,
  type CampaignChoice,
  type ComparisonOperator,
  type CustomEventFilterDraft,
  type EngagementMetric,
  type EngagementMetricsFilterDraft,
  type ExternalFormFilterDraft,
  type SegmentFilterDraft,
  type SegmentPropertyType,
  type ShopifySecondaryCondition,
  type ShopifyV1FilterDraft,
  type ShopifyV2EventKey,
  type ShopifyV2FilterDraft,
  type UserActivityFilterDraft,
  type UserPropertyFilterDraft,
} from '@sendwell/contracts';
import { countError } from './numeric-input';
import {
  eventPropertyComparison,
  formPropertyComparison,
  userPropertyComparison,
} from './property-operators';
import { comparisonErrors } from './property-rules';
import { join, rangeError, type FieldError } from './range-rules';

/** What the rules may know about the account; each part is optional and only adds checks. */
export interface SegmentValidationContext {
  /** Contact property types, built-ins included (`segmentPropertyTypes`); unknown keys are refused when given. */
  propertyTypes?: ReadonlyMap<string, SegmentPropertyType>;
  /** Custom events with their property types; unknown event properties are refused when the event is listed. */
  eventProperties?: ReadonlyMap<string, ReadonlyMap<string, SegmentPropertyType>>;
  /** Campaigns by id, to know which need a range. Without it every chosen campaign needs one. */
  campaigns?: ReadonlyMap<number, { isArchived: boolean; campaignType: 'bulk' | 'TRIGGERED' }>;
  /** The definition came from the AI copilot, whose bulk-campaign filters carry no range. */
  aiSegment?: boolean;
  /** Account timezone offset in minutes, for comparing dates by calendar day. */
  offsetMinutes?: number;
}

const incomplete = (path: string): FieldError => ({ path, message: SegmentMessages.incompleteFilter });
const specialCampaigns: ReadonlySet<CampaignChoice> = new Set(SPECIAL_CAMPAIGN_CHOICES);
const rateMetrics: ReadonlySet<EngagementMetric> = new Set(ENGAGEMENT_RATE_METRICS);
const numericSecondary: ReadonlySet<ShopifySecondaryCondition> = new Set(
  SHOPIFY_NUMERIC_SECONDARY_CONDITIONS,
);

const offsetOf = (context: SegmentValidationContext) => context.offsetMinutes ?? 0;

const userPropertyErrors = (
  filter: UserPropertyFilterDraft,
  context: SegmentValidationContext,
): FieldError[] => {
  if (!filter.condition) return [incomplete('condition')];
  const type = context.propertyTypes?.get(filter.condition);
  const usesRange =
    filter.operator === 'last' ||
    filter.operator === 'next' ||
    filter.operator === 'betweenDays' ||
    filter.operator === 'betweenDates';
  const dayCount = filter.operator === 'last' || filter.operator === 'next';
  return comparisonErrors(
    userPropertyComparison(filter, type),
    {
      key: 'condition',
      operator: 'operator',
      value: dayCount ? 'rangeValue.endValue' : 'compareValue',
      start: usesRange ? 'rangeValue.startValue' : 'startCompareValue',
      end: usesRange ? 'rangeValue.endValue' : 'endCompareValue',
    },
    {
      keyKnown: context.propertyTypes === undefined || type !== undefined,
      offsetMinutes: offsetOf(context),
      type,
    },
  );
};

/** Whether the chosen campaigns need a range: 'all', the any-in-last-N choices, and live campaigns do. */
export const activityNeedsRange = (
  campaigns: readonly CampaignChoice[],
  context: SegmentValidationContext,
): boolean =>
  campaigns.some((campaign) => {
    if (typeof campaign !== 'number') return true;
    const known = context.campaigns?.get(campaign);
    if (!known) return true;
    if (known.isArchived) return false;
    return !(context.aiSegment && known.campaignType === 'bulk');
  });

const userActivityErrors = (
  filter: UserActivityFilterDraft,
  context: SegmentValidationContext,
): FieldError[] => {
  if (!filter.condition) return [incomplete('condition')];
  const campaigns = filter.campaigns ?? [];
  if (campaigns.length === 0) return [incomplete('campaigns')];
  const specials = campaigns.filter((campaign) => specialCampaigns.has(campaign));
  if (specials.length > 0 && campaigns.length > 1)
    return [{ path: 'campaigns', message: SegmentMessages.campaignChoiceMixed }];
  const errors: FieldError[] = [];
  const range = rangeError(
    filter.range,
    filter.rangeValue,
    { rangePath: 'range', valuePath: 'rangeValue' },
    { required: activityNeedsRange(campaigns, context), offsetMinutes: offsetOf(context) },
  );
  if (range) errors.push(range);
  if (filter.campaignProperty !== undefined) {
    if (!filter.propertyOperator) errors.push(incomplete('propertyOperator'));
    else if (!filter.propertyCompareValue || filter.propertyCompareValue.length === 0)
      errors.push(incomplete('propertyCompareValue'));
  }
  if (filter.secondaryFilter && filter.secondaryFilter.compareData.length === 0)
    errors.push(incomplete('secondaryFilter.compareData'));
  return errors;
};

const engagementErrors = (filter: EngagementMetricsFilterDraft): FieldError[] => {
  if (!filter.condition) return [incomplete('condition')];
  if (!filter.operator) return [incomplete('operator')];
  const errors: FieldError[] = [];
  const value = filter.compareValue;
  if (value === undefined) errors.push(incomplete('compareValue'));
  else if (rateMetrics.has(filter.condition)) {
    if (!Number.isFinite(value) || value < 0 || value > ENGAGEMENT_MAX_PERCENT)
      errors.push({ path: 'compareValue', message: SegmentMessages.percentRange });
  } else if (!Number.isInteger(value))
    errors.push({ path: 'compareValue', message: SegmentMessages.notInteger });
  else if (value < 0) errors.push({ path: 'compareValue', message: SegmentMessages.countAtLeastZero });
  const window = filter.rangeValue?.endValue;
  if (window === undefined || window === null || window === '')
    errors.push(incomplete('rangeValue.endValue'));
  else if (typeof window !== 'number' || !Number.isInteger(window))
    errors.push({ path: 'rangeValue.endValue', message: SegmentMessages.notInteger });
  else if (window < 0 || window > ENGAGEMENT_MAX_WINDOW_DAYS)
    errors.push({ path: 'rangeValue.endValue', message: SegmentMessages.windowRange });
  return errors;
};

const shopifyV1Errors = (filter: ShopifyV1FilterDraft, context: SegmentValidationContext): FieldError[] => {
  const primary = filter.primaryFilter;
  if (!primary?.condition) return [incomplete('primaryFilter.condition')];
  const errors: FieldError[] = [];
  const range = rangeError(
    primary.range,
    primary.filter,
    { rangePath: 'primaryFilter.range', valuePath: 'primaryFilter.filter' },
    { required: true, offsetMinutes: offsetOf(context) },
  );
  if (range) errors.push(range);
  const secondary = filter.secondaryFilter;
  if (secondary === undefined) return errors;
  if (!secondary.condition) return [...errors, incomplete('secondaryFilter.condition')];
  if (numericSecondary.has(secondary.condition)) {
    if (!secondary.filter) errors.push(incomplete('secondaryFilter.filter'));
    const value = secondary.compareData;
    if (value === undefined) errors.push(incomplete('secondaryFilter.compareData'));
    else if (secondary.condition === 'itemCount' && !Number.isInteger(value)) {
      errors.push({ path: 'secondaryFilter.compareData', message: SegmentMessages.notInteger });
    } else if (!Number.isFinite(value) || value < 0)
      errors.push({ path: 'secondaryFilter.compareData', message: SegmentMessages.countAtLeastZero });
  } else if (!secondary.tags || secondary.tags.length === 0) errors.push(incomplete('secondaryFilter.tags'));
  return errors;
};

/** Occurrence or submission: a range, and when it happened, an operator and a count. */
const happenedErrors = (
  holder: {
    happened: boolean | undefined;
    operator: ComparisonOperator | undefined;
    compareValue: number | undefined;
  },
  base: string,
  happenedField: string,
): FieldError[] => {
  if (holder.happened === undefined) return [incomplete(join(base, happenedField))];
  if (!holder.happened) return [];
  if (!holder.operator) return [incomplete(join(base, 'operator'))];
  if (holder.compareValue === undefined) return [incomplete(join(base, 'compareValue'))];
  const message = countError(holder.compareValue, holder.operator);
  return message ? [{ path: join(base, 'compareValue'), message }] : [];
};

const eventErrors = (
  filter: CustomEventFilterDraft | ShopifyV2FilterDraft,
  context: SegmentValidationContext,
): FieldError[] => {
  if (!filter.eventName) return [incomplete('eventName')];
  const occurrence = filter.occurrence ?? {};
  const errors: FieldError[] = [];
  const range = rangeError(
    occurrence.range,
    occurrence.rangeValue,
    { rangePath: 'occurrence.range', valuePath: 'occurrence.rangeValue' },
    { required: true, offsetMinutes: offsetOf(context) },
  );
  if (range) errors.push(range);
  errors.push(
    ...happenedErrors(
      {
        happened: occurrence.hasOccurred,
        operator: occurrence.operator,
        compareValue: occurrence.compareValue,
      },
      'occurrence',
      'hasOccurred',
    ),
  );
  const comparison = eventPropertyComparison(filter);
  if (comparison === undefined) return errors;
  let keyKnown = true;
  let type = comparison.type;
  if (filter.property === 'userShopifyActivityV2' && comparison.key) {
    const eventName: ShopifyV2EventKey = filter.eventName;
    const allowed: readonly string[] = SHOPIFY_V2_EVENT_PROPERTIES[eventName];
    keyKnown = allowed.includes(comparison.key);
  } else if (filter.property === 'customEvents' && comparison.key) {
    const known = context.eventProperties?.get(filter.eventName);
    if (known) {
      keyKnown = known.has(comparison.key);
      type = known.get(comparison.key) ?? type;
    }
    // A property the account has no type for is compared as text, as the engine compares it.
    type = type ?? 'string';
  }
  errors.push(
    ...comparisonErrors(
      { ...comparison, type },
      {
        key: 'eventProperty',
        operator: 'propertyOperator',
        value: 'propertyCompareValue',
        start: 'propertyStartCompareValue',
        end: 'propertyEndCompareValue',
      },
      { keyKnown, offsetMinutes: offsetOf(context), type },
    ),
  );
  return errors;
};

const formErrors = (filter: ExternalFormFilterDraft, context: SegmentValidationContext): FieldError[] => {
  if (!filter.appName) return [incomplete('appName')];
  const submission = filter.submission ?? {};
  const errors: FieldError[] = [];
  const range = rangeError(
    submission.range,
    submission.rangeValue,
    { rangePath: 'submission.range', valuePath: 'submission.rangeValue' },
    { required: true, offsetMinutes: offsetOf(context) },
  );
  if (range) errors.push(range);
  errors.push(
    ...happenedErrors(
      {
        happened: submission.hasSubmitted,
        operator: submission.operator,
        compareValue: submission.compareValue,
      },
      'submission',
      'hasSubmitted',
    ),
  );
  const comparison = formPropertyComparison(filter);
  if (comparison === undefined) return errors;
  errors.push(
    ...comparisonErrors(
      comparison,
      {
        key: 'eventProperty',
        operator: 'formOperator',
        value: 'propertyCompareValue',
        start: 'propertyCompareValue',
        end: 'propertyCompareValue',
      },
      { keyKnown: true, offsetMinutes: offsetOf(context), type: undefined },
    ),
  );
  return errors;
};

/**
 * Every problem with one condition, each with its field path inside the filter; empty when the
 * filter is complete. The wizard shows these inline and disables 'Create Segment' while any exist.
 */
export const filterErrors = (
  filter: SegmentFilterDraft,
  context: SegmentValidationContext = {},
): FieldError[] => {
  switch (filter.property) {
    case null:
      return [incomplete('property')];
    case 'userProperty':
      return userPropertyErrors(filter, context);
    case 'userActivity':
      return userActivityErrors(filter, context);
    case 'engagementMetrics':
      return engagementErrors(filter);
    case 'userShopifyActivity':
      return shopifyV1Errors(filter, context);
    case 'customEvents':
    case 'userShopifyActivityV2':
      return eventErrors(filter, context);
    case 'externalForm':
      return formErrors(filter, context);
  }
};

/** Whether a condition is filled in enough to be counted and saved. */
export const isFilterComplete = (
  filter: SegmentFilterDraft,
  context: SegmentValidationContext = {},
): boolean => filterErrors(filter, context).length === 0;
