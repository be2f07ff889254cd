import { SegmentMessages, type RangeBound, type RangeOperator, type RangeValue } from '@sendwell/contracts';
import { dayCountError } from './numeric-input';
import { boundDay } from './relative-dates';

/** A problem with one field; `path` is dotted, relative to whatever was checked. */
export interface FieldError {
  path: string;
  message: string;
}

export const join = (base: string, field: string): string => (base === '' ? field : `${base}.${field}`);

const DAY_MS = 86_400_000;

/** An instant to compare range ends by: epoch ms as given, a DD/MM/YYYY day at its start. */
const comparableInstant = (bound: RangeBound, offsetMinutes: number): number | null => {
  if (typeof bound === 'number') return Number.isFinite(bound) ? bound : null;
  const day = boundDay(bound, offsetMinutes);
  return day === null ? null : day * DAY_MS - offsetMinutes * 60_000;
};

const isPresent = <T>(value: T | null | undefined): value is T =>
  value !== undefined && value !== null && value !== '';

/**
 * The first problem with a range and its values, or null. `rangePath` names the range operator
 * field and `valuePath` the rangeValue object.
 * "between" (dates, as the campaign activity filter offers it) needs its start strictly before its
 * end; between-days and between-dates ranges accept equal ends (one day).
 */
export const rangeError = (
  range: RangeOperator | undefined,
  value: RangeValue | undefined,
  paths: { rangePath: string; valuePath: string },
  options: { required: boolean; offsetMinutes: number },
): FieldError | null => {
  const start = value?.startValue;
  const end = value?.endValue;
  const startPath = join(paths.valuePath, 'startValue');
  const endPath = join(paths.valuePath, 'endValue');
  const incomplete = (path: string): FieldError => ({ path, message: SegmentMessages.incompleteFilter });
  switch (range) {
    case undefined:
      return options.required ? incomplete(paths.rangePath) : null;
    case 'overAll':
    case 'overall':
      return null;
    case 'last':
    case 'next': {
      if (!isPresent(end)) return incomplete(endPath);
      if (typeof end !== 'number') return { path: endPath, message: SegmentMessages.notInteger };
      const message = dayCountError(end, { atLeastOne: true });
      return message ? { path: endPath, message } : null;
    }
    case 'betweenDays': {
      if (!isPresent(start)) return incomplete(startPath);
      if (!isPresent(end)) return incomplete(endPath);
      if (typeof start !== 'number') return { path: startPath, message: SegmentMessages.notInteger };
      if (typeof end !== 'number') return { path: endPath, message: SegmentMessages.notInteger };
      const startMessage = dayCountError(start, { atLeastOne: false });
      if (startMessage) return { path: startPath, message: startMessage };
      const endMessage = dayCountError(end, { atLeastOne: false });
      if (endMessage) return { path: endPath, message: endMessage };
      return start <= end ? null : { path: startPath, message: SegmentMessages.startAfterEnd };
    }
    case 'between':
    case 'betweenDates': {
      if (!isPresent(start)) return incomplete(startPath);
      if (!isPresent(end)) return incomplete(endPath);
      const from = comparableInstant(start, options.offsetMinutes);
      if (from === null) return { path: startPath, message: SegmentMessages.invalidDate };
      const to = comparableInstant(end, options.offsetMinutes);
      if (to === null) return { path: endPath, message: SegmentMessages.invalidDate };
      if (range === 'between')
        return from < to ? null : { path: startPath, message: SegmentMessages.startAfterEnd };
      const fromDay = boundDay(start, options.offsetMinutes) ?? 0;
      const toDay = boundDay(end, options.offsetMinutes) ?? 0;
      return fromDay <= toDay ? null : { path: startPath, message: SegmentMessages.startAfterEnd };
    }
    case 'onDate':
    case 'afterDate':
    case 'beforeDate':
      if (!isPresent(start)) return incomplete(startPath);
      return boundDay(start, options.offsetMinutes) === null
        ? { path: startPath, message: SegmentMessages.invalidDate }
        : null;
  }
};
