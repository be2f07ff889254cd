import { describe, expect, it } from 'vitest';
import { segmentTimezone, timezoneOffsetAt } from './account-timezone';

describe('account timezone', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('reads the offset of a named timezone at the given moment', () => {
    expect(timezoneOffsetAt('UTC', winter)).toBe(0);
    expect(timezoneOffsetAt('Asia/Kolkata', winter)).toBe(330);
    expect(timezoneOffsetAt('America/Los_Angeles', winter)).toBe(-480);
    expect(timezoneOffsetAt('America/Los_Angeles', summer)).toBe(-420);
  });

  it('falls back to UTC for an unknown name', () => {
    expect(timezoneOffsetAt('Not/AZone', winter)).toBe(0);
  });

  it('gives the definition its label and offset', () => {
    expect(segmentTimezone('Asia/Kolkata', winter)).toEqual({ label: 'Asia/Kolkata', offset: '+05:30' });
    expect(segmentTimezone('UTC', winter)).toEqual({ label: 'UTC', offset: '+00:00' });
  });
});
