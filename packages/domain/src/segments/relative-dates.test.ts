import { describe, expect, it } from 'vitest';
import {
  boundDay,
  dateRangeInterval,
  defaultBetweenDates,
  formatSegmentDate,
  formatTimezoneOffset,
  isWithin,
  parseSegmentDate,
  rangeInterval,
  timezoneOffsetMinutes,
  toDateRange,
} from './relative-dates';

const iso = (date: Date | null) => date?.toISOString() ?? null;
// 10 March 2025, 15:30 UTC: 21:00 in +05:30, 07:30 in -08:00.
const now = new Date('2025-03-10T15:30:00Z');

describe('timezone offsets', () => {
  it('reads and writes ±HH:MM', () => {
    expect(timezoneOffsetMinutes('+05:30')).toBe(330);
    expect(timezoneOffsetMinutes('-08:00')).toBe(-480);
    expect(timezoneOffsetMinutes('+00:00')).toBe(0);
    expect(formatTimezoneOffset(330)).toBe('+05:30');
    expect(formatTimezoneOffset(-480)).toBe('-08:00');
  });
  it('treats a missing or unreadable offset as UTC', () => {
    expect(timezoneOffsetMinutes(undefined)).toBe(0);
    expect(timezoneOffsetMinutes('IST')).toBe(0);
  });
});

describe('DD/MM/YYYY dates', () => {
  it('parses real calendar days only', () => {
    expect(parseSegmentDate('01/01/1970')).toBe(0);
    expect(parseSegmentDate('29/02/2024')).not.toBeNull();
    expect(parseSegmentDate('29/02/2025')).toBeNull();
    expect(parseSegmentDate('31/04/2025')).toBeNull();
    expect(parseSegmentDate('2025-03-10')).toBeNull();
    expect(parseSegmentDate('1/3/2025')).toBeNull();
  });
  it('formats an instant as its day in the account timezone', () => {
    expect(formatSegmentDate(now.getTime(), 0)).toBe('10/03/2025');
    expect(formatSegmentDate(Date.parse('2025-03-10T20:00:00Z'), 330)).toBe('11/03/2025');
    expect(formatSegmentDate(Date.parse('2025-03-10T05:00:00Z'), -480)).toBe('09/03/2025');
  });
  it('reads a range bound given as a day or as milliseconds', () => {
    expect(boundDay('10/03/2025', 0)).toBe(boundDay(now.getTime(), 0));
    expect(boundDay('nope', 0)).toBeNull();
    expect(boundDay(null, 0)).toBeNull();
  });
});

describe('toDateRange', () => {
  it('reads the value each range keeps', () => {
    expect(toDateRange('last', { endValue: 7 })).toEqual({ kind: 'last', days: 7 });
    expect(toDateRange('next', { endValue: 3 })).toEqual({ kind: 'next', days: 3 });
    expect(toDateRange('betweenDays', { startValue: 10, endValue: 30 })).toEqual({
      kind: 'betweenDays',
      fromDaysAgo: 10,
      toDaysAgo: 30,
    });
    expect(toDateRange('onDate', { startValue: '01/03/2025' })).toEqual({
      kind: 'onDate',
      date: '01/03/2025',
    });
    expect(toDateRange('between', { startValue: 1, endValue: 2 })).toEqual({
      kind: 'betweenDates',
      start: 1,
      end: 2,
    });
  });
  it('treats no range and both spellings of overall as any time', () => {
    expect(toDateRange(undefined, undefined)).toEqual({ kind: 'overAll' });
    expect(toDateRange('overall', undefined)).toEqual({ kind: 'overAll' });
    expect(toDateRange('overAll', undefined)).toEqual({ kind: 'overAll' });
  });
  it('clamps day counts to 9999', () => {
    expect(toDateRange('last', { endValue: 20000 })).toEqual({ kind: 'last', days: 9999 });
  });
  it('returns null for missing or malformed values', () => {
    expect(toDateRange('last', {})).toBeNull();
    expect(toDateRange('last', { endValue: 1.5 })).toBeNull();
    expect(toDateRange('betweenDates', { startValue: '01/03/2025' })).toBeNull();
    expect(toDateRange('onDate', { startValue: '31/02/2025' })).toBeNull();
  });
});

