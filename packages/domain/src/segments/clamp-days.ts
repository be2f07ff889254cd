import type {
  PropertyCompareValue,
  PropertyOperator,
  RangeOperator,
  RangeValue,
  SegmentFilter,
  SegmentFilterDraft,
  SegmentFilterGroup,
  SegmentFilterGroupDraft,
} from '@sendwell/contracts';
import { clampDays } from './relative-dates';

/*
 * Day values above 9999 are sent as 9999. Only day counts are touched: a between-dates range
 * may hold epoch milliseconds, which are far larger and must stay as they are.
 */

const clampNumber = <T>(value: T): T | number => (typeof value === 'number' ? clampDays(value) : value);

const clampRange = (range: RangeOperator | undefined, value: RangeValue): RangeValue => {
  if (range === 'last' || range === 'next') return { ...value, endValue: clampNumber(value.endValue) };
  if (range === 'betweenDays')
    return { ...value, startValue: clampNumber(value.startValue), endValue: clampNumber(value.endValue) };
  return value;
};

const clampPropertyValue = (
  operator: PropertyOperator | undefined,
  value: PropertyCompareValue,
): PropertyCompareValue => (operator === 'last' || operator === 'next' ? clampNumber(value) : value);

const clampBetweenDays = (operator: PropertyOperator | undefined, value: number | string): number | string =>
  operator === 'betweenDays' ? clampNumber(value) : value;

// Fields are only written back when present, so a clamped filter serialises like the original.
const clampDraft = (filter: SegmentFilterDraft): SegmentFilterDraft => {
  switch (filter.property) {
    case null:
    case 'engagementMetrics':
      return filter;
    case 'userProperty': {
      const operator: RangeOperator | undefined =
        filter.operator === 'last' || filter.operator === 'next' || filter.operator === 'betweenDays'
          ? filter.operator
          : undefined;
      return filter.rangeValue ? { ...filter, rangeValue: clampRange(operator, filter.rangeValue) } : filter;
    }
    case 'userActivity':
      return filter.rangeValue
        ? { ...filter, rangeValue: clampRange(filter.range, filter.rangeValue) }
        : filter;
    case 'userShopifyActivity': {
      const primary = filter.primaryFilter;
      return primary?.filter
        ? { ...filter, primaryFilter: { ...primary, filter: clampRange(primary.range, primary.filter) } }
        : filter;
    }
    case 'customEvents':
    case 'userShopifyActivityV2': {
      const { occurrence, propertyOperator: operator } = filter;
      return {
        ...filter,
        ...(occurrence?.rangeValue && {
          occurrence: { ...occurrence, rangeValue: clampRange(occurrence.range, occurrence.rangeValue) },
        }),
        ...(filter.propertyCompareValue !== undefined && {
          propertyCompareValue: clampPropertyValue(operator, filter.propertyCompareValue),
        }),
        ...(filter.propertyStartCompareValue !== undefined && {
          propertyStartCompareValue: clampBetweenDays(operator, filter.propertyStartCompareValue),
        }),
        ...(filter.propertyEndCompareValue !== undefined && {
          propertyEndCompareValue: clampBetweenDays(operator, filter.propertyEndCompareValue),
        }),
      };
    }
    case 'externalForm': {
      const submission = filter.submission;
      return submission?.rangeValue
        ? {
            ...filter,
            submission: { ...submission, rangeValue: clampRange(submission.range, submission.rangeValue) },
          }
        : filter;
    }
  }
};

export function clampFilterDays(filter: SegmentFilter): SegmentFilter;
export function clampFilterDays(filter: SegmentFilterDraft): SegmentFilterDraft;
export function clampFilterDays(filter: SegmentFilterDraft): SegmentFilterDraft {
  return clampDraft(filter);
}

/** The definition with every day count above 9999 set to 9999. */
export function clampSegmentDays<D extends { segmentFilters: SegmentFilterGroup[] }>(definition: D): D;
export function clampSegmentDays<D extends { segmentFilters: SegmentFilterGroupDraft[] }>(definition: D): D;
export function clampSegmentDays(definition: { segmentFilters: SegmentFilterGroupDraft[] }): {
  segmentFilters: SegmentFilterGroupDraft[];
} {
  return {
    ...definition,
    segmentFilters: definition.segmentFilters.map((group) => ({
      ...group,
      filters: group.filters.map((filter) => clampFilterDays(filter)),
    })),
  };
}
