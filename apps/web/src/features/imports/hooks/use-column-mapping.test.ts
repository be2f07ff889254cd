import { describe, expect, it } from 'vitest';
import type { CsvMappingEntry, PersonalParam } from '@sendwell/contracts';
import { conflictingColumns, entryFor } from './use-column-mapping';

const properties: PersonalParam[] = [
  { key: 'firstName', type: 'string', sourceType: 'system', isReadOnly: false },
  { key: 'age', type: 'number', sourceType: 'custom', isReadOnly: false },
  { key: 'shopify_id', type: 'string', sourceType: 'shopify', isReadOnly: true },
];

describe('entryFor', () => {
  it('carries the type of the chosen property', () => {
    expect(entryFor('Age', 'age', properties)).toEqual({ header: 'Age', key: 'age', type: 'number' });
  });
  it('has no type for the e-mail column or an ignored one', () => {
    expect(entryFor('Mail', 'email', properties)).toEqual({ header: 'Mail', key: 'email' });
    expect(entryFor('Notes', '-Ignore-', properties)).toEqual({ header: 'Notes', key: '-Ignore-' });
  });
});

describe('conflictingColumns', () => {
  it('marks every column sharing a target and every read-only target, but not ignored columns', () => {
    const mapping: CsvMappingEntry[] = [
      { header: 'Email', key: 'email' },
      { header: 'Name', key: 'firstName' },
      { header: 'Given name', key: 'firstName' },
      { header: 'Id', key: 'shopify_id' },
      { header: 'A', key: '-Ignore-' },
      { header: 'B', key: '-Ignore-' },
    ];
    expect([...conflictingColumns(mapping, properties)]).toEqual([1, 2, 3]);
  });
});
