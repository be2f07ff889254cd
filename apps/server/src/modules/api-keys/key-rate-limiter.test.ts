import { describe, expect, it } from 'vitest';
import { KeyRateLimiter } from './key-rate-limiter';

describe('KeyRateLimiter', () => {
  it("grants a minute's allowance at once, then asks to wait for the next request", () => {
    const limiter = new KeyRateLimiter();
    const now = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take(7, 3, now))).toEqual([0, 0, 0]);
    expect(limiter.take(7, 3, now)).toBe(20);
  });

  it('refills continuously', () => {
    const limiter = new KeyRateLimiter();
    const now = 1_000_000;
    limiter.take(7, 60, now);
    for (let i = 0; i < 59; i++) limiter.take(7, 60, now);
    expect(limiter.take(7, 60, now)).toBe(1);
    expect(limiter.take(7, 60, now + 1_000)).toBe(0);
  });

  it('keeps each key to its own allowance', () => {
    const limiter = new KeyRateLimiter();
    expect(limiter.take(1, 1, 0)).toBe(0);
    expect(limiter.take(1, 1, 0)).toBe(60);
    expect(limiter.take(2, 1, 0)).toBe(0);
  });
});
