import type { SessionAuth } from '../../platform/http';

const TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

/**
 * Resolved sessions, kept a few seconds so a busy page does not pay two queries per request. This process
 * forgets a session at once when it signs it out or changes its user; another API process sees the change
 * within TTL_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, { auth: SessionAuth; expiresAt: number }>();

  get(tokenHash: string): SessionAuth | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.auth;
  }

  set(tokenHash: string, auth: SessionAuth): void {
    // Map keeps insertion order: past the cap, the oldest entry goes first.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(tokenHash, { auth, expiresAt: Date.now() + TTL_MS });
  }

  forgetSession(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    for (const [tokenHash, entry] of this.entries) if (entry.auth.userId === userId) this.entries.delete(tokenHash);
  }
}
