import type { ContactPropertyType, DateFormat, NumberFormat } from '@sendwell/contracts';
import { notDateReason, notNumberReason, RowErrorReasons } from './messages';
import { DEFAULT_VALUE_FORMATS, isRealDay, normalizeNumberText, parseNumericDate, type ValueFormats } from './value-formats';

export type TypedValue = string | number | boolean;

/** A cell made ready for its property: `value` null for an empty cell (nothing to set), or the reason it does not fit. */
export type ValueResult = { ok: true; value: TypedValue | null } | { ok: false; reason: string };

const TRUE_WORDS = new Set(['true', 't', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'f', 'no', 'n', '0']);
const UNIX_TIME = /^-?\d+(?:\.\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
/** Unix times below this are seconds, above it milliseconds: 1e11 seconds is the year 5138. */
const SECONDS_LIMIT = 1e11;

/**
 * A date as stored on a contact: 'YYYY-MM-DD' when the cell has no time of day, else an ISO 8601
 * instant in UTC. Unix time (seconds, or milliseconds when that large) and ISO 8601 are accepted in
 * every format, and a day written 31/12/2023 (or 12/31/2023) in the day-first (month-first) format; an
 * ISO date-time without a zone is taken as UTC.
 */
export const parseDateValue = (text: string, format: DateFormat = 'iso'): string | null => {
  if (format !== 'iso') {
    const numeric = parseNumericDate(text, format);
    if (numeric !== null) return numeric;
  }
  if (UNIX_TIME.test(text)) {
    const number = Number(text);
    const ms = Math.abs(number) < SECONDS_LIMIT ? number * 1000 : number;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  const day = ISO_DATE.exec(text);
  if (day) return isRealDay(Number(day[1]), Number(day[2]), Number(day[3])) ? text : null;
  const moment = ISO_DATE_TIME.exec(text);
  if (!moment || !isRealDay(Number(moment[1]), Number(moment[2]), Number(moment[3]))) return null;
  if (Number(moment[4]) > 23 || Number(moment[5]) > 59 || Number(moment[6] ?? 0) > 59) return null;
  const withZone = moment[7] ? text.replace(' ', 'T') : `${text.replace(' ', 'T')}Z`;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

export const parseBooleanValue = (text: string): boolean | null => {
  const word = text.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
};

export const isNumberText = (text: string, format: NumberFormat = 'point'): boolean =>
  normalizeNumberText(text, format) !== null;

/**
 * Types one cell for its property (spec 2 §3: string, number, boolean, date as unix time or ISO), reading
 * dates and numbers as the file writes them.
 */
export const parsePropertyValue = (
  raw: string,
  type: ContactPropertyType,
  formats: ValueFormats = DEFAULT_VALUE_FORMATS,
): ValueResult => {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  switch (type) {
    case 'string':
      return { ok: true, value: text };
    case 'number': {
      const plain = normalizeNumberText(text, formats.numberFormat);
      return plain === null
        ? { ok: false, reason: notNumberReason(formats.numberFormat) }
        : { ok: true, value: Number(plain) };
    }
    case 'boolean': {
      const value = parseBooleanValue(text);
      return value === null ? { ok: false, reason: RowErrorReasons.notBoolean } : { ok: true, value };
    }
    case 'date': {
      const value = parseDateValue(text, formats.dateFormat);
      return value === null ? { ok: false, reason: notDateReason(formats.dateFormat) } : { ok: true, value };
    }
  }
};
