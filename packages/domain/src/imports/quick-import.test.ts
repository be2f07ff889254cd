import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';
import {
  fillRowsFromPaste,
  isQuickImportRowInvalid,
  isQuickImportSubmitDisabled,
  quickImportContacts,
} from './quick-import';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'a@b.co',
      'first.last+tag@sub.example.com',
      "o'neil@example.ie",
      'UPPER@EXAMPLE.COM',
    ])
      expect(isValidEmail(email), email).toBe(true);
  });
  it('refuses what is not an address', () => {
    for (const email of [
      '',
      'plain',
      'a@b',
      'a@b.c',
      'a b@c.com',
      'a@@b.com',
      '.a@b.com',
      'a..b@c.com',
      'a@-b.com',
      'a@b.com.',
      `${'a'.repeat(250)}@b.com`,
    ])
      expect(isValidEmail(email), email).toBe(false);
  });
});

describe('pasting', () => {
  it('fills rows from the current row downward, adding rows', () => {
    expect(fillRowsFromPaste(['x@y.co', '', ''], 1, 'a@b.co,c@d.co,e@f.co')).toEqual([
      'x@y.co',
      'a@b.co',
      'c@d.co',
      'e@f.co',
    ]);
  });
  it('stops at 50 rows', () => {
    const text = Array.from({ length: 60 }, (_, i) => `p${i}@example.com`).join('\n');
    const rows = fillRowsFromPaste([''], 0, text);
    expect(rows).toHaveLength(50);
    expect(rows[49]).toBe('p49@example.com');
  });
  it('leaves the rows alone when nothing useful was pasted', () => {
    expect(fillRowsFromPaste(['a@b.co'], 0, ' ,\n')).toEqual(['a@b.co']);
  });
});

describe('quick import rows', () => {
  it('marks rows that hold something other than an e-mail', () => {
    expect(isQuickImportRowInvalid('')).toBe(false);
    expect(isQuickImportRowInvalid(' a@b.co ')).toBe(false);
    expect(isQuickImportRowInvalid('nope')).toBe(true);
  });
  it('sends the contact of every valid row, repeats included, so the import counts them as duplicates', () => {
    expect(quickImportContacts(['a@b.co', 'A@B.CO', 'bad', ' c@d.co ', '', 'Ana Silva <ana@example.com>'])).toEqual([
      { email: 'a@b.co' },
      { email: 'A@B.CO' },
      { email: 'c@d.co' },
      { email: 'ana@example.com', firstName: 'Ana', lastName: 'Silva' },
    ]);
  });
  it('accepts a row that names its contact', () => {
    expect(isQuickImportRowInvalid('Ana Silva, ana@example.com')).toBe(false);
    expect(isQuickImportRowInvalid('"Ana Silva" <ana@example.com>')).toBe(false);
    expect(isQuickImportRowInvalid('Ana Silva <nope>')).toBe(true);
  });
  it('disables submit without a list, with an error, or without a valid e-mail', () => {
    const base = { isNewList: true, listName: 'Leads', listId: null, hasError: false, rows: ['a@b.co'] };
    expect(isQuickImportSubmitDisabled(base)).toBe(false);
    expect(isQuickImportSubmitDisabled({ ...base, listName: ' ' })).toBe(true);
    expect(isQuickImportSubmitDisabled({ ...base, isNewList: false })).toBe(true);
    expect(isQuickImportSubmitDisabled({ ...base, isNewList: false, listId: 3 })).toBe(false);
    expect(isQuickImportSubmitDisabled({ ...base, hasError: true })).toBe(true);
    expect(isQuickImportSubmitDisabled({ ...base, rows: ['a@b.co', 'bad'] })).toBe(true);
    expect(isQuickImportSubmitDisabled({ ...base, rows: ['', ''] })).toBe(true);
  });
});
