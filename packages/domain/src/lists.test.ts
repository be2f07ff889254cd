import { describe, expect, it } from 'vitest';
import { isIntegrationList, isSegmentType, paginationLabel, pluraliseContacts, refreshKindOf, validateListName } from './lists';

describe('validateListName', () => {
  it('refuses an empty or blank name', () => {
    expect(validateListName('')).toBe('List or segment name cannot be empty');
    expect(validateListName('   ')).toBe('List or segment name cannot be empty');
  });
  it('refuses a name past the limit, counting the trimmed name', () => {
    expect(validateListName('a'.repeat(256))).toBeNull();
    expect(validateListName(` ${'a'.repeat(256)} `)).toBeNull();
    expect(validateListName('a'.repeat(257))).toBe('List / segment name cannot be more than 256 characters');
  });
  it('refuses a name equal to another after trimming, ignoring case', () => {
    expect(validateListName('  Newsletter ', ['newsletter'])).toBe('A list or segment with this name already exists.');
    expect(validateListName('Newsletter 2', ['newsletter'])).toBeNull();
  });
  it.each([
    ['KUNDEN MÜNCHEN', 'Kunden München'],
    ['GROSSE STRASSE', 'Große Straße'],
    ['KUNDER PÅ ÆRØ', 'kunder på ærø'],
    ['ıstanbul', 'İstanbul'],
    ['οδος', 'ΟΔΟΣ'],
    ['КЛИЕНТЫ МОСКВА', 'Клиенты Москва'],
  ])('refuses %s when %s is taken, case folded in every language', (name, taken) => {
    expect(validateListName(name, [taken])).toBe('A list or segment with this name already exists.');
  });
});

describe('list types', () => {
  it('knows which types are segments', () => {
    expect(isSegmentType('dynamic')).toBe(true);
    expect(isSegmentType('static')).toBe(true);
    expect(isSegmentType('static-segment')).toBe(true);
    expect(isSegmentType('list')).toBe(false);
    expect(isSegmentType('hubspot')).toBe(false);
  });
  it('knows integration lists', () => {
    expect(isIntegrationList('hubspot')).toBe(true);
    expect(isIntegrationList('dynamic-shopify')).toBe(true);
    expect(isIntegrationList('list')).toBe(false);
  });
  it('refreshes dynamic segments fully and the static-segment type by count', () => {
    expect(refreshKindOf('dynamic')).toBe('segment');
    expect(refreshKindOf('static-segment')).toBe('count');
    expect(refreshKindOf('list')).toBeNull();
  });
});

describe('paginationLabel', () => {
  it('reads start-end of total', () => {
    expect(paginationLabel(1, 10, 42)).toBe('1-10 of 42');
    expect(paginationLabel(5, 10, 42)).toBe('41-42 of 42');
    expect(paginationLabel(1, 10, 0)).toBe('0-0 of 0');
  });
});

describe('pluraliseContacts', () => {
  it('pluralises and shows full numbers', () => {
    expect(pluraliseContacts(1)).toBe('1 contact');
    expect(pluraliseContacts(0)).toBe('0 contacts');
    expect(pluraliseContacts(12345)).toBe('12,345 contacts');
  });
});
