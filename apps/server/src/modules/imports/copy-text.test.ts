import { describe, expect, it } from 'vitest';
import { copyEscape, EMPTY_CELL, jsonCellConverter } from './copy-text';

describe('jsonCellConverter', () => {
  const asString = jsonCellConverter('string');

  it('writes every string as JSON that reads back to the trimmed cell', () => {
    const cells = [
      'Ada',
      ' Lovelace ',
      'say "hi"',
      'back\\slash',
      'tab\there',
      'line\nbreak',
      'é ü 東京',
      '😀 ok',
    ];
    for (const cell of cells) {
      const json = asString(cell);
      expect(json, cell).not.toBeNull();
      expect(JSON.parse(json ?? ''), cell).toBe(cell.trim());
    }
  });

  it('drops NUL and replaces half a surrogate pair, neither of which jsonb can hold', () => {
    expect(asString('a\0b')).toBe('"ab"');
    expect(asString('x\ud800 y\udc00 😀')).toBe('"x\ufffd y\ufffd 😀"');
  });

  it('leaves an empty cell unset', () => {
    expect(asString('   ')).toBe(EMPTY_CELL);
  });

  it('types numbers, booleans and dates, and refuses what does not fit', () => {
    expect(jsonCellConverter('number')('+1')).toBe('1');
    expect(jsonCellConverter('number')('twelve')).toBeNull();
    expect(jsonCellConverter('boolean')('Yes')).toBe('true');
    expect(jsonCellConverter('date')('2024-02-30')).toBeNull();
    expect(jsonCellConverter('date')('2024-02-29')).toBe('"2024-02-29"');
  });

  it('reads dates and numbers in the file\'s formats', () => {
    const european = { dateFormat: 'dmy', numberFormat: 'comma' } as const;
    expect(jsonCellConverter('number', european)('1.234,50')).toBe('1234.50');
    expect(jsonCellConverter('number', european)('1,234.50')).toBeNull();
    expect(jsonCellConverter('number')('1,234.50')).toBe('1234.50');
    expect(jsonCellConverter('date', european)('31/12/2023')).toBe('"2023-12-31"');
    expect(jsonCellConverter('date')('31/12/2023')).toBeNull();
  });
});

describe('copyEscape', () => {
  it('escapes what COPY text format reads specially', () => {
    expect(copyEscape('a\tb\\c\nd\re\0f')).toBe('a\\tb\\\\c\\nd\\ref');
    expect(copyEscape('plain@example.com')).toBe('plain@example.com');
  });
});
