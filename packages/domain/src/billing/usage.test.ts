import { describe, expect, it } from 'vitest';
import {
  currentUsagePeriod,
  dailySendingLimit,
  FREE_DAILY_SENDING_LIMIT,
  sendingAllowanceOf,
  sendingRefusal,
  usageDays,
  usageLevel,
  usagePercent,
  usageReportCsv,
  zoneDayWindow,
} from './usage';

const at = (iso: string) => new Date(iso);
const iso = (window: { start: Date; end: Date }) => [window.start.toISOString(), window.end.toISOString()];

describe('usage percent and warning level', () => {
  it('rounds down, so the limit is read only when reached', () => {
    expect(usagePercent(699, 1000)).toBe(69);
    expect(usagePercent(999, 1000)).toBe(99);
    expect(usagePercent(1000, 1000)).toBe(100);
    expect(usagePercent(1500, 1000)).toBe(150);
    expect(usagePercent(0, 0)).toBe(100);
  });

  it('warns at 70 and 95 percent and stops at 100 (spec 2 §9)', () => {
    expect(usageLevel(69)).toBe('normal');
    expect(usageLevel(70)).toBe('notice');
    expect(usageLevel(94)).toBe('notice');
    expect(usageLevel(95)).toBe('warning');
    expect(usageLevel(99)).toBe('warning');
    expect(usageLevel(100)).toBe('limit');
  });
});

describe('the daily sending limit', () => {
  it('is the contacts a paid plan is bought for, and a fixed number on the free plans', () => {
    expect(dailySendingLimit({ planId: 'pro', contactSlab: 25_000 })).toBe(25_000);
    expect(dailySendingLimit(null)).toBe(FREE_DAILY_SENDING_LIMIT);
  });
});

describe("today in the account's timezone", () => {
  it('starts at local midnight 14 hours east of UTC (Kiribati), the previous UTC day', () => {
    // 09:59 UTC on 26 November is 23:59 on 26 November in Kiritimati; 10:00 UTC is already the 27th.
    expect(iso(zoneDayWindow(at('2026-11-26T09:59:59Z'), 'Pacific/Kiritimati'))).toEqual([
      '2026-11-25T10:00:00.000Z',
      '2026-11-26T10:00:00.000Z',
    ]);
    expect(iso(zoneDayWindow(at('2026-11-26T10:00:00Z'), 'Pacific/Kiritimati'))).toEqual([
      '2026-11-26T10:00:00.000Z',
      '2026-11-27T10:00:00.000Z',
    ]);
  });

  it('follows a daylight saving change 13 hours east of UTC (Auckland in summer)', () => {
    // New Zealand moves to +13 on 27 September 2026 at 02:00 local: that day has 23 hours.
    expect(iso(zoneDayWindow(at('2026-09-27T05:00:00Z'), 'Pacific/Auckland'))).toEqual([
      '2026-09-26T12:00:00.000Z',
      '2026-09-27T11:00:00.000Z',
    ]);
    expect(iso(zoneDayWindow(at('2026-11-26T10:59:59Z'), 'Pacific/Auckland'))).toEqual([
      '2026-11-25T11:00:00.000Z',
      '2026-11-26T11:00:00.000Z',
    ]);
  });

  it('lies behind UTC in the Americas and is the UTC day in UTC', () => {
    expect(iso(zoneDayWindow(at('2026-11-27T03:00:00Z'), 'America/New_York'))).toEqual([
      '2026-11-26T05:00:00.000Z',
      '2026-11-27T05:00:00.000Z',
    ]);
    expect(iso(zoneDayWindow(at('2026-11-26T23:59:59Z'), 'UTC'))).toEqual([
      '2026-11-26T00:00:00.000Z',
      '2026-11-27T00:00:00.000Z',
    ]);
  });
});

