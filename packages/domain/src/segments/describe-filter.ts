import {
  EMAIL_BLOCKED_STATUS_KEY,
  EMAIL_SUBSCRIPTION_STATUS_KEY,
  ENGAGEMENT_RATE_METRICS,
  FORM_NAME_PROPERTY,
  type CampaignActivityCondition,
  type CustomEventFilterDraft,
  type EngagementMetric,
  type EngagementMetricsFilterDraft,
  type ExternalFormFilterDraft,
  type SegmentFilterDraft,
  type ShopifyPrimaryCondition,
  type ShopifySecondaryCondition,
  type ShopifyV1FilterDraft,
  type ShopifyV2FilterDraft,
  type UserActivityFilterDraft,
  type UserPropertyFilterDraft,
} from '@sendwell/contracts';
import {
  comparisonText,
  contactPropertyLabel,
  joinOr,
  MISSING_TEXT,
  propertyOperatorText,
  rangeText,
  shopifyEventLabel,
  shopifyPropertyLabel,
  timesText,
  withRange,
  type SegmentLookups,
} from './describe-values';
import {
  eventPropertyComparison,
  formPropertyComparison,
  userPropertyComparison,
} from './property-operators';

const nameOf = (
  id: number,
  names: ReadonlyMap<number, string> | undefined,
  saved: string | undefined,
  kind: string,
): string => names?.get(id) ?? (saved !== undefined && saved !== '' ? saved : `${kind} #${id}`);

// --- contact properties ---------------------------------------------------------------------------

const emailTypeNames = (value: unknown, lookups: SegmentLookups): string => {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return joinOr(items.map((item) => lookups.emailTypes?.get(String(item)) ?? String(item)));
};

const describeUserProperty = (filter: UserPropertyFilterDraft, lookups: SegmentLookups): string => {
  if (filter.condition === EMAIL_SUBSCRIPTION_STATUS_KEY) {
    switch (filter.operator) {
      case 'allEmailTypes':
        return 'who are subscribed to all email types';
      case 'noEmailTypes':
        return 'who are subscribed to no email types';
      case 'containsEmailTypes':
        return `who are subscribed to ${emailTypeNames(filter.compareValue, lookups)}`;
      case 'notContainsEmailTypes':
        return `who are not subscribed to ${emailTypeNames(filter.compareValue, lookups)}`;
      default:
        break;
    }
  }
  if (
    filter.condition === EMAIL_BLOCKED_STATUS_KEY &&
    (filter.operator === 'isTrue' || filter.operator === 'isFalse')
  ) {
    return filter.operator === 'isTrue' ? 'who are blocked' : 'who are not blocked';
  }
  return `whose ${contactPropertyLabel(filter.condition)} ${propertyOperatorText(userPropertyComparison(filter), lookups)}`;
};

// --- campaign activity ----------------------------------------------------------------------------

const ACTIVITY_VERBS: Record<CampaignActivityCondition, string> = {
  hasOpened: 'opened',
  hasNotOpened: 'did not open',
  hasClicked: 'clicked',
  hasNotClicked: 'did not click',
  hasSubmitted: 'submitted',
  hasNotSubmitted: 'did not submit',
  wasSent: 'were sent',
  wasNotSent: 'were not sent',
};

const campaignsText = (
  filter: UserActivityFilterDraft,
  lookups: SegmentLookups,
): { text: string; impliedDays: number | null } => {
  const campaigns = filter.campaigns ?? [];
  const [only] = campaigns;
  if (only === 'all' || (campaigns.length === 0 && filter.allCampaigns))
    return { text: 'any campaign', impliedDays: null };
  if (only === 'anyLast7Days') return { text: 'any campaign', impliedDays: 7 };
  if (only === 'anyLast30Days') return { text: 'any campaign', impliedDays: 30 };
  const names = campaigns
    .filter((campaign): campaign is number => typeof campaign === 'number')
    .map((id, index) => nameOf(id, lookups.campaigns, filter.campaignNames?.[index], 'campaign'));
  if (names.length === 0) return { text: MISSING_TEXT, impliedDays: null };
  return {
    text: names.length === 1 ? `the campaign ${names[0]}` : `any of the campaigns ${joinOr(names)}`,
    impliedDays: null,
  };
};

