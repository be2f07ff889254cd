import { describe, expect, it } from 'vitest';
import { fillReportSeries, localHourLabel } from './fill-report-series';

const point = (at: string, granularity: 'hour' | 'day', opens = 1) => ({
  at,
  granularity,
  opens,
  clicks: 0,
  unsubscribes: 0,
});

describe('fillReportSeries', () => {
  it('fills the empty hours from the start and the empty days between days with activity', () => {
    const filled = fillReportSeries(
      [
        point('2026-03-02T12:00', 'hour'),
        point('2026-03-05T00:00', 'day', 2),
        point('2026-03-07T00:00', 'day', 3),
      ],
      '2026-03-02T10:00',
    );
    expect(filled.map((entry) => `${entry.granularity} ${entry.at} ${entry.opens}`)).toEqual([
      'hour 2026-03-02T10:00 0',
      'hour 2026-03-02T11:00 0',
      'hour 2026-03-02T12:00 1',
      'day 2026-03-05T00:00 2',
      'day 2026-03-06T00:00 0',
      'day 2026-03-07T00:00 3',
    ]);
  });

  it('crosses midnight and month ends by the wall clock, and answers nothing without activity', () => {
    const filled = fillReportSeries([point('2026-03-01T01:00', 'hour')], '2026-02-28T23:00');
    expect(filled.map((entry) => entry.at)).toEqual([
      '2026-02-28T23:00',
      '2026-03-01T00:00',
      '2026-03-01T01:00',
    ]);
    expect(fillReportSeries([], '2026-02-28T23:00')).toEqual([]);
  });
});

describe('localHourLabel', () => {
  it("labels an instant with its hour in the account's timezone", () => {
    expect(localHourLabel(new Date('2026-03-02T09:30:00Z'), 'Europe/Paris')).toBe('2026-03-02T10:00');
    expect(localHourLabel(new Date('2026-03-02T23:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-03T13:00');
    expect(localHourLabel(new Date('2026-03-02T00:10:00Z'), 'UTC')).toBe('2026-03-02T00:00');
  });
});
