import { describe, expect, it } from 'vitest';
import type { PersonalParam } from '@sendwell/contracts';
import { parsePropertyEdit } from './contact-edits';

const registry: PersonalParam[] = [
  { key: 'firstName', type: 'string', sourceType: 'system', isReadOnly: false },
  { key: 'age', type: 'number', sourceType: 'custom', isReadOnly: false },
  { key: 'vip', type: 'boolean', sourceType: 'custom', isReadOnly: false },
  { key: 'birthday', type: 'date', sourceType: 'custom', isReadOnly: false },
  { key: 'storeId', type: 'string', sourceType: 'shopify', isReadOnly: true },
];

describe('a contact property edit', () => {
  it('reads each value for its type and removes emptied ones', () => {
    expect(
      parsePropertyEdit({ firstName: ' Ana ', age: '42', vip: 'yes', birthday: '2024-02-29', city: null }, [
        ...registry,
        { key: 'city', type: 'string', sourceType: 'system', isReadOnly: false },
      ]),
    ).toEqual({
      ok: true,
      set: { firstName: 'Ana', age: 42, vip: true, birthday: '2024-02-29' },
      removed: ['city'],
    });
    expect(parsePropertyEdit({ age: 7, vip: false, firstName: '' }, registry)).toEqual({
      ok: true,
      set: { age: 7, vip: false },
      removed: ['firstName'],
    });
  });

  it('names every property at fault', () => {
    const edit = parsePropertyEdit(
      { age: 'forty', birthday: '2023-02-29', vip: 'maybe', storeId: 'x', shoeSize: '9' },
      registry,
    );
    expect(edit.ok).toBe(false);
    if (edit.ok) return;
    expect(edit.fields).toEqual({
      'properties.age': 'age: Not a number (with a decimal point, as 1,234.56)',
      'properties.birthday': 'birthday: Not a date (ISO 8601, as 2023-12-31, or unix time)',
      'properties.vip': 'vip: Not true or false',
      'properties.storeId': '"storeId" is read-only',
      'properties.shoeSize': 'There is no property "shoeSize"',
    });
  });

  it('says the one fault itself', () => {
    expect(parsePropertyEdit({ age: 'forty' }, registry)).toMatchObject({
      ok: false,
      message: 'age: Not a number (with a decimal point, as 1,234.56)',
    });
  });
});
