import type { RangeValue } from '@sendwell/contracts';
import { formatLocalDay, localDayOf } from '../segments/relative-dates';

/** A time window read from words: the last N days, or a span of calendar days (inclusive). */
export type CopilotRange =
  | { kind: 'last'; days: number }
  | { kind: 'days'; from: number; to: number }
  /** Strictly before a day. */
  | { kind: 'before'; day: number };

export interface DateMatch {
  range: CopilotRange;
  /** Token positions the phrase used. */
  start: number;
  end: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const UNITS: Record<string, number> = {
  day: 1,
  days: 1,
  week: 7,
  weeks: 7,
  wk: 7,
  wks: 7,
  month: 30,
  months: 30,
  mo: 30,
  year: 365,
  years: 365,
  yr: 365,
};
const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  thirty: 30,
  ninety: 90,
};

export const monthOf = (token: string | undefined): number | null => {
  if (!token || token.length < 3) return null;
  const index = MONTHS.indexOf(token.slice(0, 3));
  if (index < 0) return null;
  const full =
    [
      'january',
      'february',
      'march',
      'april',
      'may',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
    ][index] ?? '';
  return full.startsWith(token) || token === 'sept' ? index : null;
};

export const numberOf = (token: string | undefined): number | null => {
  if (token === undefined) return null;
  if (/^\d+(\.\d+)?$/.test(token)) return Number(token);
  return WORD_NUMBERS[token] ?? null;
};

const dayOfDate = (year: number, month: number, day: number) =>
  Math.floor(Date.UTC(year, month, day) / 86_400_000);

/** Today's calendar day in the account's offset and its year/month. */
const calendar = (now: Date, offsetMinutes: number) => {
  const today = localDayOf(now.getTime(), offsetMinutes);
  const date = new Date(today * 86_400_000);
  return { today, year: date.getUTCFullYear(), month: date.getUTCMonth() };
};

/**
 * Finds the first time phrase in the tokens: 'in the last 30 days', 'past 2 weeks', 'last quarter',
 * 'since March', 'this year', 'yesterday', 'in May', 'before 2025'... Calendar words count in the
 * account's timezone; a month without a year is the latest one that has begun.
 */
