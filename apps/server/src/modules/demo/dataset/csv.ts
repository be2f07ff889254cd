/** One CSV field as Postgres COPY (format csv) and spreadsheets read it; null and undefined become empty. */
export const csvField = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  // An empty string must be quoted, or COPY would read it as NULL.
  if (value === '') return '""';
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

export const csvRow = (values: readonly (string | number | boolean | null | undefined)[]): string => {
  let row = csvField(values[0]);
  for (let i = 1; i < values.length; i++) row += `,${csvField(values[i])}`;
  return `${row}\n`;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const dayPrefixes = new Map<number, string>();

/**
 * ISO 8601 in UTC to the second, e.g. 2025-03-01T09:30:00Z. Called for every activity row, so the date part
 * is cached per day instead of formatting a Date each time.
 */
export const isoSeconds = (ms: number): string => {
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    if (dayPrefixes.size > 20_000) dayPrefixes.clear();
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const seconds = Math.floor((ms - day * DAY_MS) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${prefix}${TWO_DIGITS[hours] ?? ''}:${TWO_DIGITS[minutes] ?? ''}:${TWO_DIGITS[seconds % 60] ?? ''}Z`;
};

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
