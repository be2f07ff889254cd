const zones = Intl.supportedValuesOf('timeZone');

/** Every IANA zone the browser knows, plus the saved one in case this browser lacks it (e.g. "UTC"). */
export const timezoneOptions = (current: string | undefined) => {
  const values = current && !zones.includes(current) ? [current, ...zones] : zones;
  return values.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
};
