import { SegmentMessages } from '@sendwell/contracts';
import { filterWindow } from '../filter-ranges';
import { dateRangeInterval, localDayOf, type DateRange, type UtcInterval } from '../relative-dates';
import { SegmentEvaluationError } from './evaluation-error';
import type { EvaluationClock } from './segment-dataset';

const DAY_MS = 86_400_000;

/** The instants a range covers; an incomplete range is refused. */
export const windowOf = (range: DateRange | null, clock: EvaluationClock): UtcInterval => {
  if (!range) throw new SegmentEvaluationError(SegmentMessages.incompleteFilter);
  return dateRangeInterval(range, clock.now, clock.offsetMinutes);
};

export const filterWindowOf = (
  filter: Parameters<typeof filterWindow>[0],
  clock: EvaluationClock,
): UtcInterval => windowOf(filterWindow(filter), clock);

/** A calendar day (days since 1970-01-01) as 'YYYY-MM-DD'. */
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The calendar days an interval covers as inclusive 'YYYY-MM-DD' bounds, for date properties that
 * hold a day rather than an instant.
 */
export const dayBounds = (interval: UtcInterval, clock: EvaluationClock): { from?: string; to?: string } => ({
  ...(interval.start ? { from: isoDay(localDayOf(interval.start.getTime(), clock.offsetMinutes)) } : {}),
  ...(interval.end ? { to: isoDay(localDayOf(interval.end.getTime(), clock.offsetMinutes) - 1) } : {}),
});
