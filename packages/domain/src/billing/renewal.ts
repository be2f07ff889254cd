import { knownTimezone, zoneDayOf } from '../segments/zone-days';
import { addMonths, zoneDayStart, zoneOffsetMs } from './usage';

/**
 * Renewals of paid plans and recurring top-ups, in the account's time: a term ends on the same day of the month
 * at the same wall-clock time where the account is (the month's last day when it has no such day), whatever
 * daylight saving time did in between; a declined renewal keeps the plan for a grace period of whole days there.
 */

/** Days a plan is kept after its renewal charge is declined, counted from the day after it fell due. */
export const RENEWAL_GRACE_DAYS = 7;

/** The wall clock of a timezone at an instant, read as a UTC date. */
const wallClockOf = (instant: Date, timezone: string): Date =>
  new Date(instant.getTime() + zoneOffsetMs(instant, timezone));

/** The instant a wall-clock time (read as a UTC date) is in a timezone; in a clock change's gap, the time after it. */
const instantOfWallClock = (wall: Date, timezone: string): Date => {
  const offsetAt = (instant: number) => zoneOffsetMs(new Date(instant), timezone);
  const first = wall.getTime() - offsetAt(wall.getTime());
  const second = wall.getTime() - offsetAt(first);
  // In a gap the second guess reads an hour early; the first then reads the hour after the gap.
  return new Date(second + offsetAt(second) === wall.getTime() ? second : first);
};

/**
 * The same day `months` later at the same wall-clock time in the timezone, or the month's last day when it has
 * no such day (31 January + 1 → 28/29 February): the calendar rule of `addMonths`, on the account's clock.
 */
export const addLocalMonths = (from: Date, months: number, timezone: string): Date => {
  const zone = knownTimezone(timezone);
  return instantOfWallClock(addMonths(wallClockOf(from, zone), months), zone);
};

/**
 * The term after the one ending at `periodEnd`: terms of one month or twelve counted from `anchor` (the start
 * of the first term), so a plan begun on the 31st comes back to the 31st after a shorter month.
 */
export const nextRenewalTerm = (
  term: { anchor: Date; periodEnd: Date; months: number },
  timezone: string,
): { start: Date; end: Date } => {
  let count = 1;
  while (addLocalMonths(term.anchor, count * term.months, timezone) <= term.periodEnd) count += 1;
  return { start: term.periodEnd, end: addLocalMonths(term.anchor, count * term.months, timezone) };
};

/**
 * When a plan whose renewal fell due at `dueAt` and was not paid falls back to the Free Plan: the start of the
 * day after the RENEWAL_GRACE_DAYS whole days that follow the due day, in the account's timezone.
 */
export const renewalGraceUntil = (dueAt: Date, timezone: string): Date =>
  zoneDayStart(zoneDayOf(dueAt, knownTimezone(timezone)) + RENEWAL_GRACE_DAYS + 1, knownTimezone(timezone));

/**
 * The last instant inside a period that ends (exclusively) at `end`: the day to name as its last. A period that
 * ends at midnight in the account's timezone ends on the day before, so 'Pay by' and 'Current period ends on'
 * name the same day.
 */
export const periodLastInstant = (end: Date): Date => new Date(end.getTime() - 1);

/** The last day the plan is kept, for 'pay by' wording: the day before the grace ends. */
export const renewalLastGraceDay = periodLastInstant;

/** The days after a renewal's first decline on which its saved card is charged again by itself. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;

const DAY_MS = 86_400_000;

/** The same wall-clock time `days` days later in the timezone, whatever daylight saving time did in between. */
export const addLocalDays = (from: Date, days: number, timezone: string): Date => {
  const zone = knownTimezone(timezone);
  return instantOfWallClock(new Date(wallClockOf(from, zone).getTime() + days * DAY_MS), zone);
};

/**
 * The next automatic charge of a renewal first declined at `declinedAt`: the first of the RENEWAL_RETRY_DAYS
 * after it, at the same wall-clock time in the account's timezone, that is still ahead of `now` (retries missed
 * while nothing ran are not made up one by one). Null when none is left before the grace period ends.
 */
export const nextRenewalRetry = (
  declinedAt: Date,
  now: Date,
  graceUntil: Date,
  timezone: string,
): Date | null => {
  for (const days of RENEWAL_RETRY_DAYS) {
    const retry = addLocalDays(declinedAt, days, timezone);
    if (retry > now) return retry < graceUntil ? retry : null;
  }
  return null;
};
