import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PROPERTY_OPERATORS,
  SHOPIFY_V2_EVENTS,
  SHOPIFY_V2_EVENT_KEYS,
  SHOPIFY_V2_EVENT_PROPERTIES,
  SHOPIFY_V2_PROPERTIES,
  SegmentCountRequest,
  SegmentCreateRequest,
  SegmentDefinition,
  SegmentDefinitionDraft,
  SegmentFilter,
  SegmentFilterDraft,
  SegmentMessages,
} from './segment-definition.contract';

const everyKind: SegmentFilter[] = [
  { property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'Berlin' },
  {
    property: 'userActivity',
    condition: 'hasOpened',
    campaigns: ['all'],
    allCampaigns: true,
    range: 'last',
    rangeValue: { endValue: 30 },
  },
  {
    property: 'userShopifyActivity',
    primaryFilter: { condition: 'purchasedAtLeastOnce', range: 'overAll' },
    secondaryFilter: { condition: 'orderTags', tags: ['vip'] },
  },
  {
    property: 'userShopifyActivityV2',
    eventName: 'orderPlaced',
    occurrence: { hasOccurred: true, operator: 'atLeast', compareValue: 2, range: 'overAll' },
  },
  {
    property: 'customEvents',
    eventName: 'Signed Up',
    occurrence: {
      hasOccurred: false,
      range: 'betweenDates',
      rangeValue: { startValue: '01/01/2025', endValue: 1_740_000_000_000 },
    },
  },
  {
    property: 'externalForm',
    appName: 'Typeform',
    submission: { hasSubmitted: true, operator: 'equalTo', compareValue: 1, range: 'overAll' },
    eventProperty: 'formName',
    formOperator: 'equals',
    propertyCompareValue: [3],
  },
  {
    property: 'engagementMetrics',
    condition: 'openRate',
    operator: 'greaterThan',
    compareValue: 25,
    range: 'last',
    rangeValue: { endValue: 30 },
  },
];

describe('SegmentFilter', () => {
  it('accepts every filter kind', () => {
    for (const filter of everyKind) expect(SegmentFilter.parse(filter)).toEqual(filter);
  });
  it('refuses an unknown kind, a missing selection or a malformed date', () => {
    expect(SegmentFilter.safeParse({ property: 'nope' }).success).toBe(false);
    expect(
      SegmentFilter.safeParse({
        property: 'customEvents',
        occurrence: { hasOccurred: true, range: 'overAll' },
      }).success,
    ).toBe(false);
    expect(
      SegmentFilter.safeParse({ property: 'userActivity', condition: 'hasOpened', campaigns: ['some'] })
        .success,
    ).toBe(false);
    expect(
      SegmentFilter.safeParse({
        property: 'customEvents',
        eventName: 'x',
        occurrence: { hasOccurred: true, range: 'onDate', rangeValue: { startValue: '2025-01-01' } },
      }).success,
    ).toBe(false);
    expect(
      SegmentFilter.safeParse({
        property: 'userShopifyActivityV2',
        eventName: 'orderEaten',
        occurrence: { hasOccurred: true, range: 'overAll' },
      }).success,
    ).toBe(false);
  });
  it('keeps engagement metrics on the last N days and activity ranges in the past', () => {
    expect(SegmentFilter.safeParse({ ...everyKind[6], range: 'overAll' }).success).toBe(false);
    expect(SegmentFilter.safeParse({ ...everyKind[1], range: 'next' }).success).toBe(false);
  });
});

describe('SegmentFilterDraft', () => {
  it('accepts every strict filter and partial ones', () => {
    for (const filter of everyKind) expect(SegmentFilterDraft.safeParse(filter).success).toBe(true);
    expect(SegmentFilterDraft.safeParse({ property: null }).success).toBe(true);
    expect(
      SegmentFilterDraft.safeParse({ property: 'customEvents', occurrence: { hasOccurred: true } }).success,
    ).toBe(true);
    expect(SegmentFilterDraft.safeParse({ property: 'userShopifyActivity', primaryFilter: {} }).success).toBe(
      true,
    );
    expect(
      SegmentDefinitionDraft.safeParse({
        recipientLists: null,
        segmentFilters: [{ filters: [{ property: null }] }],
      }).success,
    ).toBe(true);
  });
});

