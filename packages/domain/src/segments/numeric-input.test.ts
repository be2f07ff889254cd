import { describe, expect, it } from 'vitest';
import {
  countError,
  countInput,
  dayCountError,
  digitsOnly,
  isDigitKey,
  numberFromInput,
  rangeBoundInput,
} from './numeric-input';

describe('number boxes', () => {
  it('keep digits only', () => {
    expect(digitsOnly('1a2-3.4e5')).toBe('12345');
    expect(digitsOnly('')).toBe('');
    expect(isDigitKey('7')).toBe(true);
    expect(isDigitKey('e')).toBe(false);
    expect(isDigitKey('-')).toBe(false);
  });
  it('refuse a leading 0 in a range start or end', () => {
    expect(rangeBoundInput('0')).toBe('');
    expect(rangeBoundInput('07')).toBe('7');
    expect(rangeBoundInput('70')).toBe('70');
  });
  it('accept 0 as a whole count but not as a leading digit', () => {
    expect(countInput('0')).toBe('0');
    expect(countInput('05')).toBe('5');
    expect(countInput('100')).toBe('100');
  });
  it('read an empty box as no value', () => {
    expect(numberFromInput('')).toBeNull();
    expect(numberFromInput('42')).toBe(42);
  });
});

describe('countError', () => {
  it('equal to and greater than accept 0 or more', () => {
    expect(countError(0, 'equalTo')).toBeNull();
    expect(countError(0, 'greaterThan')).toBeNull();
    expect(countError(-1, 'equalTo')).toBe('Must be >= 0. Ex: 0, 1, 8');
  });
  it('less than needs more than 1', () => {
    expect(countError(1, 'lessThan')).toBe('Must be greater than 1');
    expect(countError(2, 'lessThan')).toBeNull();
  });
  it('the other operators need 1 or more', () => {
    expect(countError(0, 'atLeast')).toBe('Must be >= 1. Ex: 1, 5, 8');
    expect(countError(0, 'atMost')).toBe('Must be >= 1. Ex: 1, 5, 8');
    expect(countError(1, 'atLeast')).toBeNull();
  });
  it('refuses fractions and counts above 9999', () => {
    expect(countError(1.5, 'equalTo')).toBe('Value must be an integer');
    expect(countError(10000, 'equalTo')).toBe('Cannot be greater than 9999');
    expect(countError(9999, 'atLeast')).toBeNull();
  });
});

describe('dayCountError', () => {
  it('needs whole days, at least 1 when asked', () => {
    expect(dayCountError(0, { atLeastOne: true })).toBe('Must be >= 1. Ex: 1, 5, 8');
    expect(dayCountError(0, { atLeastOne: false })).toBeNull();
    expect(dayCountError(-3, { atLeastOne: false })).toBe('Must be >= 0. Ex: 0, 1, 8');
    expect(dayCountError(2.5, { atLeastOne: false })).toBe('Value must be an integer');
    expect(dayCountError(20000, { atLeastOne: true })).toBeNull();
  });
});
