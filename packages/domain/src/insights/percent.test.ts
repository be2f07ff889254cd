import { describe, expect, it } from 'vitest';
import { formatPercent, formatPercentValue, percentOf, roundTo2 } from './percent';

describe('roundTo2', () => {
  it('rounds halves away from zero', () => {
    expect(roundTo2(12.345)).toBe(12.35);
    expect(roundTo2(-12.345)).toBe(-12.35);
    expect(roundTo2(1.005)).toBe(1.01);
  });
  it('keeps whole numbers and gives 0 for what is not a number', () => {
    expect(roundTo2(50)).toBe(50);
    expect(roundTo2(Number.NaN)).toBe(0);
    expect(roundTo2(Number.POSITIVE_INFINITY)).toBe(0);
    expect(Object.is(roundTo2(-0.001), 0)).toBe(true);
  });
});

describe('percentOf', () => {
  it('is the share to 2 decimals', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(1, 8)).toBe(12.5);
  });
  it('is 0 of nothing', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(3, 0)).toBe(0);
  });
});

describe('formatPercent', () => {
  it('drops a trailing .00 only', () => {
    expect(formatPercentValue(50)).toBe('50');
    expect(formatPercentValue(12.5)).toBe('12.50');
    expect(formatPercentValue(33.333)).toBe('33.33');
    expect(formatPercentValue(0)).toBe('0');
    expect(formatPercentValue(100.001)).toBe('100');
  });
  it('adds the sign', () => {
    expect(formatPercent(66.666)).toBe('66.67%');
    expect(formatPercent(-25)).toBe('-25%');
  });
});