describe('definition and payloads', () => {
  it('fill the audience flags and exclusions with their defaults', () => {
    expect(SegmentDefinition.parse({ recipientLists: null, segmentFilters: [] })).toEqual({
      recipientLists: null,
      excludeRecipientList: [],
      isUnsubscribed: false,
      isBlocked: false,
      excludeIsUnsubscribed: false,
      excludeIsBlocked: false,
      segmentFilters: [],
    });
  });
  it('allow at most 20 OR groups', () => {
    const groups = (count: number) => Array.from({ length: count }, () => ({ filters: [everyKind[0]] }));
    expect(SegmentCountRequest.safeParse({ recipientLists: [1], segmentFilters: groups(20) }).success).toBe(
      true,
    );
    const result = SegmentCountRequest.safeParse({ recipientLists: [1], segmentFilters: groups(21) });
    expect(result.error?.issues[0]?.message).toBe(SegmentMessages.maxGroups);
  });
  it('take a creation payload with type and source', () => {
    const payload = SegmentCreateRequest.parse({
      name: 'Openers',
      recipientLists: [1],
      segmentType: 'static',
      segmentFilters: [{ filters: everyKind }],
    });
    expect(payload.source).toBe('manual');
    expect(
      SegmentCreateRequest.safeParse({
        name: 'x',
        recipientLists: [1],
        segmentType: 'weekly',
        segmentFilters: [],
      }).success,
    ).toBe(false);
    expect(
      SegmentCreateRequest.safeParse({
        name: 'x',
        recipientLists: null,
        segmentType: 'dynamic',
        segmentFilters: [],
        source: 'AI',
      }).success,
    ).toBe(true);
  });
  it('check the timezone offset format', () => {
    expect(
      SegmentDefinition.safeParse({
        recipientLists: null,
        segmentFilters: [],
        timezone: { label: 'India', offset: '+05:30' },
      }).success,
    ).toBe(true);
    expect(
      SegmentDefinition.safeParse({
        recipientLists: null,
        segmentFilters: [],
        timezone: { label: 'India', offset: '5.5' },
      }).success,
    ).toBe(false);
  });
  it('can be written as JSON schema for the API document, both ways', () => {
    for (const schema of [SegmentDefinition, SegmentCreateRequest, SegmentCountRequest, SegmentFilterDraft]) {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    }
  });
});

describe('store v2 catalogue', () => {
  it('lists the eight events with their labels', () => {
    expect(SHOPIFY_V2_EVENTS.map((event) => event.key)).toEqual([...SHOPIFY_V2_EVENT_KEYS]);
    expect(SHOPIFY_V2_EVENTS.map((event) => event.label)).toEqual([
      'Placed Order',
      'Cancelled Order',
      'Refunded Order',
      'Fulfilled Order',
      'Checkout Started',
      'Ordered Product',
      'Viewed Product',
      'Viewed Collection',
    ]);
  });
  it('only offers properties that exist, and uses every property somewhere', () => {
    const known = new Set(SHOPIFY_V2_PROPERTIES.map((property) => property.key));
    const used = new Set(Object.values(SHOPIFY_V2_EVENT_PROPERTIES).flat());
    for (const key of used) expect(known.has(key)).toBe(true);
    for (const key of known) expect(used.has(key)).toBe(true);
  });
});

describe('operators', () => {
  it('lists each property operator once', () => {
    expect(new Set(PROPERTY_OPERATORS).size).toBe(PROPERTY_OPERATORS.length);
  });
  it('words the count messages as the spec does', () => {
    expect([
      SegmentMessages.countAboveOne,
      SegmentMessages.countAtLeastZero,
      SegmentMessages.countAtLeastOne,
      SegmentMessages.notInteger,
      SegmentMessages.tooLarge,
    ]).toEqual([
      'Must be greater than 1',
      'Must be >= 0. Ex: 0, 1, 8',
      'Must be >= 1. Ex: 1, 5, 8',
      'Value must be an integer',
      'Cannot be greater than 9999',
    ]);
    expect(SegmentMessages.maxItems(5)).toBe('Maximum 5 items can be selected');
  });
});
