/** Past this many keys in memory, the one heard from longest ago is dropped (it starts again with a full allowance). */
const MAX_KEYS = 100_000;

/**
 * Requests per minute per API key, as a token bucket: a key may spend a whole minute's allowance at once,
 * and the allowance refills continuously. Kept in this process's memory, so with several API processes each
 * grants the allowance separately.
 */
export class KeyRateLimiter {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  /** Takes one request from the key's allowance: 0 when allowed, else the whole seconds until one is free. */
  take(keyId: number, perMinute: number, now = Date.now()): number {
    const perMs = perMinute / 60_000;
    const bucket = this.buckets.get(keyId) ?? { tokens: perMinute, at: now };
    this.buckets.delete(keyId);
    bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    // Re-inserted last, so the map's first entry is always the one heard from longest ago.
    if (this.buckets.size >= MAX_KEYS) this.buckets.delete(this.buckets.keys().next().value ?? -1);
    this.buckets.set(keyId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
  }
}
