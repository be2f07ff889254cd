import { ENGAGEMENT_SEGMENT_TYPES, type SegmentCreateRequest, type SegmentFilter, type SegmentType } from '@sendwell/contracts';
import { formatSegmentDate, localDayOf } from './relative-dates';

/*
 * The prebuilt cards of step 1 and the definitions they start from. Choosing a card fills step 2
 * and 3: a name with a timestamp, dynamic type, the card's conditions and exclusions.
 */

/** What an account needs to see a card: nothing, the engagement-metric flag, or a store on integration version 2. */
export type PrebuiltCardRequirement = 'none' | 'engagementMetrics' | 'storeV2';

/** The cards' ids are the engagement types the lists page's address may name, so the contract owns the list. */
export const PREBUILT_SEGMENT_IDS = ENGAGEMENT_SEGMENT_TYPES;
export type PrebuiltSegmentId = (typeof PREBUILT_SEGMENT_IDS)[number];

export interface PrebuiltSegmentCard {
  id: PrebuiltSegmentId;
  title: string;
  /** The period shown on the card, e.g. '30 days' or 'All time'. */
  period: string;
  description: string;
  requires: PrebuiltCardRequirement;
}

/** Thresholds of the cards (spec §9). */
export const PREBUILT_THRESHOLDS = {
  newDays: 14,
  activeDays: 30,
  inactiveDays: 90,
  unsentDays: 30,
  engagementDays: 30,
  sunsetDays: 180,
  openRatePercent: 25,
  actionRatePercent: 10,
  winBackDays: 180,
  repeatOrders: 2,
  highValueOrdersAbove: 5,
  recentDays: 30,
} as const;

const t = PREBUILT_THRESHOLDS;

export const PREBUILT_SEGMENT_CARDS: readonly PrebuiltSegmentCard[] = [
  {
    id: 'newContacts',
    title: 'New contacts',
    period: `${t.newDays} days`,
    description: `Contacts added in the last ${t.newDays} days`,
    requires: 'none',
  },
  {
    id: 'activeContacts',
    title: 'Active contacts',
    period: `${t.activeDays} days`,
    description: `Opened or clicked a campaign in the last ${t.activeDays} days`,
    requires: 'none',
  },
  {
    id: 'inactiveContacts',
    title: 'Inactive contacts',
    period: `${t.inactiveDays} days`,
    description: `Were sent campaigns but did not open or click in the last ${t.inactiveDays} days`,
    requires: 'none',
  },
  {
    id: 'unsentAllTime',
    title: 'Unsent contacts',
    period: 'All time',
    description: 'Have never been sent a campaign',
    requires: 'none',
  },
  {
    id: 'unsentLast30Days',
    title: 'Unsent contacts',
    period: `${t.unsentDays} days`,
    description: `Were not sent a campaign in the last ${t.unsentDays} days`,
    requires: 'none',
  },
  {
    id: 'highOpeners',
    title: 'High openers',
    period: `${t.engagementDays} days`,
    description: `Open rate above ${t.openRatePercent}% in the last ${t.engagementDays} days`,
    requires: 'engagementMetrics',
  },
  {
    id: 'lowOpeners',
    title: 'Low openers',
    period: `${t.engagementDays} days`,
    description: `Open rate below ${t.openRatePercent}% in the last ${t.engagementDays} days`,
    requires: 'engagementMetrics',
  },
  {
    id: 'actionTakers',
    title: 'Action takers',
    period: `${t.engagementDays} days`,
    description: `Click or submission rate above ${t.actionRatePercent}% in the last ${t.engagementDays} days`,
    requires: 'engagementMetrics',
  },
  {
    id: 'sunsetInactive',
    title: 'Inactive Contacts for Sunset',
    period: `${t.sunsetDays} days`,
    description: `Were sent campaigns but did not open or click in the last ${t.sunsetDays} days`,
    requires: 'engagementMetrics',
  },
  {
    id: 'winBack',
    title: 'Win back opportunities',
    period: `${t.winBackDays} days`,
    description: `Ordered before, but not in the last ${t.winBackDays} days`,
    requires: 'storeV2',
  },
  {
    id: 'churnRisks',
    title: 'Churn risks',
    period: `${t.winBackDays} days`,
    description: `No order and no opens or clicks in the last ${t.winBackDays} days`,
    requires: 'storeV2',
  },
  {
    id: 'repeatCustomers',
    title: 'Repeat customers',
    period: 'All time',
    description: `Placed at least ${t.repeatOrders} orders`,
    requires: 'storeV2',
  },
  {
    id: 'highValueCustomers',
    title: 'High value customers',
    period: 'All time',
    description: `Placed more than ${t.highValueOrdersAbove} orders`,
    requires: 'storeV2',
  },
  {
    id: 'recentCustomers',
    title: 'Recent customers',
    period: `${t.recentDays} days`,
    description: `Placed an order in the last ${t.recentDays} days`,
    requires: 'storeV2',
  },
  {
    id: 'potentialCustomers',
    title: 'Potential customers',
    period: `${t.engagementDays} days`,
    description: `No order yet, but opened or clicked in the last ${t.engagementDays} days`,
    requires: 'storeV2',
  },
];

