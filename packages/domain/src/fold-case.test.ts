import { describe, expect, it } from 'vitest';
import { foldCase } from './fold-case';

describe('foldCase', () => {
  it.each([
    ['ZÜRICH', 'Zürich'],
    ['STRASSE', 'Straße'],
    ['STRAẞE', 'strasse'],
    ['Ærø', 'ærø'],
    ['İstanbul', 'istanbul'],
    ['ISTANBUL', 'ıstanbul'],
    ['ΟΔΟΣ', 'οδος'],
    ['οδοσ', 'οδος'],
    ['МОСКВА', 'Москва'],
  ])('%s folds like %s', (a, b) => {
    expect(foldCase(a)).toBe(foldCase(b));
  });

  it('keeps different letters apart', () => {
    expect(foldCase('Zürich')).not.toBe(foldCase('Zurich'));
    expect(foldCase('ærø')).not.toBe(foldCase('aero'));
  });
});
