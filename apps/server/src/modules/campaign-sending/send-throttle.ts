import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Spaces hand-offs so no more than `perSecond` start in any second (a token bucket holding one second's worth);
 * without a limit it never waits.
 */
export const createThrottle = (perSecond: number | undefined): (() => Promise<void>) => {
  if (!perSecond) return async () => {};
  const interval = 1000 / perSecond;
  let next = 0;
  return async () => {
    const now = performance.now();
    next = Math.max(next, now - 1000) + interval;
    if (next > now) await sleep(next - now);
  };
};