export interface PrebuiltCardAccess {
  /** The engagement-metric feature flag. */
  engagementMetrics: boolean;
  /** The store v2 cards feature flag. */
  shopifyV2Cards: boolean;
  /** The account's store integration version, or null without a store. */
  storeIntegrationVersion: number | null;
}

export const isPrebuiltCardAvailable = (card: PrebuiltSegmentCard, access: PrebuiltCardAccess): boolean => {
  switch (card.requires) {
    case 'none':
      return true;
    case 'engagementMetrics':
      return access.engagementMetrics;
    case 'storeV2':
      return access.shopifyV2Cards && access.storeIntegrationVersion === 2;
  }
};

/** The cards step 1 shows, in order. */
export const availablePrebuiltCards = (access: PrebuiltCardAccess): PrebuiltSegmentCard[] =>
  PREBUILT_SEGMENT_CARDS.filter((card) => isPrebuiltCardAvailable(card, access));

// --- building blocks ----------------------------------------------------------------------------

const last = (days: number) => ({ range: 'last' as const, rangeValue: { endValue: days } });

const activity = (
  condition: 'hasOpened' | 'hasNotOpened' | 'hasClicked' | 'hasNotClicked' | 'wasSent' | 'wasNotSent',
  days: number | null,
): SegmentFilter => ({
  property: 'userActivity',
  condition,
  campaigns: ['all'],
  allCampaigns: true,
  ...(days === null ? { range: 'overAll' } : last(days)),
});

const rate = (
  condition: 'openRate' | 'clickRate' | 'submissionRate',
  operator: 'greaterThan' | 'lessThan',
  percent: number,
  days: number,
): SegmentFilter => ({
  property: 'engagementMetrics',
  condition,
  operator,
  compareValue: percent,
  range: 'last',
  rangeValue: { endValue: days },
});

const count = (
  condition: 'sent' | 'opened' | 'clicked',
  operator: 'equalTo' | 'atLeast',
  value: number,
  days: number,
): SegmentFilter => ({
  property: 'engagementMetrics',
  condition,
  operator,
  compareValue: value,
  range: 'last',
  rangeValue: { endValue: days },
});

const ordered = (
  operator: 'atLeast' | 'greaterThan',
  orders: number,
  days: number | null,
): SegmentFilter => ({
  property: 'userShopifyActivityV2',
  eventName: 'orderPlaced',
  occurrence: {
    hasOccurred: true,
    operator,
    compareValue: orders,
    ...(days === null ? { range: 'overAll' } : last(days)),
  },
});

const notOrdered = (days: number | null): SegmentFilter => ({
  property: 'userShopifyActivityV2',
  eventName: 'orderPlaced',
  occurrence: { hasOccurred: false, ...(days === null ? { range: 'overAll' } : last(days)) },
});