describe('the billing period', () => {
  const start = at('2026-01-31T08:00:00Z');

  it('is the month of a monthly subscription', () => {
    const subscription = { start, end: at('2026-02-28T08:00:00Z') };
    expect(
      iso(currentUsagePeriod({ subscription, trialDueDate: null }, at('2026-02-10T00:00:00Z'), 'UTC')),
    ).toEqual(['2026-01-31T08:00:00.000Z', '2026-02-28T08:00:00.000Z']);
  });

  it('steps month by month through an annual term, and keeps its last month after the term', () => {
    const subscription = { start, end: at('2027-01-31T08:00:00Z') };
    const period = (now: string) =>
      iso(currentUsagePeriod({ subscription, trialDueDate: null }, at(now), 'UTC'));
    expect(period('2026-03-30T23:00:00Z')).toEqual(['2026-02-28T08:00:00.000Z', '2026-03-31T08:00:00.000Z']);
    expect(period('2026-03-31T08:00:00Z')).toEqual(['2026-03-31T08:00:00.000Z', '2026-04-30T08:00:00.000Z']);
    expect(period('2027-03-01T00:00:00Z')).toEqual(['2026-12-31T08:00:00.000Z', '2027-01-31T08:00:00.000Z']);
  });

  it('is the 21 days of the Free Trial', () => {
    expect(
      iso(
        currentUsagePeriod(
          { subscription: null, trialDueDate: at('2026-12-10T12:00:00Z') },
          at('2026-11-26T00:00:00Z'),
          'UTC',
        ),
      ),
    ).toEqual(['2026-11-19T12:00:00.000Z', '2026-12-10T12:00:00.000Z']);
  });

  it("is the calendar month in the account's timezone on the Free Plan", () => {
    // 30 November 11:00 UTC is already 1 December in Kiritimati (+14).
    expect(
      iso(
        currentUsagePeriod(
          { subscription: null, trialDueDate: null },
          at('2026-11-30T11:00:00Z'),
          'Pacific/Kiritimati',
        ),
      ),
    ).toEqual(['2026-11-30T10:00:00.000Z', '2026-12-31T10:00:00.000Z']);
  });
});

describe('what may still be sent', () => {
  it('is what the credits and the daily limit leave, never below zero', () => {
    expect(
      sendingAllowanceOf({ emailCredits: 100, sentInPeriod: 40, dailyLimit: 50, sentToday: 45 }),
    ).toEqual({
      remainingInPeriod: 60,
      remainingToday: 5,
    });
    expect(
      sendingAllowanceOf({ emailCredits: 100, sentInPeriod: 140, dailyLimit: 50, sentToday: 60 }),
    ).toEqual({
      remainingInPeriod: 0,
      remainingToday: 0,
    });
  });

  it('refuses for the period first, then for the day', () => {
    expect(sendingRefusal({ remainingInPeriod: 10, remainingToday: 5 }, 5)).toBeNull();
    expect(sendingRefusal({ remainingInPeriod: 10, remainingToday: 5 }, 6)).toBe('DAILY_LIMIT_REACHED');
    expect(sendingRefusal({ remainingInPeriod: 4, remainingToday: 5 }, 5)).toBe('EMAIL_CREDITS_USED');
  });
});

describe('the usage report', () => {
  it('has a row for every day of the period so far in local days, zero where nothing was sent, and a total', () => {
    const period = { start: at('2026-11-24T10:00:00Z'), end: at('2026-12-24T10:00:00Z') };
    // 26 November 10:30 UTC is 27 November in Kiritimati: the report runs to the 27th.
    const days = usageDays(period, at('2026-11-26T10:30:00Z'), 'Pacific/Kiritimati', [
      { day: '2026-11-25', sent: 3, contacts: 2 },
      { day: '2026-11-27', sent: 1, contacts: 1 },
    ]);
    expect(days.map((d) => d.day)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(usageReportCsv(days)).toBe(
      'Date,Emails sent,Contacts emailed\r\n2026-11-25,3,2\r\n2026-11-26,0,0\r\n2026-11-27,1,1\r\nTotal,4,\r\n',
    );
  });
});
