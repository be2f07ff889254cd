import type { CampaignReportPoint } from '@sendwell/contracts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The series goes by the hour for this many hours after sending started, then by the day. */
export const HOURLY_BUCKETS = 48;

/** The wall-clock hour of an instant in a timezone, as the series labels it: 'YYYY-MM-DDTHH:00'. */
export const localHourLabel = (instant: Date, timezone: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:00`;
};

// Labels are wall-clock times: stepping them as if in UTC steps the wall clock.
const msOf = (label: string): number => Date.parse(`${label}:00.000Z`);
const labelOf = (ms: number): string => new Date(ms).toISOString().slice(0, 16);

/**
 * The series with its empty buckets, so the chart's axis keeps time: every hour from the one sending started
 * in up to the last hour with activity (48 at most), then every day up to the last day with activity.
 */
export const fillReportSeries = (points: CampaignReportPoint[], startHour: string): CampaignReportPoint[] => {
  const fill = (granularity: CampaignReportPoint['granularity'], from: number, to: number, step: number) => {
    const known = new Map(
      points.filter((point) => point.granularity === granularity).map((point) => [point.at, point]),
    );
    const filled: CampaignReportPoint[] = [];
    for (let at = from; at <= to; at += step) {
      const label = labelOf(at);
      filled.push(known.get(label) ?? { at: label, granularity, opens: 0, clicks: 0, unsubscribes: 0 });
    }
    return filled;
  };
  const hourly = points.filter((point) => point.granularity === 'hour').map((point) => msOf(point.at));
  const daily = points.filter((point) => point.granularity === 'day').map((point) => msOf(point.at));
  const start = Math.min(msOf(startHour), ...hourly);
  return [
    ...(hourly.length > 0 ? fill('hour', start, Math.max(...hourly), HOUR) : []),
    ...(daily.length > 0 ? fill('day', Math.min(...daily), Math.max(...daily), DAY) : []),
  ];
};
