/*
 * Calendar days in an account's IANA timezone, as the daily engagement counters keep them: the day an
 * instant falls on there, daylight saving time included (the offset of that instant, not of today).
 */

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timezone: string): Intl.DateTimeFormat | undefined => {
  const known = formatters.get(timezone);
  if (known) return known;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formatters.set(timezone, formatter);
    return formatter;
  } catch {
    return undefined;
  }
};

/** The account's timezone if this runtime knows it, else UTC, so a stored name that is not one never fails a count. */
export const knownTimezone = (timezone: string): string => (formatterOf(timezone) ? timezone : 'UTC');

/** The calendar day (days since 1970-01-01) an instant falls on in an IANA timezone (UTC if unknown). */
export const zoneDayOf = (instant: Date, timezone: string): number => {
  const formatter = formatterOf(timezone) ?? formatterOf('UTC');
  if (!formatter) return Math.floor(instant.getTime() / DAY_MS);
  let year = 1970;
  let month = 1;
  let day = 1;
  for (const part of formatter.formatToParts(instant)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return Date.UTC(year, month - 1, day) / DAY_MS;
};

/**
 * The first counter day of an engagement window of the last `days` days: today in the account's
 * timezone and the days before it, the days the counters are kept in, whatever timezone the
 * definition's other dates are read in.
 */
export const engagementFirstDay = (days: number, now: Date, timezone: string): number => zoneDayOf(now, timezone) - days;