export const findDateRange = (
  tokens: readonly string[],
  now: Date,
  offsetMinutes: number,
): DateMatch | null => {
  const { today, year, month } = calendar(now, offsetMinutes);
  const monthSpan = (y: number, m: number) => ({
    from: dayOfDate(y, m, 1),
    to: Math.min(today, dayOfDate(y, m + 1, 1) - 1),
  });
  const latestYearOf = (m: number) => (m <= month ? year : year - 1);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? '';
    const next = tokens[i + 1];
    const after = tokens[i + 2];
    // last/past/previous N units, within N units, N units ago
    if (['last', 'past', 'previous', 'within', 'recent'].includes(t)) {
      const skip = next === 'the' ? 1 : 0;
      const n = numberOf(tokens[i + 1 + skip]);
      const unit = tokens[i + 2 + skip];
      if (n !== null && unit !== undefined && UNITS[unit] !== undefined) {
        let start = i;
        if (tokens[start - 1] === 'the') start--;
        if (['in', 'during', 'over', 'for'].includes(tokens[start - 1] ?? '')) start--;
        const days = unitDays(n, unit, now, offsetMinutes);
        return { range: { kind: 'last', days }, start, end: i + 2 + skip };
      }
      const single = tokens[i + 1 + skip];
      const unitOnly = single !== undefined && UNITS[single] !== undefined && numberOf(single) === null;
      if (t === 'last' || t === 'past' || t === 'previous') {
        const start = i > 0 && ['in', 'during', 'over'].includes(tokens[i - 1] ?? '') ? i - 1 : i;
        if (single === 'quarter') {
          const q = Math.floor(month / 3);
          const [qy, qm] = q === 0 ? [year - 1, 9] : [year, (q - 1) * 3];
          return {
            range: { kind: 'days', from: dayOfDate(qy, qm, 1), to: dayOfDate(qy, qm + 3, 1) - 1 },
            start,
            end: i + 1 + skip,
          };
        }
        if (single === 'month') {
          const [py, pm] = month === 0 ? [year - 1, 11] : [year, month - 1];
          return { range: { kind: 'days', ...monthSpan(py, pm) }, start, end: i + 1 + skip };
        }
        if (single === 'year')
          return {
            range: { kind: 'days', from: dayOfDate(year - 1, 0, 1), to: dayOfDate(year, 0, 1) - 1 },
            start,
            end: i + 1 + skip,
          };
        if (single === 'week') {
          // The previous Monday-to-Sunday week.
          const weekday = (new Date(today * 86_400_000).getUTCDay() + 6) % 7;
          const monday = today - weekday - 7;
          return { range: { kind: 'days', from: monday, to: monday + 6 }, start, end: i + 1 + skip };
        }
        if (unitOnly && single === 'day')
          return { range: { kind: 'last', days: 1 }, start, end: i + 1 + skip };
      }
    }
    if (
      ['in', 'within', 'over', 'for', 'during'].includes(t) &&
      numberOf(next) !== null &&
      after !== undefined &&
      UNITS[after] !== undefined
    ) {
      return {
        range: { kind: 'last', days: unitDays(numberOf(next) ?? 0, after, now, offsetMinutes) },
        start: i,
        end: i + 2,
      };
    }
    if (n2(t) !== null && next !== undefined && UNITS[next] !== undefined && after === 'ago') {
      const days = unitDays(n2(t) ?? 0, next, now, offsetMinutes);
      return { range: { kind: 'days', from: today - days, to: today - days }, start: i, end: i + 2 };
    }
    if (t === 'this' && (next === 'month' || next === 'year' || next === 'quarter' || next === 'week')) {
      let from = dayOfDate(year, 0, 1);
      if (next === 'month') from = dayOfDate(year, month, 1);
      if (next === 'quarter') from = dayOfDate(year, Math.floor(month / 3) * 3, 1);
      if (next === 'week') from = today - ((new Date(today * 86_400_000).getUTCDay() + 6) % 7);
      return {
        range: { kind: 'days', from, to: today },
        start: i > 0 && tokens[i - 1] === 'in' ? i - 1 : i,
        end: i + 1,
      };
    }
    if (t === 'today') return { range: { kind: 'days', from: today, to: today }, start: i, end: i };
    if (t === 'yesterday')
      return { range: { kind: 'days', from: today - 1, to: today - 1 }, start: i, end: i };
    if (t === 'ytd')
      return { range: { kind: 'days', from: dayOfDate(year, 0, 1), to: today }, start: i, end: i };
    if (t === 'since' || t === 'after') {
      const m = monthOf(next);
      if (m !== null) {
        const explicitYear = yearOf(after);
        const y = explicitYear ?? latestYearOf(m);
        const end = explicitYear !== null ? i + 2 : i + 1;
        const from = t === 'after' ? dayOfDate(y, m + 1, 1) : dayOfDate(y, m, 1);
        return { range: { kind: 'days', from, to: today }, start: i, end };
      }
      const y = yearOf(next);
      if (y !== null) {
        const from = t === 'after' ? dayOfDate(y + 1, 0, 1) : dayOfDate(y, 0, 1);
        return { range: { kind: 'days', from, to: today }, start: i, end: i + 1 };
      }
    }
    if (t === 'before') {
      const m = monthOf(next);
      const y = yearOf(next);
      if (m !== null) {
        const explicitYear = yearOf(after);
        const yy = explicitYear ?? latestYearOf(m);
        return {
          range: { kind: 'before', day: dayOfDate(yy, m, 1) },
          start: i,
          end: explicitYear !== null ? i + 2 : i + 1,
        };
      }
      if (y !== null) return { range: { kind: 'before', day: dayOfDate(y, 0, 1) }, start: i, end: i + 1 };
    }
    if ((t === 'in' || t === 'during') && monthOf(next) !== null) {
      const m = monthOf(next) ?? 0;
      const explicitYear = yearOf(after);
      const y = explicitYear ?? latestYearOf(m);
      return {
        range: { kind: 'days', ...monthSpan(y, m) },
        start: i,
        end: explicitYear !== null ? i + 2 : i + 1,
      };
    }
    if ((t === 'in' || t === 'during') && yearOf(next) !== null) {
      const y = yearOf(next) ?? year;
      return {
        range: { kind: 'days', from: dayOfDate(y, 0, 1), to: Math.min(today, dayOfDate(y + 1, 0, 1) - 1) },
        start: i,
        end: i + 1,
      };
    }
  }
  return null;
};

const n2 = numberOf;
const yearOf = (token: string | undefined): number | null =>
  token !== undefined && /^(19|20)\d{2}$/.test(token) ? Number(token) : null;

/** N units back from today in days; months and years count calendar months. */
const unitDays = (n: number, unit: string, now: Date, offsetMinutes: number): number => {
  const perUnit = UNITS[unit] ?? 1;
  if (perUnit < 30) return Math.round(n * perUnit);
  const { today } = calendar(now, offsetMinutes);
  const date = new Date(today * 86_400_000);
  const months = perUnit === 365 ? n * 12 : n;
  const back = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, date.getUTCDate()) / 86_400_000;
  return Math.round(today - back);
};

/** The range as an activity, event or submission filter carries it. */
export const activityRange = (
  range: CopilotRange | null,
): { range: 'overAll' | 'last' | 'betweenDates' | 'beforeDate'; rangeValue?: RangeValue } => {
  if (range === null) return { range: 'overAll' };
  if (range.kind === 'before')
    return { range: 'beforeDate', rangeValue: { startValue: formatLocalDay(range.day) } };
  if (range.kind === 'last') return { range: 'last', rangeValue: { endValue: range.days } };
  return {
    range: 'betweenDates',
    rangeValue: { startValue: formatLocalDay(range.from), endValue: formatLocalDay(range.to) },
  };
};
