import type { DatasetContact, JsonValue } from './segment-dataset';

/*
 * A property value read in each of the types a filter may compare it as, the way the SQL engine
 * reads a JSON property: text that does not read as the type gives null, so a filter never fails on
 * a contact's odd value, and a null never matches a positive comparison.
 */
export interface ReadValue {
  /** The JSON value itself, for list operators; undefined when missing or for plain fields. */
  json: JsonValue | undefined;
  /** As text; numbers and booleans as they print, arrays and objects as JSON text. */
  text: string | null;
  number: number | null;
  boolean: boolean | null;
  /** 'YYYY-MM-DD', from ISO text (date or timestamp) or DD/MM/YYYY. */
  day: string | null;
  /** There and not empty. */
  present: boolean;
  /** An instant field (when the contact was added): date windows compare it as an instant. */
  instant?: Date;
}

// Postgres' regex class \s, which JavaScript's \s would widen to every Unicode space.
const SPACE = '[ \\t\\n\\r\\f\\v]';
const NUMBER_TEXT = new RegExp(`^${SPACE}*[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d{1,3})?${SPACE}*$`);
const ISO_DAY_TEXT = /^\d{4}-\d{2}-\d{2}/;
const DMY_DAY_TEXT = /^\d{2}\/\d{2}\/\d{4}$/;

/** A number as Postgres prints a numeric: plain digits, never an exponent. */
export const numericText = (value: number): string => {
  const printed = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(printed);
  if (!match) return printed;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
};

const codePoints = (text: string): number[] => Array.from(text, (char) => char.codePointAt(0) ?? 0);
const utf8Length = (points: readonly number[]): number =>
  points.reduce(
    (length, point) => length + (point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4),
    0,
  );

/** jsonb keeps object keys shorter (in UTF-8 bytes) first, then by their bytes: code point order. */
const jsonbKeyOrder = (a: string, b: string): number => {
  const left = codePoints(a);
  const right = codePoints(b);
  const byLength = utf8Length(left) - utf8Length(right);
  if (byLength !== 0) return byLength;
  for (let index = 0; index < left.length; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

/** A JSON value as jsonb prints it: ', ' between items and ': ' after keys. */
export const jsonbText = (value: JsonValue): string => {
  if (value === null) return 'null';
  if (typeof value === 'number') return numericText(value);
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  const keys = Object.keys(value).sort(jsonbKeyOrder);
  return `{${keys.map((key) => `${JSON.stringify(key)}: ${jsonbText(value[key] ?? null)}`).join(', ')}}`;
};

/** What `->>` answers: strings unquoted, JSON null as no value. */
const textOf = (value: JsonValue | undefined): string | null => {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : jsonbText(value);
};

const numberOf = (value: JsonValue | undefined, text: string | null): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && text !== null && NUMBER_TEXT.test(text)) return Number(text);
  return null;
};

const booleanOf = (value: JsonValue | undefined): boolean | null => {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : null;
};

const dayOf = (text: string | null): string | null => {
  if (text === null) return null;
  if (ISO_DAY_TEXT.test(text)) return text.slice(0, 10);
  if (DMY_DAY_TEXT.test(text)) return `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;
  return null;
};

/** A key of a JSON document (contact, event or submission properties). */
export const jsonValue = (document: Readonly<Record<string, JsonValue>>, key: string): ReadValue => {
  const json = Object.hasOwn(document, key) ? document[key] : undefined;
  const text = textOf(json);
  return {
    json,
    text,
    number: numberOf(json, text),
    boolean: booleanOf(json),
    day: dayOf(text),
    present:
      json !== undefined && json !== null && text !== '' && !(Array.isArray(json) && json.length === 0),
  };
};

/** A text field that is always there (the contact's email). */
export const textField = (text: string): ReadValue => ({
  json: undefined,
  text,
  number: null,
  boolean: null,
  day: null,
  present: text !== '',
});

/** When the contact was added. */
export const instantField = (instant: Date): ReadValue => ({
  json: undefined,
  text: instant.toISOString(),
  number: null,
  boolean: null,
  day: null,
  present: true,
  instant,
});

/** The contact's blocked status as a boolean attribute. */
export const blockedField = (contact: DatasetContact): ReadValue => ({
  json: undefined,
  text: contact.isBlocked ? 'true' : 'false',
  number: null,
  boolean: contact.isBlocked,
  day: null,
  present: true,
});

/**
 * Whether any of `items` is a top-level key or string element of a JSON value, as jsonb's `?|`
 * answers: a string scalar holds itself, numbers hold nothing.
 */
export const jsonHoldsAny = (json: JsonValue | undefined, items: readonly string[]): boolean => {
  if (json === undefined || json === null) return false;
  if (typeof json === 'string') return items.includes(json);
  if (Array.isArray(json))
    return json.some((element) => typeof element === 'string' && items.includes(element));
  if (typeof json === 'object') return items.some((item) => Object.hasOwn(json, item));
  return false;
};
