import { SegmentMessages, type PropertyCompareValue, type SegmentPropertyType } from '@sendwell/contracts';
import { dayCountError } from './numeric-input';
import { isValuelessOperator, propertyOperatorsFor, type PropertyComparison } from './property-operators';
import type { FieldError } from './range-rules';
import { boundDay } from './relative-dates';

/** Where each part of a property comparison lives on the wire, for error paths. */
export interface ComparisonPaths {
  key: string;
  operator: string;
  value: string;
  start: string;
  end: string;
}

const hasValue = (value: PropertyCompareValue | undefined): boolean => {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
};

const numeric = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};

const dateLike = (value: unknown, offsetMinutes: number): boolean =>
  (typeof value === 'string' || typeof value === 'number') && boundDay(value, offsetMinutes) !== null;

/**
 * Problems with a property comparison (contact property, event property or form field).
 * `knownType` is the property's type when the registry knows it; `keyKnown` false refuses the key.
 */
export const comparisonErrors = (
  comparison: PropertyComparison,
  paths: ComparisonPaths,
  options: { keyKnown: boolean; offsetMinutes: number; type: SegmentPropertyType | undefined },
): FieldError[] => {
  const incomplete = (path: string): FieldError[] => [{ path, message: SegmentMessages.incompleteFilter }];
  const { key, operator, value, start, end } = comparison;
  if (key === undefined || key.trim() === '') return incomplete(paths.key);
  if (!options.keyKnown) return [{ path: paths.key, message: SegmentMessages.unknownProperty }];
  if (operator === undefined) return incomplete(paths.operator);
  if (options.type !== undefined && !propertyOperatorsFor(options.type, key).includes(operator)) {
    return [{ path: paths.operator, message: SegmentMessages.operatorNotAllowed }];
  }
  if (isValuelessOperator(operator)) return [];

  switch (operator) {
    case 'numberBetween': {
      if (start === undefined || start === '') return incomplete(paths.start);
      if (end === undefined || end === '') return incomplete(paths.end);
      const from = numeric(start);
      const to = numeric(end);
      if (from === null) return incomplete(paths.start);
      if (to === null) return incomplete(paths.end);
      return from < to ? [] : [{ path: paths.start, message: SegmentMessages.startAfterEnd }];
    }
    case 'betweenDays': {
      const from = numeric(start);
      const to = numeric(end);
      if (from === null) return incomplete(paths.start);
      if (to === null) return incomplete(paths.end);
      const fromMessage = dayCountError(from, { atLeastOne: false });
      if (fromMessage) return [{ path: paths.start, message: fromMessage }];
      const toMessage = dayCountError(to, { atLeastOne: false });
      if (toMessage) return [{ path: paths.end, message: toMessage }];
      return from <= to ? [] : [{ path: paths.start, message: SegmentMessages.startAfterEnd }];
    }
    case 'betweenDates': {
      if (start === undefined || start === '') return incomplete(paths.start);
      if (end === undefined || end === '') return incomplete(paths.end);
      const from =
        typeof start === 'string' || typeof start === 'number'
          ? boundDay(start, options.offsetMinutes)
          : null;
      const to =
        typeof end === 'string' || typeof end === 'number' ? boundDay(end, options.offsetMinutes) : null;
      if (from === null) return [{ path: paths.start, message: SegmentMessages.invalidDate }];
      if (to === null) return [{ path: paths.end, message: SegmentMessages.invalidDate }];
      return from <= to ? [] : [{ path: paths.start, message: SegmentMessages.startAfterEnd }];
    }
    case 'last':
    case 'next': {
      if (!hasValue(value)) return incomplete(paths.value);
      const days = numeric(value);
      if (days === null) return [{ path: paths.value, message: SegmentMessages.notInteger }];
      const message = dayCountError(days, { atLeastOne: true });
      return message ? [{ path: paths.value, message }] : [];
    }
    case 'onDate':
    case 'afterDate':
    case 'beforeDate':
      if (!hasValue(value)) return incomplete(paths.value);
      return dateLike(value, options.offsetMinutes)
        ? []
        : [{ path: paths.value, message: SegmentMessages.invalidDate }];
    case 'greaterThan':
    case 'lessThan':
    case 'greaterThanOrEqual':
    case 'lessThanOrEqual':
      if (!hasValue(value)) return incomplete(paths.value);
      return numeric(value) === null ? incomplete(paths.value) : [];
    default:
      if (!hasValue(value)) return incomplete(paths.value);
      if (
        options.type === 'number' &&
        (Array.isArray(value) ? value : [value]).some((item) => numeric(item) === null)
      )
        return incomplete(paths.value);
      return [];
  }
};
