import { TRIAL_DAYS, type PaidPlanId } from './plans';
import { zoneDayOf } from '../segments/zone-days';

/**
 * What an account uses of its plan and what it may still send (spec 2 §2.3, §9; spec 3 §2.11): the
 * contacts it holds, the emails sent in the billing period against its credits, and today's sends
 * against the daily limit, today being the calendar day in the account's timezone.
 */

const DAY_MS = 86_400_000;

/** Spec 2 §9: usage warnings at 70 and 95 percent (70 being the default one) and the limit at 100. */
export const USAGE_NOTICE_PERCENT = 70;
export const USAGE_WARNING_PERCENT = 95;
export const USAGE_LIMIT_PERCENT = 100;
export const DEFAULT_USAGE_WARNING_PERCENT = USAGE_NOTICE_PERCENT;

export type UsageLevel = 'normal' | 'notice' | 'warning' | 'limit';

/** Whole percent used, rounded down so 99.9 % never reads as the limit; nothing allowed reads as full. */
export const usagePercent = (used: number, allowed: number): number =>
  allowed > 0 ? Math.floor((Math.max(0, used) * 100) / allowed) : 100;

export const usageLevel = (percent: number): UsageLevel =>
  percent >= USAGE_LIMIT_PERCENT
    ? 'limit'
    : percent >= USAGE_WARNING_PERCENT
      ? 'warning'
      : percent >= USAGE_NOTICE_PERCENT
        ? 'notice'
        : 'normal';

/**
 * Emails a day (spec 3 §2.11: 'email/day', raised on request). A paid plan may send once a day to every
 * contact it is bought for; the free plans, whose senders have no reputation yet, a fixed number.
 */
export const FREE_DAILY_SENDING_LIMIT = 1_000;
export const dailySendingLimit = (plan: { planId: PaidPlanId; contactSlab: number } | null): number =>
  plan ? plan.contactSlab : FREE_DAILY_SENDING_LIMIT;

/** The same day `months` later, or the month's last day when it has no such day (31 January + 1 → 28/29 February). */
export const addMonths = (from: Date, months: number): Date => {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(
    from.getUTCHours(),
    from.getUTCMinutes(),
    from.getUTCSeconds(),
    from.getUTCMilliseconds(),
  );
  return target;
};

/** How far the wall clock of a timezone is ahead of UTC at an instant, in milliseconds. */
export const zoneOffsetMs = (instant: Date, timezone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
};

/** The instant a calendar day (days since 1970-01-01) begins in a timezone, daylight saving time included. */
export const zoneDayStart = (day: number, timezone: string): Date => {
  const midnight = day * DAY_MS;
  const first = midnight - zoneOffsetMs(new Date(midnight), timezone);
  // The offset at the day's start may differ from the one at UTC midnight (a change of clocks between them).
  return new Date(midnight - zoneOffsetMs(new Date(first), timezone));
};

export interface TimeWindow {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** Today in the account's timezone, as the window of instants the daily limit counts. */
export const zoneDayWindow = (now: Date, timezone: string): TimeWindow => {
  const day = zoneDayOf(now, timezone);
  return { start: zoneDayStart(day, timezone), end: zoneDayStart(day + 1, timezone) };
};

/** Two days: more than a timezone or a change of clocks moves a month's end. */
const TERM_SLACK_MS = 2 * DAY_MS;

/** What the billing period is read from. */
export interface UsagePeriodSource {
  /** The paid subscription's current term; an annual one renews its email credits each month of it. */
  subscription: { start: Date; end: Date } | null;
  /** The Free Trial's end; it started TRIAL_DAYS before. */
  trialDueDate: Date | null;
}

/**
 * The billing period email credits are counted in: the month of the subscription `now` falls in (monthly
 * steps from its start, within its term), else the Free Trial, else the calendar month in the account's
 * timezone. After the term or the trial has ended, its last period stays current until a new one starts.
 */
export const currentUsagePeriod = (source: UsagePeriodSource, now: Date, timezone: string): TimeWindow => {
  const { subscription, trialDueDate } = source;
  if (subscription) {
    let months = 0;
    // A term counted in the account's time (renewals) may end up to a day either side of the UTC month: what
    // is left after the last whole month, shorter than TERM_SLACK_MS, belongs to that month, not a new one.
    const stepsBefore = (at: Date) => at.getTime() < subscription.end.getTime() - TERM_SLACK_MS;
    while (
      addMonths(subscription.start, months + 1) <= now &&
      stepsBefore(addMonths(subscription.start, months + 1))
    )
      months += 1;
    const start = addMonths(subscription.start, months);
    const next = addMonths(subscription.start, months + 1);
    return { start, end: stepsBefore(next) ? next : subscription.end };
  }
  if (trialDueDate)
    return { start: new Date(trialDueDate.getTime() - TRIAL_DAYS * DAY_MS), end: trialDueDate };
  const day = zoneDayOf(now, timezone);
  const today = new Date(day * DAY_MS);
  const firstOfMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1) / DAY_MS;
  const firstOfNext = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1) / DAY_MS;
  return { start: zoneDayStart(firstOfMonth, timezone), end: zoneDayStart(firstOfNext, timezone) };
};

/** What may still be sent: in the billing period (credits left) and today (daily limit left). */
export interface SendingAllowance {
  remainingInPeriod: number;
  remainingToday: number;
}

export const sendingAllowanceOf = (usage: {
  emailCredits: number;
  sentInPeriod: number;
  dailyLimit: number;
  sentToday: number;
}): SendingAllowance => ({
  remainingInPeriod: Math.max(0, usage.emailCredits - usage.sentInPeriod),
  remainingToday: Math.max(0, usage.dailyLimit - usage.sentToday),
});

export type SendingRefusal = 'EMAIL_CREDITS_USED' | 'DAILY_LIMIT_REACHED';

/** Why `count` more emails may not go now, the billing period's credits first; null when they may. */
export const sendingRefusal = (allowance: SendingAllowance, count: number): SendingRefusal | null =>
  count > allowance.remainingInPeriod
    ? 'EMAIL_CREDITS_USED'
    : count > allowance.remainingToday
      ? 'DAILY_LIMIT_REACHED'
      : null;

/** One day of the usage report: the emails sent on it and the contacts they went to. */
export interface UsageDay {
  /** yyyy-mm-dd in the account's timezone. */
  day: string;
  sent: number;
  contacts: number;
}

const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Every day of a period up to `until` (today), in order, with the counts the database found and zero on the
 * others, so the report has no gaps.
 */
export const usageDays = (
  period: TimeWindow,
  until: Date,
  timezone: string,
  counted: readonly UsageDay[],
): UsageDay[] => {
  const byDay = new Map(counted.map((row) => [row.day, row]));
  const first = zoneDayOf(period.start, timezone);
  const lastInstant = until < period.end ? until : new Date(period.end.getTime() - 1);
  const last = zoneDayOf(lastInstant, timezone);
  const days: UsageDay[] = [];
  for (let day = first; day <= last; day += 1) {
    const key = isoDay(day);
    days.push(byDay.get(key) ?? { day: key, sent: 0, contacts: 0 });
  }
  return days;
};

const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The usage report as a CSV file: a row a day, then the period's totals. */
export const usageReportCsv = (days: readonly UsageDay[]): string => {
  const rows: (string | number)[][] = [['Date', 'Emails sent', 'Contacts emailed']];
  for (const day of days) rows.push([day.day, day.sent, day.contacts]);
  rows.push(['Total', days.reduce((sum, day) => sum + day.sent, 0), '']);
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
};
