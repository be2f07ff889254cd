import type { ChangeFeed } from './change-feed';

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** One account's cached answers. Replaced, never cleared in place, so a load that started before a change can tell. */
type Generation<T> = Map<string, Entry<T>>;

export interface AccountCacheOptions {
  /** The tables whose changes make an account's answers stale. */
  tables: string[];
  /** A safety net only: changes are announced, so entries rarely live this long. */
  ttlMs?: number;
  maxAccounts?: number;
  maxEntriesPerAccount?: number;
}

/**
 * Answers of read-heavy calls (the lists table polled every few seconds by every open page), kept per account
 * until the change feed says the account's rows changed. While the feed is not listening nothing is served
 * from memory, so a missed announcement can never leave a stale answer behind.
 */
export class AccountCache<T> {
  private accounts = new Map<string, Generation<T>>();
  private readonly tables: Set<string>;
  private readonly ttlMs: number;
  private readonly maxAccounts: number;
  private readonly maxEntriesPerAccount: number;

  constructor(
    private readonly feed: ChangeFeed,
    options: AccountCacheOptions,
  ) {
    this.tables = new Set(options.tables);
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxAccounts = options.maxAccounts ?? 10_000;
    this.maxEntriesPerAccount = options.maxEntriesPerAccount ?? 100;
    feed.subscribe({
      changed: (table, accountId) => {
        if (table === '*' || this.tables.has(table)) this.accounts.delete(accountId);
      },
      reset: () => {
        this.accounts = new Map();
      },
    });
  }

  async get(accountId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.feed.listening) return load();
    const generation = this.generationOf(accountId);
    const cached = generation.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const value = await load();
    // A change announced while loading replaced the generation: the value may predate it, so it is not kept.
    if (this.accounts.get(accountId) === generation && this.feed.listening) {
      if (generation.size >= this.maxEntriesPerAccount) generation.delete(generation.keys().next().value ?? '');
      generation.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    }
    return value;
  }

  private generationOf(accountId: string): Generation<T> {
    let generation = this.accounts.get(accountId);
    if (!generation) {
      // Map keeps insertion order: past the cap, the account cached longest ago goes first.
      if (this.accounts.size >= this.maxAccounts) this.accounts.delete(this.accounts.keys().next().value ?? '');
      generation = new Map();
      this.accounts.set(accountId, generation);
    }
    return generation;
  }
}
