/*
 * How numbers and dates read across the app. Dates follow the browser's timezone unless one is given
 * (tests pass 'UTC').
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat => {
  const key = JSON.stringify([options, timeZone]);
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    dateFormats.set(key, formatter);
  }
  return formatter;
};

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

/** 'Nov 22, 2026'. */
export const formatDate = (value: string | Date, timeZone?: string): string =>
  formatterFor({ month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(toDate(value));

/** 'Nov 22, 2026, 11:28 AM'. */
export const formatDateTime = (value: string | Date, timeZone?: string): string =>
  formatterFor(
    { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    timeZone,
  ).format(toDate(value));

/** 'Nov 22', for chart axes. */
export const formatDayMonth = (value: string | Date, timeZone?: string): string =>
  formatterFor({ month: 'short', day: 'numeric' }, timeZone).format(toDate(value));

/** '12,345'. */
export const formatCount = (count: number): string => count.toLocaleString('en-US');

/** '1 open', '1,204 opens': a count with its noun, singular for one. */
export const formatCountOf = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** '12.5%' from a percentage already in 0-100. */
export const formatPercent = (percent: number): string =>
  `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** '512 B', '3.4 KB', '12.1 MB' (1 KB = 1,024 bytes, as file managers show). */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${units[unit]}`;
};
