import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatCountOf,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatPercent,
} from './format';

describe('dates', () => {
  it('reads a date as month, day and year', () => {
    expect(formatDate('2026-11-22T11:28:40.000Z', 'UTC')).toBe('Nov 22, 2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 5)), 'UTC')).toBe('Jan 5, 2026');
  });
  it('uses the given timezone for the day', () => {
    expect(formatDate('2026-11-22T23:30:00.000Z', 'Asia/Kolkata')).toBe('Nov 23, 2026');
  });
  it('adds the time when asked', () => {
    expect(formatDateTime('2026-11-22T11:28:40.000Z', 'UTC')).toBe('Nov 22, 2026, 11:28 AM');
  });
  it('drops the year on chart axes', () => {
    expect(formatDayMonth('2026-11-02', 'UTC')).toBe('Nov 2');
  });
});

describe('numbers', () => {
  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });
  it('shows at most one decimal in percentages', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0%');
  });
  it('sizes files in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(3481)).toBe('3.4 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(12.68 * 1024 * 1024)).toBe('12.7 MB');
  });
});

describe('counts with their noun', () => {
  it('says one in the singular and every other count in the plural, grouped', () => {
    expect(formatCountOf(1, 'open', 'opens')).toBe('1 open');
    expect(formatCountOf(0, 'open', 'opens')).toBe('0 opens');
    expect(formatCountOf(1204, 'click', 'clicks')).toBe('1,204 clicks');
  });
});
