import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionAuth } from '../../platform/http';
import { SessionCache } from './session-cache';

const auth = (userId: string, tokenHash: string): SessionAuth => ({ sessionTokenHash: tokenHash, userId, isVerified: true, account: null });

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionCache', () => {
  it('serves a session until it expires', () => {
    vi.useFakeTimers();
    const cache = new SessionCache();
    cache.set('t1', auth('u1', 't1'));
    expect(cache.get('t1')?.userId).toBe('u1');
    vi.advanceTimersByTime(5_001);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache();
    cache.set('t1', auth('u1', 't1'));
    cache.set('t2', auth('u1', 't2'));
    cache.set('t3', auth('u2', 't3'));
    cache.forgetSession('t1');
    expect(cache.get('t1')).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('t2')).toBeUndefined();
    expect(cache.get('t3')?.userId).toBe('u2');
  });
});