const describeActivity = (filter: UserActivityFilterDraft, lookups: SegmentLookups): string => {
  const verb = filter.condition ? ACTIVITY_VERBS[filter.condition] : MISSING_TEXT;
  const { text, impliedDays } = campaignsText(filter, lookups);
  const links = [...(filter.linksClicked ?? []), ...(filter.secondaryFilter?.compareData ?? [])];
  const linkText =
    links.length === 0
      ? ''
      : links.length === 1
        ? ` on the link ${links[0]}`
        : ` on any of the links ${joinOr(links)}`;
  let senderText = '';
  if (filter.campaignProperty === 'senderId') {
    const senders = (filter.propertyCompareValue ?? []).map((id, index) =>
      nameOf(id, lookups.senders, filter.senderDetails?.[index], 'sender'),
    );
    const noun = senders.length === 1 ? 'sender' : 'senders';
    senderText = ` ${filter.propertyOperator === 'notEquals' ? 'not from' : 'from'} ${noun} ${joinOr(senders)}`;
  }
  const mppText =
    filter.hasAppleMPPOpen === undefined
      ? ''
      : filter.hasAppleMPPOpen
        ? ' (Apple privacy opens included)'
        : ' (excluding Apple privacy opens)';
  // The any-in-last-N choices already mean "in the last N days"; say it once.
  const range =
    impliedDays !== null &&
    (filter.range === undefined || (filter.range === 'last' && filter.rangeValue?.endValue === impliedDays))
      ? `in the last ${impliedDays} days`
      : rangeText(filter.range, filter.rangeValue, lookups);
  return `who ${verb} ${text}${linkText}${senderText}${withRange(range)}${mppText}`;
};

// --- engagement metrics ---------------------------------------------------------------------------

const METRIC_LABELS: Record<EngagementMetric, string> = {
  openRate: 'open rate',
  clickRate: 'click rate',
  submissionRate: 'submission rate',
  opened: 'number of opens',
  clicked: 'number of clicks',
  submitted: 'number of submissions',
  sent: 'number of emails sent',
};
const rateMetrics: ReadonlySet<EngagementMetric> = new Set(ENGAGEMENT_RATE_METRICS);

const describeEngagement = (filter: EngagementMetricsFilterDraft, lookups: SegmentLookups): string => {
  const label = filter.condition ? METRIC_LABELS[filter.condition] : MISSING_TEXT;
  const value =
    filter.compareValue === undefined
      ? MISSING_TEXT
      : filter.compareValue.toLocaleString('en-US', { maximumFractionDigits: 2 });
  // Rates are percentages; sent, opened, clicked and submitted are plain counts.
  const unit = filter.condition && rateMetrics.has(filter.condition) ? '%' : '';
  return `whose ${label}${withRange(rangeText('last', filter.rangeValue, lookups))} ${comparisonText(filter.operator, `${value}${unit}`)}`;
};

// --- store v1 -------------------------------------------------------------------------------------

const PRIMARY_TEXT: Record<ShopifyPrimaryCondition, string> = {
  purchasedAtLeastOnce: 'purchased at least once',
  purchasedMoreThanOnce: 'purchased more than once',
  notPurchased: 'did not purchase',
};

const SECONDARY_TEXT: Record<ShopifySecondaryCondition, string> = {
  orderTags: 'with order tags',
  productNames: 'including the products',
  skuList: 'including the SKUs',
  productTags: 'including products tagged',
  itemCount: 'with an item count that',
  orderValue: 'with an order value that',
  totalOrderValue: 'with a total order value that',
};

