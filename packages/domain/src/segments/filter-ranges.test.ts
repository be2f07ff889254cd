import { describe, expect, it } from 'vitest';
import { comparisonDateRange, filterWindow } from './filter-ranges';

describe('filterWindow', () => {
  it('reads the window of each kind', () => {
    expect(
      filterWindow({
        property: 'userActivity',
        condition: 'hasOpened',
        campaigns: ['all'],
        range: 'last',
        rangeValue: { endValue: 30 },
      }),
    ).toEqual({
      kind: 'last',
      days: 30,
    });
    expect(
      filterWindow({ property: 'engagementMetrics', condition: 'openRate', rangeValue: { endValue: 0 } }),
    ).toEqual({ kind: 'last', days: 0 });
    expect(
      filterWindow({
        property: 'customEvents',
        eventName: 'x',
        occurrence: { hasOccurred: true, range: 'onDate', rangeValue: { startValue: '01/01/2025' } },
      }),
    ).toEqual({
      kind: 'onDate',
      date: '01/01/2025',
    });
    expect(
      filterWindow({
        property: 'externalForm',
        appName: 'x',
        submission: { hasSubmitted: true, range: 'betweenDays', rangeValue: { startValue: 1, endValue: 3 } },
      }),
    ).toEqual({
      kind: 'betweenDays',
      fromDaysAgo: 1,
      toDaysAgo: 3,
    });
    expect(
      filterWindow({
        property: 'userShopifyActivity',
        primaryFilter: { condition: 'notPurchased', range: 'overAll' },
      }),
    ).toEqual({ kind: 'overAll' });
  });
  it('treats a missing activity range as any time, or as the last N days of an any-in-last-N choice', () => {
    expect(filterWindow({ property: 'userActivity', condition: 'hasOpened', campaigns: [1] })).toEqual({
      kind: 'overAll',
    });
    expect(
      filterWindow({ property: 'userActivity', condition: 'hasOpened', campaigns: ['anyLast7Days'] }),
    ).toEqual({ kind: 'last', days: 7 });
  });
  it('has no window for contact properties', () => {
    expect(filterWindow({ property: 'userProperty', condition: 'city' })).toBeNull();
  });
});

describe('comparisonDateRange', () => {
  const base = { key: 'at', type: 'date' as const, value: undefined, start: undefined, end: undefined };
  it('reads date operators', () => {
    expect(comparisonDateRange({ ...base, operator: 'last', value: 7 })).toEqual({ kind: 'last', days: 7 });
    expect(comparisonDateRange({ ...base, operator: 'next', value: '3' })).toEqual({ kind: 'next', days: 3 });
    expect(comparisonDateRange({ ...base, operator: 'betweenDays', start: 1, end: 4 })).toEqual({
      kind: 'betweenDays',
      fromDaysAgo: 1,
      toDaysAgo: 4,
    });
    expect(
      comparisonDateRange({ ...base, operator: 'betweenDates', start: '01/01/2025', end: '02/01/2025' }),
    ).toEqual({
      kind: 'betweenDates',
      start: '01/01/2025',
      end: '02/01/2025',
    });
    expect(comparisonDateRange({ ...base, operator: 'beforeDate', value: '01/01/2025' })).toEqual({
      kind: 'beforeDate',
      date: '01/01/2025',
    });
  });
  it('is null for other operators and missing values', () => {
    expect(comparisonDateRange({ ...base, operator: 'equals', value: 'x' })).toBeNull();
    expect(comparisonDateRange({ ...base, operator: 'last' })).toBeNull();
  });
});
