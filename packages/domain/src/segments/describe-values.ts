import {
  SHOPIFY_V2_EVENTS,
  SHOPIFY_V2_PROPERTIES,
  type ComparisonOperator,
  type PropertyCompareValue,
  type PropertyOperator,
  type RangeBound,
  type RangeOperator,
  type RangeValue,
} from '@sendwell/contracts';
import type { PropertyComparison } from './property-operators';
import { propertyPhrase } from '../property-label';
import { formatSegmentDate } from './relative-dates';

/** Names the description shows in place of ids; anything missing falls back to a readable id. */
export interface SegmentLookups {
  lists?: ReadonlyMap<number, string>;
  campaigns?: ReadonlyMap<number, string>;
  /** Sender id to its email address. */
  senders?: ReadonlyMap<number, string>;
  forms?: ReadonlyMap<number, string>;
  /** Email type id to its name, for the email subscription status attribute. */
  emailTypes?: ReadonlyMap<string, string>;
  /** Account timezone offset in minutes, for dates given in milliseconds. */
  offsetMinutes?: number;
}

const MISSING = '…';

/** 'a', 'a or b', 'a, b or c'. */
export const joinOr = (items: readonly string[]): string => {
  if (items.length === 0) return MISSING;
  if (items.length === 1) return items[0] ?? MISSING;
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
};

export const plural = (count: number, one: string, many: string): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const dateText = (value: RangeBound | null | undefined, lookups: SegmentLookups): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatSegmentDate(value, lookups.offsetMinutes ?? 0);
  return MISSING;
};

const numberText = (value: unknown): string =>
  typeof value === 'number'
    ? value.toLocaleString('en-US', { maximumFractionDigits: 2 })
    : typeof value === 'string' && value !== ''
      ? value
      : MISSING;

/** 'in the last 30 days', 'between 01/01/2025 and 31/01/2025', ''; 'today' for the last 0 days. */
export const rangeText = (
  range: RangeOperator | undefined,
  value: RangeValue | undefined,
  lookups: SegmentLookups,
): string => {
  const start = value?.startValue;
  const end = value?.endValue;
  switch (range) {
    case undefined:
    case 'overAll':
    case 'overall':
      return '';
    case 'last':
      return end === 0
        ? 'today'
        : `in the last ${typeof end === 'number' ? plural(end, 'day', 'days') : `${MISSING} days`}`;
    case 'next':
      return `in the next ${typeof end === 'number' ? plural(end, 'day', 'days') : `${MISSING} days`}`;
    case 'betweenDays':
      return `between ${numberText(start)} and ${numberText(end)} days ago`;
    case 'between':
    case 'betweenDates':
      return `between ${dateText(start, lookups)} and ${dateText(end, lookups)}`;
    case 'onDate':
      return `on ${dateText(start, lookups)}`;
    case 'afterDate':
      return `after ${dateText(start, lookups)}`;
    case 'beforeDate':
      return `before ${dateText(start, lookups)}`;
  }
};

/** ' in the last 30 days' with its leading space, or ''. */
export const withRange = (text: string): string => (text === '' ? '' : ` ${text}`);

export const comparisonText = (operator: ComparisonOperator | undefined, value: string): string => {
  switch (operator) {
    case 'equalTo':
      return `is ${value}`;
    case 'greaterThan':
      return `is above ${value}`;
    case 'lessThan':
      return `is below ${value}`;
    case 'atLeast':
      return `is at least ${value}`;
    case 'atMost':
      return `is at most ${value}`;
    case undefined:
      return `is ${MISSING} ${value}`;
  }
};

/** How often: ' at least 2 times', ' exactly once', ''. */
export const timesText = (operator: ComparisonOperator | undefined, count: number | undefined): string => {
  if (operator === undefined || count === undefined) return '';
  const times = count === 1 ? 'once' : `${count.toLocaleString('en-US')} times`;
  switch (operator) {
    case 'equalTo':
      return ` exactly ${times}`;
    case 'greaterThan':
      return ` more than ${times}`;
    case 'lessThan':
      return ` fewer than ${times}`;
    case 'atLeast':
      return ` at least ${times}`;
    case 'atMost':
      return ` at most ${times}`;
  }
};

const valueList = (value: PropertyCompareValue | undefined): string => {
  if (value === undefined) return MISSING;
  if (Array.isArray(value)) return joinOr(value.map(String));
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value === '' ? MISSING : value;
};

const PROPERTY_PHRASES: Partial<Record<PropertyOperator, string>> = {
  equals: 'is',
  notEquals: 'is not',
  contains: 'contains',
  doesNotContain: 'does not contain',
  startsWith: 'starts with',
  endsWith: 'ends with',
  greaterThan: 'is greater than',
  lessThan: 'is less than',
  greaterThanOrEqual: 'is at least',
  lessThanOrEqual: 'is at most',
  containsEmailTypes: 'includes',
  notContainsEmailTypes: 'does not include',
};

/** 'is Berlin', 'is between 1 and 5', 'is in the last 7 days', 'is set'. */
export const propertyOperatorText = (comparison: PropertyComparison, lookups: SegmentLookups): string => {
  const { operator, value, start, end } = comparison;
  const bound = (item: unknown): RangeBound | undefined =>
    typeof item === 'number' || typeof item === 'string' ? item : undefined;
  switch (operator) {
    case undefined:
      return MISSING;
    case 'exists':
      return 'is set';
    case 'notExists':
      return 'is not set';
    case 'isTrue':
      return 'is true';
    case 'isFalse':
      return 'is false';
    case 'allEmailTypes':
      return 'includes all email types';
    case 'noEmailTypes':
      return 'includes no email types';
    case 'numberBetween':
      return `is between ${numberText(start)} and ${numberText(end)}`;
    case 'last':
    case 'next':
    case 'betweenDays':
    case 'betweenDates':
    case 'onDate':
    case 'afterDate':
    case 'beforeDate': {
      const single = bound(value);
      const rangeValue: RangeValue =
        operator === 'last' || operator === 'next'
          ? {
              endValue:
                typeof single === 'string' && single.trim() !== '' && Number.isFinite(Number(single))
                  ? Number(single)
                  : single,
            }
          : operator === 'onDate' || operator === 'afterDate' || operator === 'beforeDate'
            ? { startValue: single }
            : { startValue: bound(start), endValue: bound(end) };
      return `is ${rangeText(operator, rangeValue, lookups)}`;
    }
    default:
      return `${PROPERTY_PHRASES[operator] ?? operator} ${valueList(value)}`;
  }
};

/** How a contact or event property reads in a sentence. */
export const contactPropertyLabel = (key: string | undefined): string =>
  key === undefined ? MISSING : propertyPhrase(key);

const shopifyPropertyLabels: ReadonlyMap<string, string> = new Map(
  SHOPIFY_V2_PROPERTIES.map((property) => [property.key, property.label.toLowerCase()]),
);
export const shopifyPropertyLabel = (key: string | undefined): string =>
  key === undefined ? MISSING : (shopifyPropertyLabels.get(key) ?? key);

const shopifyEventLabels: ReadonlyMap<string, string> = new Map(
  SHOPIFY_V2_EVENTS.map((event) => [event.key, event.label]),
);
export const shopifyEventLabel = (key: string | undefined): string =>
  key === undefined ? MISSING : (shopifyEventLabels.get(key) ?? key);

export const MISSING_TEXT = MISSING;
