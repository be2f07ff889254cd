import type { RangeBound, SegmentFilterDraft } from '@sendwell/contracts';
import type { PropertyComparison } from './property-operators';
import { clampDays, toDateRange, type DateRange } from './relative-dates';

/*
 * The time window of each condition, read one way for the SQL engine, the in-memory evaluator and
 * the description. A missing range means any time (AI segments drop it for bulk campaigns).
 */

/**
 * The window a condition's activity, events, submissions or orders must fall in; null when the
 * condition has no time window (contact properties) or its range is incomplete.
 */
export const filterWindow = (filter: SegmentFilterDraft): DateRange | null => {
  switch (filter.property) {
    case null:
    case 'userProperty':
      return null;
    case 'userActivity': {
      const [only] = filter.campaigns ?? [];
      if (filter.range === undefined && only === 'anyLast7Days') return { kind: 'last', days: 7 };
      if (filter.range === undefined && only === 'anyLast30Days') return { kind: 'last', days: 30 };
      return toDateRange(filter.range, filter.rangeValue);
    }
    case 'engagementMetrics':
      return toDateRange('last', filter.rangeValue);
    case 'userShopifyActivity':
      return toDateRange(filter.primaryFilter?.range, filter.primaryFilter?.filter);
    case 'customEvents':
    case 'userShopifyActivityV2':
      return toDateRange(filter.occurrence?.range, filter.occurrence?.rangeValue);
    case 'externalForm':
      return toDateRange(filter.submission?.range, filter.submission?.rangeValue);
  }
};

const days = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? clampDays(number) : null;
};

const date = (value: unknown): RangeBound | null =>
  typeof value === 'string' || typeof value === 'number' ? value : null;

/** The dates a date-typed property must fall in for a date operator; null for other operators or missing values. */
export const comparisonDateRange = (comparison: PropertyComparison): DateRange | null => {
  const { operator, value, start, end } = comparison;
  switch (operator) {
    case 'last':
    case 'next': {
      const count = days(value);
      return count === null ? null : { kind: operator, days: count };
    }
    case 'betweenDays': {
      const from = days(start);
      const to = days(end);
      return from === null || to === null ? null : { kind: 'betweenDays', fromDaysAgo: from, toDaysAgo: to };
    }
    case 'betweenDates': {
      const from = date(start);
      const to = date(end);
      return from === null || to === null ? null : { kind: 'betweenDates', start: from, end: to };
    }
    case 'onDate':
    case 'afterDate':
    case 'beforeDate': {
      const on = date(value);
      return on === null ? null : { kind: operator, date: on };
    }
    default:
      return null;
  }
};