describe('dateRangeInterval', () => {
  it('last N days runs from the start of the day N days ago to the end of today', () => {
    const interval = dateRangeInterval({ kind: 'last', days: 7 }, now, 0);
    expect(iso(interval.start)).toBe('2025-03-03T00:00:00.000Z');
    expect(iso(interval.end)).toBe('2025-03-11T00:00:00.000Z');
  });
  it('counts days in the account timezone', () => {
    const ist = dateRangeInterval({ kind: 'last', days: 0 }, now, 330);
    expect(iso(ist.start)).toBe('2025-03-09T18:30:00.000Z');
    expect(iso(ist.end)).toBe('2025-03-10T18:30:00.000Z');
    const pst = dateRangeInterval({ kind: 'last', days: 0 }, now, -480);
    expect(iso(pst.start)).toBe('2025-03-10T08:00:00.000Z');
  });
  it('next N days runs from the start of today to the end of the day N days ahead', () => {
    const interval = dateRangeInterval({ kind: 'next', days: 2 }, now, 0);
    expect(iso(interval.start)).toBe('2025-03-10T00:00:00.000Z');
    expect(iso(interval.end)).toBe('2025-03-13T00:00:00.000Z');
  });
  it('between days covers whole days between the two counts, in either order', () => {
    const interval = dateRangeInterval({ kind: 'betweenDays', fromDaysAgo: 2, toDaysAgo: 5 }, now, 0);
    expect(iso(interval.start)).toBe('2025-03-05T00:00:00.000Z');
    expect(iso(interval.end)).toBe('2025-03-09T00:00:00.000Z');
    expect(dateRangeInterval({ kind: 'betweenDays', fromDaysAgo: 5, toDaysAgo: 2 }, now, 0)).toEqual(
      interval,
    );
  });
  it('between dates includes both end days, given as DD/MM/YYYY or milliseconds', () => {
    const interval = dateRangeInterval(
      { kind: 'betweenDates', start: '01/03/2025', end: '02/03/2025' },
      now,
      330,
    );
    expect(iso(interval.start)).toBe('2025-02-28T18:30:00.000Z');
    expect(iso(interval.end)).toBe('2025-03-02T18:30:00.000Z');
    const fromMs = dateRangeInterval(
      {
        kind: 'betweenDates',
        start: Date.parse('2025-03-01T10:00:00Z'),
        end: Date.parse('2025-03-02T10:00:00Z'),
      },
      now,
      330,
    );
    expect(fromMs).toEqual(interval);
  });
  it('on, after and before a date', () => {
    expect(iso(dateRangeInterval({ kind: 'onDate', date: '05/03/2025' }, now, 0).start)).toBe(
      '2025-03-05T00:00:00.000Z',
    );
    expect(iso(dateRangeInterval({ kind: 'onDate', date: '05/03/2025' }, now, 0).end)).toBe(
      '2025-03-06T00:00:00.000Z',
    );
    expect(dateRangeInterval({ kind: 'afterDate', date: '05/03/2025' }, now, 0)).toEqual({
      start: new Date('2025-03-06T00:00:00Z'),
      end: null,
    });
    expect(dateRangeInterval({ kind: 'beforeDate', date: '05/03/2025' }, now, 0)).toEqual({
      start: null,
      end: new Date('2025-03-05T00:00:00Z'),
    });
  });
  it('any time is unbounded', () => {
    expect(dateRangeInterval({ kind: 'overAll' }, now, 0)).toEqual({ start: null, end: null });
  });
  it('the last 7 days and the pre-filled between-dates range cover the same instants', () => {
    const prefilled = defaultBetweenDates(now, 330);
    expect(prefilled).toEqual({ startValue: '03/03/2025', endValue: '10/03/2025' });
    expect(rangeInterval('betweenDates', prefilled, now, 330)).toEqual(
      rangeInterval('last', { endValue: 7 }, now, 330),
    );
  });
  it('rangeInterval is null for an incomplete range', () => {
    expect(rangeInterval('last', undefined, now, 0)).toBeNull();
  });
});

describe('isWithin', () => {
  it('is half-open: the start is in, the end is out', () => {
    const interval = { start: new Date('2025-03-01T00:00:00Z'), end: new Date('2025-03-02T00:00:00Z') };
    expect(isWithin(new Date('2025-03-01T00:00:00Z'), interval)).toBe(true);
    expect(isWithin(new Date('2025-03-01T23:59:59Z'), interval)).toBe(true);
    expect(isWithin(new Date('2025-03-02T00:00:00Z'), interval)).toBe(false);
    expect(isWithin(new Date('1999-01-01T00:00:00Z'), { start: null, end: null })).toBe(true);
  });
});
