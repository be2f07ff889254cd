/** The zones this runtime can count days in, by the names a browser offers (plus UTC, which it may not list). */
const KNOWN_TIMEZONES = new Set(Intl.supportedValuesOf('timeZone').concat('UTC'));

export const isKnownTimezone = (timezone: string): boolean => KNOWN_TIMEZONES.has(timezone);