const describeShopifyV1 = (filter: ShopifyV1FilterDraft, lookups: SegmentLookups): string => {
  const primary = filter.primaryFilter;
  const head = primary?.condition ? PRIMARY_TEXT[primary.condition] : MISSING_TEXT;
  const range = withRange(rangeText(primary?.range, primary?.filter, lookups));
  const secondary = filter.secondaryFilter;
  let tail = '';
  if (secondary?.condition) {
    const lead = SECONDARY_TEXT[secondary.condition];
    const numeric =
      secondary.condition === 'itemCount' ||
      secondary.condition === 'orderValue' ||
      secondary.condition === 'totalOrderValue';
    tail = numeric
      ? ` ${lead} ${comparisonText(secondary.filter, secondary.compareData === undefined ? MISSING_TEXT : secondary.compareData.toLocaleString('en-US'))}`
      : ` ${lead} ${joinOr(secondary.tags ?? [])}`;
  }
  return `who ${head}${range}${tail}`;
};

// --- events ---------------------------------------------------------------------------------------

const describeEvent = (
  filter: CustomEventFilterDraft | ShopifyV2FilterDraft,
  lookups: SegmentLookups,
): string => {
  const store = filter.property === 'userShopifyActivityV2';
  const name = store
    ? `the store event ${shopifyEventLabel(filter.eventName)}`
    : `the event ${filter.eventName ?? MISSING_TEXT}`;
  const occurrence = filter.occurrence ?? {};
  const happened = occurrence.hasOccurred !== false;
  const head = happened
    ? `who performed ${name}${timesText(occurrence.operator, occurrence.compareValue)}`
    : `who did not perform ${name}`;
  const comparison = eventPropertyComparison(filter);
  const label = store ? shopifyPropertyLabel(comparison?.key) : contactPropertyLabel(comparison?.key);
  const where = comparison ? ` where ${label} ${propertyOperatorText(comparison, lookups)}` : '';
  return `${head}${withRange(rangeText(occurrence.range, occurrence.rangeValue, lookups))}${where}`;
};

// --- web forms ------------------------------------------------------------------------------------

const describeForm = (filter: ExternalFormFilterDraft, lookups: SegmentLookups): string => {
  const app = filter.appName ?? MISSING_TEXT;
  const submission = filter.submission ?? {};
  const submitted = submission.hasSubmitted !== false;
  const head = submitted
    ? `who submitted a form in ${app}${timesText(submission.operator, submission.compareValue)}`
    : `who did not submit a form in ${app}`;
  const comparison = formPropertyComparison(filter);
  let where = '';
  if (comparison && comparison.key === FORM_NAME_PROPERTY) {
    const value = comparison.value;
    const ids = Array.isArray(value) ? value : value === undefined ? [] : [value];
    const names = ids.map((id) =>
      typeof id === 'number' ? nameOf(id, lookups.forms, undefined, 'form') : String(id),
    );
    where = ` where the form ${filter.formOperator === 'notEquals' ? 'is not' : 'is'} ${joinOr(names)}`;
  } else if (comparison) {
    where = ` where ${comparison.key ?? MISSING_TEXT} ${propertyOperatorText(comparison, lookups)}`;
  }
  return `${head}${withRange(rangeText(submission.range, submission.rangeValue, lookups))}${where}`;
};

/** One condition as a clause that starts with 'who' or 'whose', e.g. 'who opened any campaign in the last 30 days'. */
export const describeFilter = (filter: SegmentFilterDraft, lookups: SegmentLookups = {}): string => {
  switch (filter.property) {
    case null:
      return `who ${MISSING_TEXT}`;
    case 'userProperty':
      return describeUserProperty(filter, lookups);
    case 'userActivity':
      return describeActivity(filter, lookups);
    case 'engagementMetrics':
      return describeEngagement(filter, lookups);
    case 'userShopifyActivity':
      return describeShopifyV1(filter, lookups);
    case 'customEvents':
    case 'userShopifyActivityV2':
      return describeEvent(filter, lookups);
    case 'externalForm':
      return describeForm(filter, lookups);
  }
};
