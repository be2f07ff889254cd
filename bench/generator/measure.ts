/** Peak resident memory of this process so far, in bytes. */
export const peakRss = (): number => process.resourceUsage().maxRSS * 1024;

export const formatBytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export const formatDuration = (seconds: number): string =>
  seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(0)} s`;
