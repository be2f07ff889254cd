import { describe, expect, it } from 'vitest';
import { parseDateValue, parsePropertyValue } from './property-value';
import { guessDateFormat, guessNumberFormat, normalizeNumberText, parseNumericDate } from './value-formats';

describe('dates in a chosen format', () => {
  it('reads day-first and month-first days with /, - or . and two- or four-digit years', () => {
    expect(parseNumericDate('31/12/2023', 'dmy')).toBe('2023-12-31');
    expect(parseNumericDate('12/31/2023', 'mdy')).toBe('2023-12-31');
    expect(parseNumericDate('5-1-2024', 'dmy')).toBe('2024-01-05');
    expect(parseNumericDate('5.1.2024', 'mdy')).toBe('2024-05-01');
    expect(parseNumericDate('29/02/24', 'dmy')).toBe('2024-02-29');
    expect(parseNumericDate('01/02/99', 'dmy')).toBe('1999-02-01');
  });
  it('refuses days the calendar does not have, and mixed separators', () => {
    for (const bad of ['31/12/2023', '29/02/2023', '00/01/2024', '1/2-2024', '1/2/202', '2024/01/02'])
      expect(parseNumericDate(bad, 'mdy'), bad).toBeNull();
    expect(parseNumericDate('12/31/2023', 'dmy')).toBeNull();
  });
  it('reads ISO 8601 and unix time whatever the format, and only those in ISO', () => {
    for (const format of ['dmy', 'mdy', 'iso'] as const) {
      expect(parseDateValue('2023-12-31', format)).toBe('2023-12-31');
      expect(parseDateValue('1700000000', format)).toBe('2023-11-14T22:13:20.000Z');
    }
    expect(parseDateValue('31/12/2023', 'iso')).toBeNull();
    expect(parseDateValue('31/12/2023', 'dmy')).toBe('2023-12-31');
  });
  it('names the format in the reason a date is left empty', () => {
    expect(parsePropertyValue('31/12/2023', 'date')).toEqual({
      ok: false,
      reason: 'Not a date (ISO 8601, as 2023-12-31, or unix time); the contact was imported without this value',
    });
    expect(parsePropertyValue('12/31/2023', 'date', { dateFormat: 'dmy', numberFormat: 'point' })).toEqual({
      ok: false,
      reason: 'Not a date (day first, as 31/12/2023); the contact was imported without this value',
    });
    expect(parsePropertyValue('31/12/2023', 'date', { dateFormat: 'dmy', numberFormat: 'point' })).toEqual({
      ok: true,
      value: '2023-12-31',
    });
  });
  it('guesses the format from a column', () => {
    expect(guessDateFormat(['31/12/2023', '05/01/2024'])).toBe('dmy');
    expect(guessDateFormat(['12/31/2023', '05/01/2024'])).toBe('mdy');
    expect(guessDateFormat(['05/01/2024'])).toBe('dmy');
    expect(guessDateFormat(['2023-12-31', ''])).toBe('iso');
    expect(guessDateFormat([])).toBe('iso');
  });
});

describe('numbers in a chosen format', () => {
  it('reads a decimal point with thousands separators grouped by three', () => {
    expect(normalizeNumberText('1,234.50', 'point')).toBe('1234.50');
    expect(normalizeNumberText('1 234 567', 'point')).toBe('1234567');
    expect(normalizeNumberText("-1'234.5", 'point')).toBe('-1234.5');
    expect(normalizeNumberText('1\u00a0234', 'point')).toBe('1234');
    expect(normalizeNumberText('-1.5e3', 'point')).toBe('-1.5e3');
    for (const bad of ['1,5', '1,23,456', '1,234,56', '1.234,50', '12abc', 'NaN', 'Infinity', '1e999', '0x10', '1,234 567'])
      expect(normalizeNumberText(bad, 'point'), bad).toBeNull();
  });
  it('reads a decimal comma with thousands separators grouped by three', () => {
    expect(normalizeNumberText('1.234,50', 'comma')).toBe('1234.50');
    expect(normalizeNumberText('1 234,5', 'comma')).toBe('1234.5');
    expect(normalizeNumberText('12,5', 'comma')).toBe('12.5');
    expect(normalizeNumberText('-3', 'comma')).toBe('-3');
    for (const bad of ['1,234.50', '1.5', '1.23,4', 'x'])
      expect(normalizeNumberText(bad, 'comma'), bad).toBeNull();
  });
  it('types a number cell in the chosen format and explains one left empty', () => {
    expect(parsePropertyValue('1.234,50', 'number', { dateFormat: 'iso', numberFormat: 'comma' })).toEqual({
      ok: true,
      value: 1234.5,
    });
    expect(parsePropertyValue('1,234.50', 'number', { dateFormat: 'iso', numberFormat: 'comma' })).toEqual({
      ok: false,
      reason: 'Not a number (with a decimal comma, as 1.234,56); the contact was imported without this value',
    });
  });
  it('guesses the format from a column', () => {
    expect(guessNumberFormat(['1.234,50', '12,5'])).toBe('comma');
    expect(guessNumberFormat(['1,234.50', '12'])).toBe('point');
    expect(guessNumberFormat(['1,234'])).toBe('point');
    expect(guessNumberFormat([])).toBe('point');
  });
});
