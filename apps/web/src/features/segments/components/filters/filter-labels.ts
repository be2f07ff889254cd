import {
  type ActivityRangeOperator,
  type CampaignActivityCondition,
  type ComparisonOperator,
  type EngagementMetric,
  type PropertyOperator,
  type ShopifyPrimaryCondition,
  type ShopifySecondaryCondition,
  type SpecialBelongsTo,
  type SpecialCampaignChoice,
  type SpecialExclude,
} from '@sendwell/contracts';

/** How each choice of the condition editors reads. */

export const PROPERTY_OPERATOR_LABELS: Record<PropertyOperator, string> = {
  equals: 'is',
  notEquals: 'is not',
  contains: 'contains',
  doesNotContain: 'does not contain',
  startsWith: 'starts with',
  endsWith: 'ends with',
  exists: 'exists',
  notExists: 'does not exist',
  greaterThan: 'is greater than',
  lessThan: 'is less than',
  greaterThanOrEqual: 'is at least',
  lessThanOrEqual: 'is at most',
  numberBetween: 'is between',
  // Spec 1 §5: boolean properties offer True/False.
  isTrue: 'True',
  isFalse: 'False',
  last: 'in the last',
  next: 'in the next',
  betweenDays: 'between days ago',
  betweenDates: 'between dates',
  onDate: 'on',
  afterDate: 'after',
  beforeDate: 'before',
  allEmailTypes: 'subscribed to all email types',
  noEmailTypes: 'subscribed to no email types',
  containsEmailTypes: 'subscribed to',
  notContainsEmailTypes: 'not subscribed to',
};

export const COMPARISON_LABELS: Record<ComparisonOperator, string> = {
  equalTo: 'equal to',
  greaterThan: 'greater than',
  lessThan: 'less than',
  atLeast: 'at least',
  atMost: 'at most',
};

export const ACTIVITY_CONDITION_LABELS: Record<CampaignActivityCondition, string> = {
  hasOpened: 'has opened',
  hasNotOpened: 'has not opened',
  hasClicked: 'has clicked',
  hasNotClicked: 'has not clicked',
  hasSubmitted: 'has submitted',
  hasNotSubmitted: 'has not submitted',
  wasSent: 'was sent',
  wasNotSent: 'was not sent',
};

export const SPECIAL_CAMPAIGN_LABELS: Record<SpecialCampaignChoice, string> = {
  all: 'All campaigns',
  anyLast7Days: 'Any campaign in last 7 days',
  anyLast30Days: 'Any campaign in last 30 days',
};

export const RANGE_LABELS: Record<ActivityRangeOperator, string> = {
  overAll: 'over all time',
  overall: 'over all time',
  last: 'in the last',
  between: 'between',
  betweenDays: 'between days ago',
  betweenDates: 'between dates',
  onDate: 'on',
  afterDate: 'after',
  beforeDate: 'before',
};

export const ENGAGEMENT_METRIC_LABELS: Record<EngagementMetric, string> = {
  openRate: 'Open rate',
  clickRate: 'Click rate',
  submissionRate: 'Submission rate',
  opened: 'Opens',
  clicked: 'Clicks',
  submitted: 'Submissions',
  sent: 'Emails sent',
};

export const BELONGS_TO_LABELS: Record<SpecialBelongsTo, string> = {
  all: 'All contacts',
  isUnsubscribed: 'Unsubscribed contacts',
  isUnsubscribedOrBlocked: 'Unsubscribed or blocked contacts',
  isBlocked: 'Blocked contacts',
};

export const EXCLUDE_LABELS: Record<SpecialExclude, string> = {
  excludeIsUnsubscribed: 'Unsubscribed contacts',
  excludeIsUnsubscribedOrBlocked: 'Unsubscribed or blocked contacts',
  excludeIsBlocked: 'Blocked contacts',
};

export const SHOPIFY_PRIMARY_LABELS: Record<ShopifyPrimaryCondition, string> = {
  purchasedAtLeastOnce: 'purchased at least once',
  purchasedMoreThanOnce: 'purchased more than once',
  notPurchased: 'has not purchased',
};

export const SHOPIFY_SECONDARY_LABELS: Record<ShopifySecondaryCondition, string> = {
  orderTags: 'Order tags',
  productNames: 'Product names',
  itemCount: 'Item count',
  orderValue: 'Order value',
  skuList: 'SKUs',
  productTags: 'Product tags',
  totalOrderValue: 'Total order value',
};

/** Select options from a label record, in the order of `values`. */
export const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
