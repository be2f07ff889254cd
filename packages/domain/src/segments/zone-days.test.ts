import { describe, expect, it } from 'vitest';
import { knownTimezone, zoneDayOf } from './zone-days';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe('zoneDayOf', () => {
  it.each([
    ['2026-03-28T22:59:59Z', 'Europe/Berlin', '2026-03-28'],
    ['2026-03-28T23:00:00Z', 'Europe/Berlin', '2026-03-29'],
    // After the change to summer time midnight comes an hour earlier in UTC.
    ['2026-03-29T22:00:00Z', 'Europe/Berlin', '2026-03-30'],
    ['2026-04-04T12:59:59Z', 'Australia/Sydney', '2026-04-04'],
    ['2026-04-04T13:00:00Z', 'Australia/Sydney', '2026-04-05'],
    ['2026-04-05T14:00:00Z', 'Australia/Sydney', '2026-04-06'],
    ['2026-03-06T10:00:00Z', 'Pacific/Kiritimati', '2026-03-07'],
    ['2026-03-07T10:59:59Z', 'Pacific/Pago_Pago', '2026-03-06'],
  ])('%s is %s day %s', (instant, timezone, expected) => {
    expect(zoneDayOf(new Date(instant), timezone)).toBe(day(expected));
  });

  it('reads an unknown timezone as UTC', () => {
    expect(knownTimezone('Mars/Olympus')).toBe('UTC');
    expect(knownTimezone('Pacific/Tongatapu')).toBe('Pacific/Tongatapu');
    expect(zoneDayOf(new Date('2026-03-06T23:30:00Z'), 'Mars/Olympus')).toBe(day('2026-03-06'));
  });
});
