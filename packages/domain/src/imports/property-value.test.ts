import { describe, expect, it } from 'vitest';
import type { PersonalParam } from '@sendwell/contracts';
import { contactsExceededMessage, notDateReason, notNumberReason, RowErrorReasons } from './messages';
import { validatePropertyName } from './property-name';
import { parseDateValue, parsePropertyValue } from './property-value';

describe('parsePropertyValue', () => {
  it('keeps strings trimmed and treats an empty cell as nothing to set', () => {
    expect(parsePropertyValue('  Ada ', 'string')).toEqual({ ok: true, value: 'Ada' });
    expect(parsePropertyValue('   ', 'number')).toEqual({ ok: true, value: null });
  });
  it('types numbers', () => {
    expect(parsePropertyValue('42', 'number')).toEqual({ ok: true, value: 42 });
    expect(parsePropertyValue('-1.5e3', 'number')).toEqual({ ok: true, value: -1500 });
    expect(parsePropertyValue('.5', 'number')).toEqual({ ok: true, value: 0.5 });
    for (const bad of ['12abc', '1,00', 'NaN', 'Infinity', '1e999', '0x10'])
      expect(parsePropertyValue(bad, 'number'), bad).toEqual({ ok: false, reason: notNumberReason('point') });
  });
  it('types booleans', () => {
    for (const yes of ['true', 'TRUE', 'yes', 'Y', '1', 't'])
      expect(parsePropertyValue(yes, 'boolean')).toEqual({ ok: true, value: true });
    for (const no of ['false', 'No', 'n', '0', 'F'])
      expect(parsePropertyValue(no, 'boolean')).toEqual({ ok: true, value: false });
    expect(parsePropertyValue('maybe', 'boolean')).toEqual({ ok: false, reason: RowErrorReasons.notBoolean });
  });
  it('types dates given as unix time or ISO 8601', () => {
    expect(parsePropertyValue('1700000000', 'date')).toEqual({ ok: true, value: '2023-11-14T22:13:20.000Z' });
    expect(parsePropertyValue('1700000000000', 'date')).toEqual({
      ok: true,
      value: '2023-11-14T22:13:20.000Z',
    });
    expect(parsePropertyValue('2024-02-29', 'date')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseDateValue('2000-02-29')).toBe('2000-02-29');
    expect(parseDateValue('2024-12-31')).toBe('2024-12-31');
    expect(parseDateValue('2024-03-01T10:30:00+02:00')).toBe('2024-03-01T08:30:00.000Z');
    expect(parseDateValue('2024-03-01 10:30')).toBe('2024-03-01T10:30:00.000Z');
    expect(parseDateValue('2024-03-01T10:30:00.123Z')).toBe('2024-03-01T10:30:00.123Z');
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-00-10',
      '2024-05-00',
      '2024-13-01',
      '01/02/2024',
      'tomorrow',
      '2024-03-01T25:00',
    ])
      expect(parsePropertyValue(bad, 'date'), bad).toEqual({
        ok: false,
        reason: notDateReason('iso'),
      });
  });
});

describe('validatePropertyName', () => {
  const existing: PersonalParam[] = [
    { key: 'city', type: 'string', sourceType: 'system', isReadOnly: false },
  ];
  it('refuses a name that exists, ignoring case and spaces, or that is reserved', () => {
    expect(validatePropertyName(' City ', existing)).toBe('This property already exists');
    expect(validatePropertyName('Email', existing)).toBe('This property already exists');
    expect(validatePropertyName('-Ignore-', existing)).toBe('This property already exists');
  });
  it('needs a name of at most 64 characters', () => {
    expect(validatePropertyName('  ', existing)).toBe('Property name cannot be empty');
    expect(validatePropertyName('x'.repeat(65), existing)).toBe(
      'Property name cannot be more than 64 characters',
    );
    expect(validatePropertyName('plan', existing)).toBeNull();
  });
});

describe('contactsExceededMessage', () => {
  it('says what the plan has room for', () => {
    expect(contactsExceededMessage({ contactsAllocated: 2500, activeContacts: 2400, adding: 300 })).toBe(
      'This import would add 300 contacts, but your plan has room for 100 more (2,500 in all). Archive contacts or upgrade your plan to import them.',
    );
  });
});
