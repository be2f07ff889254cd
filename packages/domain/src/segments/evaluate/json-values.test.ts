import { describe, expect, it } from 'vitest';
import { jsonbText, jsonHoldsAny, jsonValue, numericText } from './json-values';

const read = (value: Parameters<typeof jsonbText>[0]) => jsonValue({ key: value }, 'key');

describe('reading a JSON property like the engine', () => {
  it('prints numbers as Postgres numerics, never with an exponent', () => {
    expect(numericText(12.5)).toBe('12.5');
    expect(numericText(1e21)).toBe('1000000000000000000000');
    expect(numericText(1.5e-7)).toBe('0.00000015');
    expect(numericText(-2e-7)).toBe('-0.0000002');
  });
  it('prints arrays and objects as jsonb does: spaced, keys shorter first', () => {
    expect(jsonbText(['a', 1, true, null])).toBe('["a", 1, true, null]');
    expect(jsonbText({ bb: 1, a: { c: [] }, ab: 'x' })).toBe('{"a": {"c": []}, "ab": "x", "bb": 1}');
  });
  it('reads numbers from numbers and from number-shaped text only', () => {
    expect(read(7).number).toBe(7);
    expect(read(' 12 ').number).toBe(12);
    expect(read('1e2').number).toBe(100);
    expect(read('.5').number).toBe(0.5);
    expect(read('5.').number).toBe(5);
    expect(read('12abc').number).toBeNull();
    expect(read('\u00a012').number).toBeNull();
    expect(read(true).number).toBeNull();
  });
  it('reads booleans from booleans and from true/false text in any case', () => {
    expect(read(false).boolean).toBe(false);
    expect(read('TRUE').boolean).toBe(true);
    expect(read('yes').boolean).toBeNull();
    expect(read(1).boolean).toBeNull();
  });
  it('reads the day of ISO text and DD/MM/YYYY text, and nothing else', () => {
    expect(read('2026-03-09T23:30:00Z').day).toBe('2026-03-09');
    expect(read('09/03/2026').day).toBe('2026-03-09');
    expect(read('2026-13-45').day).toBe('2026-13-45');
    expect(read('9/3/2026').day).toBeNull();
    expect(read(1773100000000).day).toBeNull();
  });
  it('is present unless missing, null, empty text or an empty array', () => {
    expect(jsonValue({}, 'key').present).toBe(false);
    expect(read(null).present).toBe(false);
    expect(read('').present).toBe(false);
    expect(read([]).present).toBe(false);
    expect(read(' ').present).toBe(true);
    expect(read({}).present).toBe(true);
    expect(read(0).present).toBe(true);
  });
  it('holds a value as jsonb ?| does: string items, a string itself, object keys', () => {
    expect(jsonHoldsAny(['red', 1], ['red'])).toBe(true);
    expect(jsonHoldsAny(['1'], ['1'])).toBe(true);
    expect(jsonHoldsAny([1], ['1'])).toBe(false);
    expect(jsonHoldsAny('red', ['red'])).toBe(true);
    expect(jsonHoldsAny('Red', ['red'])).toBe(false);
    expect(jsonHoldsAny({ red: 0 }, ['red'])).toBe(true);
    expect(jsonHoldsAny(undefined, ['red'])).toBe(false);
  });
});
