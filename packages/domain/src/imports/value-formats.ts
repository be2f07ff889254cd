import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_NUMBER_FORMAT,
  type DateFormat,
  type NumberFormat,
} from '@sendwell/contracts';

/** How a file writes its dates and numbers, as chosen at the mapping step. */
export interface ValueFormats {
  dateFormat: DateFormat;
  numberFormat: NumberFormat;
}

export const DEFAULT_VALUE_FORMATS: ValueFormats = {
  dateFormat: DEFAULT_DATE_FORMAT,
  numberFormat: DEFAULT_NUMBER_FORMAT,
};

/** The choosers' words: what a marketer recognises in their own file. */
export const DATE_FORMAT_LABELS: Record<DateFormat, string> = {
  dmy: 'Day first (31/12/2023)',
  mdy: 'Month first (12/31/2023)',
  iso: 'Year first, ISO (2023-12-31)',
};

export const NUMBER_FORMAT_LABELS: Record<NumberFormat, string> = {
  point: 'Decimal point (1,234.56)',
  comma: 'Decimal comma (1.234,56)',
};

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether the calendar has this day; counted, not parsed, as an import checks millions of dates. */
export const isRealDay = (year: number, month: number, day: number): boolean => {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
};

/** 31/12/2023, 31-12-2023, 31.12.2023, 31/12/23: two numbers and a year, one separator throughout. */
const NUMERIC_DATE = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})$/;
/** A two-digit year below this is in the 2000s, else in the 1900s (as spreadsheet programs read them). */
const TWO_DIGIT_PIVOT = 70;

const pad = (value: number): string => (value < 10 ? `0${value}` : String(value));

/**
 * A day written with the day or the month first, as 'YYYY-MM-DD'; null when the text is not one, or
 * names a day the calendar does not have (31/02/2024).
 */
export const parseNumericDate = (text: string, format: 'dmy' | 'mdy'): string | null => {
  const match = NUMERIC_DATE.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[3]);
  const yearText = match[4] ?? '';
  let year = Number(yearText);
  if (yearText.length === 2) year += year < TWO_DIGIT_PIVOT ? 2000 : 1900;
  const [day, month] = format === 'dmy' ? [first, second] : [second, first];
  return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
};

/** A number JSON and Number() read as they are: optional sign, digits, a decimal point, an exponent. */
const PLAIN_POINT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const PLAIN_COMMA = /^[+-]?(?:\d+(?:,\d*)?|,\d+)$/;
/** Groups of three after the first one to three digits, one separator throughout, then the decimals. */
const GROUPED_POINT = /^([+-]?)(\d{1,3}(?:([,\s'\u00a0\u202f])\d{3})(?:\3\d{3})*)(\.\d*)?$/;
const GROUPED_COMMA = /^([+-]?)(\d{1,3}(?:([.\s'\u00a0\u202f])\d{3})(?:\3\d{3})*)(,\d*)?$/;
const SEPARATORS = /[.,\s'\u00a0\u202f]/g;

/**
 * A number written with a decimal point (1,234.56) or comma (1.234,56) as plain text Number() reads
 * ('1234.56'), or null. Thousands separators (comma or dot, space, apostrophe) count only in groups of
 * three, so '1,5' is not a number with a decimal point, nor '1.5' with a decimal comma.
 */
export const normalizeNumberText = (text: string, format: NumberFormat): string | null => {
  let plain: string;
  if (format === 'point') {
    if (PLAIN_POINT.test(text)) plain = text;
    else {
      const grouped = GROUPED_POINT.exec(text);
      if (!grouped) return null;
      plain = `${grouped[1]}${(grouped[2] ?? '').replace(SEPARATORS, '')}${grouped[4] ?? ''}`;
    }
  } else if (PLAIN_COMMA.test(text)) {
    plain = text.replace(',', '.');
  } else {
    const grouped = GROUPED_COMMA.exec(text);
    if (!grouped) return null;
    plain = `${grouped[1]}${(grouped[2] ?? '').replace(SEPARATORS, '')}${(grouped[4] ?? '').replace(',', '.')}`;
  }
  return Number.isFinite(Number(plain)) ? plain : null;
};

/** The format under which the most of `samples` read; ties go to the earlier of `formats`. */
const bestFormat = <F extends string>(
  samples: readonly string[],
  formats: readonly F[],
  reads: (text: string, format: F) => boolean,
): F | undefined => {
  let best: F | undefined;
  let bestCount = 0;
  for (const format of formats) {
    const count = samples.filter((sample) => reads(sample.trim(), format)).length;
    if (count > bestCount) {
      best = format;
      bestCount = count;
    }
  }
  return best;
};

/**
 * The date format a column's values suggest: day first or month first when some are written that way
 * (day first when they read either way), else ISO.
 */
export const guessDateFormat = (samples: readonly string[]): DateFormat =>
  bestFormat(samples, ['dmy', 'mdy'] as const, (text, format) => parseNumericDate(text, format) !== null) ??
  DEFAULT_DATE_FORMAT;

/** The number format a column's values suggest: the one that reads most of them, decimal point on a tie. */
export const guessNumberFormat = (samples: readonly string[]): NumberFormat =>
  bestFormat(samples, ['point', 'comma'] as const, (text, format) => normalizeNumberText(text, format) !== null) ??
  DEFAULT_NUMBER_FORMAT;
