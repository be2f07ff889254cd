import { SegmentMessages, type PropertyOperator, type SegmentFilter } from '@sendwell/contracts';
import {
  comparisonDateRange,
  dateRangeInterval,
  filterWindow,
  localDayOf,
  type DateRange,
  type PropertyComparison,
  type UtcInterval,
} from '@sendwell/domain';
import { BadRequestError } from '../../../platform/errors';

/**
 * Time as a segment reads it. Ranges become UTC intervals through the domain's relative-date rules, so
 * the engine, the wizard's preview and the description agree on what "the last 7 days" covers; days are
 * calendar days at the definition's timezone offset, except for the engagement counters, which keep
 * the days of the account's timezone.
 */
export interface SegmentClock {
  now: Date;
  offsetMinutes: number;
  /** The account's IANA timezone (one this runtime knows). */
  timezone: string;
}

export type Interval = UtcInterval;

const DAY_MS = 86_400_000;

/** The instants a domain date range covers; an incomplete range (null) is refused. */
export const windowOf = (range: DateRange | null, clock: SegmentClock): Interval => {
  if (!range) throw new BadRequestError(SegmentMessages.incompleteFilter);
  return dateRangeInterval(range, clock.now, clock.offsetMinutes);
};

/** The instants a filter's activity, events, submissions or orders must fall in (spec ranges, domain rules). */
export const filterWindowOf = (filter: SegmentFilter, clock: SegmentClock): Interval => windowOf(filterWindow(filter), clock);

/** The instants a date comparison covers, or undefined for an operator that is not about dates. */
export const comparisonWindow = (comparison: PropertyComparison, clock: SegmentClock): Interval | undefined =>
  isDateOperator(comparison.operator) ? windowOf(comparisonDateRange(comparison), clock) : undefined;

const isDateOperator = (operator: PropertyOperator | undefined): boolean =>
  operator === 'last' ||
  operator === 'next' ||
  operator === 'betweenDays' ||
  operator === 'betweenDates' ||
  operator === 'onDate' ||
  operator === 'afterDate' ||
  operator === 'beforeDate';

/** A local calendar day (days since 1970-01-01) as 'YYYY-MM-DD'. */
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The calendar days an interval covers, as 'YYYY-MM-DD' text bounds (inclusive), for date properties that
 * hold a day rather than an instant.
 */
export const dayBounds = (interval: Interval, clock: SegmentClock): { from?: string; to?: string } => ({
  ...(interval.start ? { from: isoDay(localDayOf(interval.start.getTime(), clock.offsetMinutes)) } : {}),
  ...(interval.end ? { to: isoDay(localDayOf(interval.end.getTime(), clock.offsetMinutes) - 1) } : {}),
});

/** The current UTC offset of an IANA zone in minutes; 0 for a zone this runtime does not know. */
export const zoneOffsetMinutes = (timezone: string, at: Date): number => {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return 0;
  }
};
