import type { SegmentFilter } from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import { clampFilterDays, clampSegmentDays } from './clamp-days';

describe('clampFilterDays', () => {
  it('clamps last and next day counts', () => {
    expect(
      clampFilterDays({
        property: 'userActivity',
        condition: 'wasSent',
        campaigns: ['all'],
        range: 'last',
        rangeValue: { endValue: 12000 },
      }),
    ).toMatchObject({
      rangeValue: { endValue: 9999 },
    });
    expect(
      clampFilterDays({
        property: 'userProperty',
        condition: 'renewal',
        operator: 'next',
        rangeValue: { endValue: 10000 },
      }),
    ).toMatchObject({
      rangeValue: { endValue: 9999 },
    });
  });
  it('clamps both ends of between days', () => {
    const filter: SegmentFilter = {
      property: 'externalForm',
      appName: 'Typeform',
      submission: {
        hasSubmitted: false,
        range: 'betweenDays',
        rangeValue: { startValue: 10000, endValue: 20000 },
      },
    };
    expect(clampFilterDays(filter)).toMatchObject({
      submission: { rangeValue: { startValue: 9999, endValue: 9999 } },
    });
  });
  it('leaves dates in milliseconds alone', () => {
    const filter: SegmentFilter = {
      property: 'customEvents',
      eventName: 'Visited',
      occurrence: {
        hasOccurred: false,
        range: 'betweenDates',
        rangeValue: { startValue: 1_700_000_000_000, endValue: 1_710_000_000_000 },
      },
    };
    expect(clampFilterDays(filter)).toEqual(filter);
  });
  it('clamps event property day counts and store v1 ranges', () => {
    expect(
      clampFilterDays({
        property: 'customEvents',
        eventName: 'Visited',
        occurrence: { hasOccurred: false, range: 'overAll' },
        eventProperty: 'at',
        propertyOperator: 'last',
        propertyCompareValue: 10001,
      }),
    ).toMatchObject({ propertyCompareValue: 9999 });
    expect(
      clampFilterDays({
        property: 'userShopifyActivity',
        primaryFilter: { condition: 'notPurchased', range: 'last', filter: { endValue: 99999 } },
      }),
    ).toMatchObject({ primaryFilter: { filter: { endValue: 9999 } } });
  });
  it('adds no keys to a filter that has no range', () => {
    const filter: SegmentFilter = {
      property: 'userProperty',
      condition: 'city',
      operator: 'equals',
      compareValue: 'Berlin',
    };
    expect(Object.keys(clampFilterDays(filter))).toEqual(Object.keys(filter));
  });
});

describe('clampSegmentDays', () => {
  it('walks every group and keeps the rest of the definition', () => {
    const definition = {
      recipientLists: [1],
      timezone: { label: 'UTC', offset: '+00:00' },
      segmentFilters: [
        {
          filters: [
            {
              property: 'userActivity' as const,
              condition: 'hasOpened' as const,
              campaigns: ['all' as const],
              range: 'last' as const,
              rangeValue: { endValue: 10000 },
            },
          ],
        },
      ],
    };
    const clamped = clampSegmentDays(definition);
    expect(clamped.timezone).toEqual(definition.timezone);
    expect(clamped.segmentFilters[0]?.filters[0]?.rangeValue?.endValue).toBe(9999);
    expect(definition.segmentFilters[0]?.filters[0]?.rangeValue.endValue).toBe(10000);
  });
});
