import { describe, expect, it } from 'vitest';
import { formatContactRow, parseContactRow, rowEmailKey, splitPastedText } from './pasted-contacts';

describe('parseContactRow', () => {
  it('reads an address alone', () => {
    expect(parseContactRow(' ana@example.com ')).toEqual({ email: 'ana@example.com' });
    expect(parseContactRow('"ana@example.com"')).toEqual({ email: 'ana@example.com' });
  });
  it('reads a name and an address in angle brackets, quoted or not', () => {
    const ana = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Silva' };
    expect(parseContactRow('"Ana Silva" <ana@example.com>')).toEqual(ana);
    expect(parseContactRow('Ana Silva <ana@example.com>')).toEqual(ana);
    expect(parseContactRow('Ana Maria da Silva <ana@example.com>')).toEqual({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Maria da Silva',
    });
    expect(parseContactRow('<ana@example.com>')).toEqual({ email: 'ana@example.com' });
    expect(parseContactRow('Zoë <zoe@example.com>')).toEqual({ email: 'zoe@example.com', firstName: 'Zoë' });
  });
  it('reads a name and an address separated by a comma or a tab', () => {
    const ana = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Silva' };
    expect(parseContactRow('Ana Silva, ana@example.com')).toEqual(ana);
    expect(parseContactRow('Ana Silva\tana@example.com')).toEqual(ana);
    expect(parseContactRow('ana@example.com, Ana Silva')).toEqual(ana);
    expect(parseContactRow('Ana\tSilva\tana@example.com')).toEqual(ana);
    expect(parseContactRow('"Ana", "Silva", ana@example.com')).toEqual(ana);
  });
  it('refuses rows without exactly one valid address, or with more than a first and last name', () => {
    for (const row of [
      '',
      'Ana Silva',
      'Ana Silva <ana@example>',
      'ana@example.com, bo@example.com',
      'Ana, Silva, Acme, ana@example.com',
      'Ana <ana@example.com>, Silva',
      'Ana Silva ana@example.com',
    ])
      expect(parseContactRow(row), row).toBeNull();
  });
});

describe('splitPastedText', () => {
  it('keeps one contact per line when a line names its contact', () => {
    expect(
      splitPastedText('"Ana Silva" <ana@example.com>\nBo Li, bo@example.com\r\nCy\tDoe\tcy@example.com\n'),
    ).toEqual(['Ana Silva <ana@example.com>', 'Bo Li <bo@example.com>', 'Cy Doe <cy@example.com>']);
  });
  it('splits a line of several addresses on commas and tabs', () => {
    expect(splitPastedText('a@b.co, c@d.co\te@f.co\r\ng@h.co\n\n, ')).toEqual([
      'a@b.co',
      'c@d.co',
      'e@f.co',
      'g@h.co',
    ]);
  });
  it('splits a line it cannot read as one contact, so its pieces show what is wrong', () => {
    expect(splitPastedText('Ana, Silva, Acme, ana@example.com')).toEqual(['Ana', 'Silva', 'Acme', 'ana@example.com']);
  });
});

describe('rows and their e-mails', () => {
  it('shows a named contact as name and address', () => {
    expect(formatContactRow({ email: 'a@b.co' })).toBe('a@b.co');
    expect(formatContactRow({ email: 'a@b.co', firstName: 'Ana', lastName: 'Silva' })).toBe('Ana Silva <a@b.co>');
  });
  it('compares rows by their e-mail, ignoring case and the name', () => {
    expect(rowEmailKey('Ana Silva <ANA@example.com>')).toBe(rowEmailKey('ana@example.com'));
    expect(rowEmailKey('')).toBe('');
  });
});