/** OR groups of AND-ed conditions per card. */
const CARD_FILTERS: Record<PrebuiltSegmentId, SegmentFilter[][]> = {
  newContacts: [
    [
      {
        property: 'userProperty',
        condition: 'createdAt',
        operator: 'last',
        rangeValue: { endValue: t.newDays },
      },
    ],
  ],
  activeContacts: [[activity('hasOpened', t.activeDays)], [activity('hasClicked', t.activeDays)]],
  inactiveContacts: [
    [
      activity('wasSent', t.inactiveDays),
      activity('hasNotOpened', t.inactiveDays),
      activity('hasNotClicked', t.inactiveDays),
    ],
  ],
  unsentAllTime: [[activity('wasNotSent', null)]],
  unsentLast30Days: [[activity('wasNotSent', t.unsentDays)]],
  highOpeners: [[rate('openRate', 'greaterThan', t.openRatePercent, t.engagementDays)]],
  // Only contacts who were mailed have an open rate worth calling low.
  lowOpeners: [
    [
      count('sent', 'atLeast', 1, t.engagementDays),
      rate('openRate', 'lessThan', t.openRatePercent, t.engagementDays),
    ],
  ],
  actionTakers: [
    [rate('clickRate', 'greaterThan', t.actionRatePercent, t.engagementDays)],
    [rate('submissionRate', 'greaterThan', t.actionRatePercent, t.engagementDays)],
  ],
  sunsetInactive: [
    [
      count('sent', 'atLeast', 1, t.sunsetDays),
      count('opened', 'equalTo', 0, t.sunsetDays),
      count('clicked', 'equalTo', 0, t.sunsetDays),
    ],
  ],
  winBack: [[ordered('atLeast', 1, null), notOrdered(t.winBackDays)]],
  churnRisks: [
    [
      ordered('atLeast', 1, null),
      notOrdered(t.winBackDays),
      activity('hasNotOpened', t.winBackDays),
      activity('hasNotClicked', t.winBackDays),
    ],
  ],
  repeatCustomers: [[ordered('atLeast', t.repeatOrders, null)]],
  highValueCustomers: [[ordered('greaterThan', t.highValueOrdersAbove, null)]],
  recentCustomers: [[ordered('atLeast', 1, t.recentDays)]],
  potentialCustomers: [
    [notOrdered(null), activity('hasOpened', t.engagementDays)],
    [notOrdered(null), activity('hasClicked', t.engagementDays)],
  ],
};

/** 'High openers 05/03/2025 14:07' in the account's timezone, so cards chosen twice get distinct names. */
/**
 * A card's heading, as the spec names it: 'Unsent contacts (All time)'. Two cards share a title and
 * differ by period, so the period belongs to the heading.
 */
export const prebuiltCardLabel = (card: Pick<PrebuiltSegmentCard, 'title' | 'period'>): string => `${card.title} (${card.period})`;

export const prebuiltSegmentName = (card: PrebuiltSegmentCard, now: Date, offsetMinutes: number): string => {
  const local = now.getTime() + offsetMinutes * 60_000;
  const minutes = Math.floor(local / 60_000) - localDayOf(now.getTime(), offsetMinutes) * 1440;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${card.title} ${formatSegmentDate(now.getTime(), offsetMinutes)} ${time}`;
};

/**
 * The creation payload a card starts from: every contact, minus unsubscribed and blocked ones
 * (they cannot be mailed), except the sunset card, which is for cleaning up and so keeps them.
 * The type is dynamic unless the account only allows static segments.
 */
export const prebuiltSegmentDefinition = (
  id: PrebuiltSegmentId,
  options: { now: Date; offsetMinutes: number; segmentType?: SegmentType },
): SegmentCreateRequest => {
  const card = PREBUILT_SEGMENT_CARDS.find((candidate) => candidate.id === id);
  if (!card) throw new Error(`Unknown prebuilt segment "${id}"`);
  const excludeUnmailable = id !== 'sunsetInactive';
  return {
    name: prebuiltSegmentName(card, options.now, options.offsetMinutes),
    recipientLists: null,
    excludeRecipientList: [],
    isUnsubscribed: false,
    isBlocked: false,
    excludeIsUnsubscribed: excludeUnmailable,
    excludeIsBlocked: excludeUnmailable,
    segmentType: options.segmentType ?? 'dynamic',
    segmentFilters: CARD_FILTERS[id].map((filters) => ({ filters })),
    source: 'manual',
  };
};
