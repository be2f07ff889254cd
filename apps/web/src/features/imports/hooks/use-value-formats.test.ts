import { describe, expect, it } from 'vitest';
import type { PersonalParam } from '@sendwell/contracts';
import { columnsOfType } from './use-value-formats';

const properties: PersonalParam[] = [
  { key: 'joined', type: 'date', sourceType: 'custom', isReadOnly: false },
  { key: 'age', type: 'number', sourceType: 'custom', isReadOnly: false },
];

describe('columnsOfType', () => {
  it('finds the columns mapped to date or number properties, new ones by the type they carry', () => {
    const mapping = [
      { header: 'email', key: 'email' },
      { header: 'Joined', key: 'joined' },
      { header: 'Age', key: 'age' },
      { header: 'Renewal', key: 'renewal', type: 'date' as const },
      { header: 'Notes', key: '-Ignore-' },
    ];
    expect(columnsOfType(mapping, properties, 'date')).toEqual([1, 3]);
    expect(columnsOfType(mapping, properties, 'number')).toEqual([2]);
    expect(columnsOfType([{ header: 'email', key: 'email' }], properties, 'date')).toEqual([]);
  });
});
