import { describe, expect, it } from 'vitest';
import { comparisonWindow, dayBounds, filterWindowOf, zoneOffsetMinutes } from './segment-clock';
import { likePattern } from '../../../db/fold-case';
import { zeroPasses } from './sql-values';

const clock = { now: new Date('2025-03-10T20:30:00Z'), offsetMinutes: 5 * 60 + 30, timezone: 'Asia/Kolkata' };

describe('segment clock', () => {
  it('turns a range into instants at local midnights of the offset', () => {
    const window = filterWindowOf({ property: 'engagementMetrics', condition: 'opened', operator: 'atLeast', compareValue: 1, range: 'last', rangeValue: { endValue: 2 } }, clock);
    // 20:30 UTC is already 11 March at +05:30: the window starts at local midnight of 9 March.
    expect(window.start?.toISOString()).toBe('2025-03-08T18:30:00.000Z');
    expect(window.end?.toISOString()).toBe('2025-03-11T18:30:00.000Z');
    expect(dayBounds(window, clock)).toEqual({ from: '2025-03-09', to: '2025-03-11' });
  });

  it('reads date comparisons of properties, and nothing for other operators', () => {
    const on = comparisonWindow({ key: 'birthday', type: 'date', operator: 'onDate', value: '01/05/1990', start: undefined, end: undefined }, clock);
    expect(on && dayBounds(on, clock)).toEqual({ from: '1990-05-01', to: '1990-05-01' });
    const next = comparisonWindow({ key: 'renewal', type: 'date', operator: 'next', value: '3', start: undefined, end: undefined }, clock);
    expect(next && dayBounds(next, clock)).toEqual({ from: '2025-03-11', to: '2025-03-14' });
    expect(comparisonWindow({ key: 'city', type: 'string', operator: 'equals', value: 'x', start: undefined, end: undefined }, clock)).toBeUndefined();
  });

  it('knows the current offset of a zone, and treats an unknown zone as UTC', () => {
    expect(zoneOffsetMinutes('Asia/Kolkata', clock.now)).toBe(330);
    expect(zoneOffsetMinutes('America/New_York', new Date('2025-07-01T12:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', new Date('2025-01-01T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('UTC', clock.now)).toBe(0);
    expect(zoneOffsetMinutes('Not/AZone', clock.now)).toBe(0);
  });
});

describe('sql values', () => {
  it('knows when contacts with nothing recorded pass a count comparison', () => {
    expect(zeroPasses('equalTo', 0)).toBe(true);
    expect(zeroPasses('equalTo', 1)).toBe(false);
    expect(zeroPasses('lessThan', 2)).toBe(true);
    expect(zeroPasses('atMost', 0)).toBe(true);
    expect(zeroPasses('greaterThan', 0)).toBe(false);
    expect(zeroPasses('atLeast', 1)).toBe(false);
    expect(zeroPasses('atLeast', 0)).toBe(true);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off\\', 'contains')).toBe('%50\\%\\_off\\\\%');
    expect(likePattern('Ber', 'startsWith')).toBe('Ber%');
    expect(likePattern('.org', 'endsWith')).toBe('%.org');
  });
});
