import type { SegmentTimezone } from '@sendwell/contracts';
import { formatTimezoneOffset, timezoneOffsetMinutes } from '@sendwell/domain';

/**
 * The account timezone's offset from UTC at `now`, in minutes. Relative dates ("the last 7 days") and the
 * dates a card or a range pre-fills are calendar days there, not in the browser's timezone.
 */
export const timezoneOffsetAt = (timeZone: string, now: Date): number => {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    // 'GMT+05:30', 'GMT-08:00', or plain 'GMT' at UTC.
    return timezoneOffsetMinutes(name?.replace(/^GMT/, ''));
  } catch {
    // An unknown timezone name: count days in UTC rather than fail the whole wizard.
    return 0;
  }
};

/** The timezone a definition is saved with, so the server counts its days the same way. */
export const segmentTimezone = (timeZone: string, now: Date): SegmentTimezone => ({
  label: timeZone,
  offset: formatTimezoneOffset(timezoneOffsetAt(timeZone, now)),
});
