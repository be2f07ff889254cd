import { describe, expect, it } from 'vitest';
import type { PersonalParam } from '@sendwell/contracts';
import {
  autoMapColumns,
  importedColumns,
  isEmailHeader,
  isMappingComplete,
  mappingSuggestionsOf,
  validateMapping,
} from './column-mapping';

const property = (
  key: string,
  type: PersonalParam['type'] = 'string',
  isReadOnly = false,
): PersonalParam => ({ key, type, sourceType: 'custom', isReadOnly });
const registry = [
  property('firstName'),
  property('city'),
  property('age', 'number'),
  property('score', 'number', true),
];

describe('isEmailHeader', () => {
  it('knows the four e-mail headers, trimmed and ignoring case and separators', () => {
    for (const header of [
      'email',
      ' Email ',
      'EMAILID',
      'Email Id',
      'email address',
      'E-mail Address ',
      'e-mail',
      'EMAIL_ID',
    ])
      expect(isEmailHeader(header), header).toBe(true);
    expect(isEmailHeader('work email')).toBe(false);
  });
});

describe('autoMapColumns', () => {
  it('maps e-mail headers to the email key', () => {
    expect(autoMapColumns([' Email Address '], registry)).toEqual([
      { header: ' Email Address ', key: 'email' },
    ]);
  });
  it('maps a header equal to a writable property key, with its type', () => {
    expect(autoMapColumns(['email', 'age', 'city'], registry)).toEqual([
      { header: 'email', key: 'email' },
      { header: 'age', key: 'age', type: 'number' },
      { header: 'city', key: 'city', type: 'string' },
    ]);
  });
  it('never proposes a read-only property', () => {
    expect(autoMapColumns(['score'], registry)).toEqual([{ header: 'score', key: '-Ignore-' }]);
  });
  it('falls back to a saved suggestion, then to -Ignore-', () => {
    expect(autoMapColumns(['Town', 'Notes'], registry, [{ header: 'town', key: 'city' }])).toEqual([
      { header: 'Town', key: 'city', type: 'string' },
      { header: 'Notes', key: '-Ignore-' },
    ]);
  });
  it('ignores a suggestion whose property is gone or read-only', () => {
    expect(
      autoMapColumns(['Points', 'Old'], registry, [
        { header: 'Points', key: 'score' },
        { header: 'Old', key: 'deleted' },
      ]).map((entry) => entry.key),
    ).toEqual(['-Ignore-', '-Ignore-']);
  });
  it('prefers the property over the suggestion', () => {
    expect(autoMapColumns(['city'], registry, [{ header: 'city', key: 'firstName' }])[0]?.key).toBe('city');
  });
  it('does not give one target to two columns', () => {
    expect(
      autoMapColumns(['email', 'Email Address', 'city', 'City'], registry).map((entry) => entry.key),
    ).toEqual(['email', '-Ignore-', 'city', '-Ignore-']);
  });
});

describe('validateMapping', () => {
  const ok = [
    { header: 'Email', key: 'email' },
    { header: 'First', key: 'firstName' },
    { header: 'Skip', key: '-Ignore-' },
    { header: 'Skip too', key: '-Ignore-' },
  ];
  it('accepts a mapping with one e-mail column and unique targets', () => {
    expect(validateMapping(ok, registry)).toBeNull();
  });
  it('refuses duplicate column headers, naming the column', () => {
    expect(validateMapping([...ok, { header: ' first ', key: 'city' }], registry)).toBe(
      'All column headers must be unique. Duplicate column : first',
    );
  });
  it('refuses a read-only property', () => {
    expect(validateMapping([...ok, { header: 'Score', key: 'score' }], registry)).toBe(
      'Cannot map READ-ONLY property',
    );
  });
  it('refuses a target used twice, but not -Ignore-', () => {
    expect(validateMapping([...ok, { header: 'Name', key: 'firstName' }], registry)).toBe(
      'All mappings must be unique',
    );
  });
  it('needs the e-mail column', () => {
    expect(validateMapping([{ header: 'First', key: 'firstName' }], registry)).toBe(
      'You must map email address column',
    );
  });
  it('refuses an unknown property unless it comes with a type to create it', () => {
    expect(validateMapping([...ok, { header: 'Plan', key: 'plan' }], registry)).toBe(
      'There is no property "plan". Create it first',
    );
    expect(validateMapping([...ok, { header: 'Plan', key: 'plan', type: 'string' }], registry)).toBeNull();
  });
});

describe('mapping helpers', () => {
  const mapping = [
    { header: 'Email ', key: 'email' },
    { header: 'x', key: '-Ignore-' },
    { header: 'City', key: 'city' },
  ];
  it('lists the imported columns and the suggestions to remember', () => {
    expect(importedColumns(mapping).map((entry) => entry.header)).toEqual(['Email ', 'City']);
    expect(mappingSuggestionsOf(mapping)).toEqual([
      { header: 'Email', key: 'email' },
      { header: 'City', key: 'city' },
    ]);
  });
  it('knows when a column has no target', () => {
    expect(isMappingComplete(mapping)).toBe(true);
    expect(isMappingComplete([...mapping, { header: 'y', key: ' ' }])).toBe(false);
  });
});
