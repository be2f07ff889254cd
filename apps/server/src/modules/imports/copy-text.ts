import type { ContactPropertyType } from '@sendwell/contracts';
import {
  DEFAULT_VALUE_FORMATS,
  normalizeNumberText,
  notDateReason,
  notNumberReason,
  parseBooleanValue,
  parseDateValue,
  RowErrorReasons,
  type ValueFormats,
} from '@sendwell/domain';

const COPY_SPECIAL = /[\\\t\n\r\0]/;
const COPY_SPECIAL_ALL = /[\\\t\n\r\0]/g;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\0': '',
};

/** A value for COPY's text format; NUL, which Postgres text cannot hold, is dropped. */
export const copyEscape = (value: string): string =>
  COPY_SPECIAL.test(value) ? value.replace(COPY_SPECIAL_ALL, (char) => COPY_ESCAPES[char] ?? '') : value;

/** JSON text for COPY: JSON has no raw tabs or line breaks, so only its backslashes need doubling. */
export const copyEscapeJson = (json: string): string =>
  json.includes('\\') ? json.replaceAll('\\', '\\\\') : json;

/** Marks an empty cell: nothing to set. Never a JSON value, so it cannot be mistaken for one. */
export const EMPTY_CELL = '';

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const NUL = /\0/g;

/** Characters a JSON string must escape, and lone surrogates. */
// eslint-disable-next-line no-control-regex -- the control characters are exactly what JSON escapes
const JSON_ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/u;
/** Half of a surrogate pair, as a broken UTF-16 file decodes. */
const LONE_SURROGATE = /[\ud800-\udfff]/gu;

/**
 * A string as JSON. Most cells need no escape and are only quoted, which spares building a JSON encoder's
 * output for each of millions of cells. jsonb holds neither NUL, which is dropped, nor half of a surrogate
 * pair, which JSON.stringify would write as an escape that jsonb refuses (failing the whole COPY): it
 * becomes the replacement character, as a broken byte sequence does when the file is decoded.
 */
const jsonString = (text: string): string => {
  if (!JSON_ESCAPED.test(text)) return `"${text}"`;
  return JSON.stringify(text.replace(NUL, '').replace(LONE_SURROGATE, '\ufffd'));
};

/**
 * Turns a raw cell into its JSON value for a property type: EMPTY_CELL for an empty cell, null when the
 * value does not fit the type. Typed with the domain's rules, reading dates and numbers in the file's
 * formats, without building objects per cell: an import reads millions of them.
 */
export const jsonCellConverter = (
  type: ContactPropertyType,
  formats: ValueFormats = DEFAULT_VALUE_FORMATS,
): ((raw: string) => string | null) => {
  switch (type) {
    case 'string':
      return (raw) => {
        const text = raw.trim();
        return text === '' ? EMPTY_CELL : jsonString(text);
      };
    case 'number':
      return (raw) => {
        const text = raw.trim();
        if (text === '') return EMPTY_CELL;
        const plain = normalizeNumberText(text, formats.numberFormat);
        if (plain === null) return null;
        // '+1', '.5' and '1.' are numbers but not JSON.
        return JSON_NUMBER.test(plain) ? plain : String(Number(plain));
      };
    case 'boolean':
      return (raw) => {
        const text = raw.trim();
        if (text === '') return EMPTY_CELL;
        const value = parseBooleanValue(text);
        return value === null ? null : value ? 'true' : 'false';
      };
    case 'date':
      return (raw) => {
        const text = raw.trim();
        if (text === '') return EMPTY_CELL;
        const value = parseDateValue(text, formats.dateFormat);
        return value === null ? null : jsonString(value);
      };
  }
};

/** Why a cell of this type was left empty, in the report's words. */
export const notFittingReason = (type: ContactPropertyType, formats: ValueFormats): string => {
  switch (type) {
    case 'string':
      return '';
    case 'number':
      return notNumberReason(formats.numberFormat);
    case 'boolean':
      return RowErrorReasons.notBoolean;
    case 'date':
      return notDateReason(formats.dateFormat);
  }
};
