import {
  SEGMENT_DATE_PATTERN,
  SEGMENT_MAX_DAYS,
  type RangeBound,
  type RangeOperator,
  type RangeValue,
} from '@sendwell/contracts';

/*
 * Day boundaries of segment ranges. The server's SQL and the in-browser preview both call these,
 * so "the last 7 days" means the same instants everywhere. Days are calendar days in the
 * account's timezone, given as a fixed offset from UTC.
 *
 * - last N days: from the start of the day N days ago to the end of today (N = 0 is today)
 * - next N days: from the start of today to the end of the day N days ahead
 * - betweenDays a..b (a <= b): from the start of the day b days ago to the end of the day a days ago
 * - betweenDates / between d1..d2: from the start of d1 to the end of d2
 * - onDate d: that whole day; afterDate d: from the day after d on; beforeDate d: until d starts
 * - overAll: unbounded
 * So "the last 7 days" covers the same days as a between-dates range from 7 days ago to today,
 * which is what the wizard pre-fills for a between-dates range.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A range with its values read and checked; see `toDateRange`. */
export type DateRange =
  | { kind: 'overAll' }
  | { kind: 'last'; days: number }
  | { kind: 'next'; days: number }
  | { kind: 'betweenDays'; fromDaysAgo: number; toDaysAgo: number }
  | { kind: 'betweenDates'; start: RangeBound; end: RangeBound }
  | { kind: 'onDate'; date: RangeBound }
  | { kind: 'afterDate'; date: RangeBound }
  | { kind: 'beforeDate'; date: RangeBound };

/** A half-open UTC interval [start, end); null is unbounded on that side. */
export interface UtcInterval {
  start: Date | null;
  end: Date | null;
}

/** '+05:30' -> 330, '-08:00' -> -480; anything unreadable is UTC. */
export const timezoneOffsetMinutes = (offset: string | undefined): number => {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
};

/** 330 -> '+05:30'. */
export const formatTimezoneOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const total = Math.abs(Math.trunc(minutes));
  return `${sign}${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Days since 1970-01-01 of a DD/MM/YYYY date, or null when it is not a real calendar day. */
export const parseSegmentDate = (text: string): number | null => {
  if (!SEGMENT_DATE_PATTERN.test(text)) return null;
  const [day, month, year] = text.split('/').map(Number);
  if (day === undefined || month === undefined || year === undefined) return null;
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return ms / DAY_MS;
};

/** The account-timezone calendar day (days since 1970-01-01) of an instant. */
export const localDayOf = (instantMs: number, offsetMinutes: number): number =>
  Math.floor((instantMs + offsetMinutes * MINUTE_MS) / DAY_MS);

/** The UTC instant at which a local calendar day starts. */
export const startOfLocalDay = (day: number, offsetMinutes: number): Date =>
  new Date(day * DAY_MS - offsetMinutes * MINUTE_MS);

/** The calendar day of a range bound, or null when the bound is not a date. */
export const boundDay = (bound: RangeBound | null | undefined, offsetMinutes: number): number | null => {
  if (typeof bound === 'string') return parseSegmentDate(bound);
  if (typeof bound === 'number' && Number.isFinite(bound)) return localDayOf(bound, offsetMinutes);
  return null;
};

/** A local calendar day as DD/MM/YYYY. */
export const formatLocalDay = (day: number): string => {
  const date = new Date(day * DAY_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};

/** An instant as the DD/MM/YYYY day it falls on in the account's timezone. */
export const formatSegmentDate = (instantMs: number, offsetMinutes: number): string =>
  formatLocalDay(localDayOf(instantMs, offsetMinutes));

/** Day values above 9999 are treated as 9999, as the wizard sends them. */
export const clampDays = (days: number): number => Math.min(days, SEGMENT_MAX_DAYS);

const dayCount = (value: RangeBound | null | undefined): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? clampDays(value) : null;

const isDate = (value: RangeBound | null | undefined): value is RangeBound => boundDay(value, 0) !== null;

/**
 * Reads a range operator and its values (see the contract's header for where each value lives).
 * Returns null when the values the operator needs are missing or malformed.
 */
export const toDateRange = (
  operator: RangeOperator | undefined,
  value: RangeValue | undefined,
): DateRange | null => {
  const start = value?.startValue;
  const end = value?.endValue;
  switch (operator) {
    case undefined:
    case 'overAll':
    case 'overall':
      return { kind: 'overAll' };
    case 'last':
    case 'next': {
      const days = dayCount(end);
      return days === null ? null : { kind: operator, days };
    }
    case 'betweenDays': {
      const from = dayCount(start);
      const to = dayCount(end);
      return from === null || to === null ? null : { kind: 'betweenDays', fromDaysAgo: from, toDaysAgo: to };
    }
    case 'between':
    case 'betweenDates':
      return isDate(start) && isDate(end) ? { kind: 'betweenDates', start, end } : null;
    case 'onDate':
    case 'afterDate':
    case 'beforeDate':
      return isDate(start) ? { kind: operator, date: start } : null;
  }
};

/** The UTC interval [start, end) a range covers at `now` in the account's timezone. */
export const dateRangeInterval = (range: DateRange, now: Date, offsetMinutes: number): UtcInterval => {
  const today = localDayOf(now.getTime(), offsetMinutes);
  const at = (day: number) => startOfLocalDay(day, offsetMinutes);
  const dayOf = (bound: RangeBound) => boundDay(bound, offsetMinutes) ?? today;
  switch (range.kind) {
    case 'overAll':
      return { start: null, end: null };
    case 'last':
      return { start: at(today - range.days), end: at(today + 1) };
    case 'next':
      return { start: at(today), end: at(today + range.days + 1) };
    case 'betweenDays': {
      const near = Math.min(range.fromDaysAgo, range.toDaysAgo);
      const far = Math.max(range.fromDaysAgo, range.toDaysAgo);
      return { start: at(today - far), end: at(today - near + 1) };
    }
    case 'betweenDates':
      return { start: at(dayOf(range.start)), end: at(dayOf(range.end) + 1) };
    case 'onDate':
      return { start: at(dayOf(range.date)), end: at(dayOf(range.date) + 1) };
    case 'afterDate':
      return { start: at(dayOf(range.date) + 1), end: null };
    case 'beforeDate':
      return { start: null, end: at(dayOf(range.date)) };
  }
};

/** `toDateRange` then `dateRangeInterval`; null when the range is incomplete. */
export const rangeInterval = (
  operator: RangeOperator | undefined,
  value: RangeValue | undefined,
  now: Date,
  offsetMinutes: number,
): UtcInterval | null => {
  const range = toDateRange(operator, value);
  return range ? dateRangeInterval(range, now, offsetMinutes) : null;
};

/** Whether an instant falls inside an interval; the in-memory evaluator and tests use it. */
export const isWithin = (instant: Date, interval: UtcInterval): boolean =>
  (interval.start === null || instant.getTime() >= interval.start.getTime()) &&
  (interval.end === null || instant.getTime() < interval.end.getTime());

/** The between-dates range the wizard pre-fills: the last 7 days, as DD/MM/YYYY. */
export const defaultBetweenDates = (
  now: Date,
  offsetMinutes: number,
): { startValue: string; endValue: string } => {
  const today = localDayOf(now.getTime(), offsetMinutes);
  return { startValue: formatLocalDay(today - 7), endValue: formatLocalDay(today) };
};
