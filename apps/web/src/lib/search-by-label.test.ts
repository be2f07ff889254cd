import { describe, expect, it } from 'vitest';
import { labelMatches } from './search-by-label';

describe('finding a Select option by its label', () => {
  it.each([
    ['German', 'zürich', 'Kunden ZÜRICH'],
    ['German sharp s', 'STRASSE', 'Große Straße'],
    ['Danish', 'ÆRØ', 'Kunder på ærø'],
    ['Turkish dotted capital i', 'İstanbul', 'istanbul'],
    ['Turkish dotless i', 'ıstanbul', 'ISTANBUL'],
    ['Greek final sigma', 'οδοσ', 'ΟΔΟΣ'],
    ['Greek final sigma typed', 'ΟΔΟΣ', 'οδος'],
    ['Cyrillic', 'москва', 'Клиенты МОСКВА'],
  ])('%s: %s finds %s', (_, typed, label) => {
    expect(labelMatches(typed, { label })).toBe(true);
  });

  it('keeps different letters apart', () => {
    expect(labelMatches('zurich', { label: 'Zürich' })).toBe(false);
    expect(labelMatches('ae', { label: 'Ærø' })).toBe(false);
  });

  it('finds nothing in an option without a text label', () => {
    expect(labelMatches('1', { label: undefined })).toBe(false);
    expect(labelMatches('1', undefined)).toBe(false);
  });
});
