import type pg from 'pg';
import { ChannelListener } from './channel-listener';

/** The channel migration 0003 announces changed tables on, as "<table>:<account id>". */
export const CHANGES_CHANNEL = 'sendwell_changes';

export interface ChangeListener {
  /** Something in `table` changed for the account. */
  changed(table: string, accountId: string): void;
  /** Changes may have been missed (the connection dropped): forget everything. */
  reset(): void;
}

/**
 * Tells this process which account's rows changed, whoever changed them: another API process, a worker, the
 * admin CLI. Postgres sends the announcement at commit, so a listener never hears of a change it cannot yet
 * read. Changes made by this process's own requests are also announced directly (`touch`), so a request
 * that follows a write sees it without waiting for the round trip through Postgres.
 */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly settling = new Map<string, () => void>();
  private nextSettle = 0;
  private readonly connection: ChannelListener;
  /** True only while announcements are being heard; caches must not serve anything otherwise. */
  listening = false;

  constructor(clientConfig: pg.ClientConfig) {
    this.connection = new ChannelListener(clientConfig, {
      channel: CHANGES_CHANNEL,
      applicationName: 'sendwell-changes',
      heard: (payload) => this.heard(payload),
      up: () => {
        this.listening = true;
      },
      down: () => this.markDeaf(),
    });
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The account changed in ways this process knows of (a request of its own wrote to it). */
  touch(accountId: string): void {
    for (const listener of this.listeners) listener.changed('*', accountId);
  }

  /**
   * Resolves once every change committed before the call has been heard. Postgres delivers announcements in
   * commit order, so hearing one sent now means all earlier ones have arrived. For callers (tests, scripts)
   * that write through another connection and must read their write back at once.
   */
  async settle(): Promise<void> {
    if (!this.listening) return;
    const token = `settle:${process.pid}.${this.nextSettle++}`;
    const heard = new Promise<void>((resolve) => this.settling.set(token, resolve));
    if (!(await this.connection.notify(token))) {
      // The connection dropped: caches are already bypassed until it is back.
      this.settling.delete(token);
      return;
    }
    await heard;
  }

  async start(): Promise<void> {
    await this.connection.start();
  }

  async stop(): Promise<void> {
    await this.connection.stop();
  }

  private heard(payload: string): void {
    const settled = this.settling.get(payload);
    if (settled) {
      this.settling.delete(payload);
      settled();
      return;
    }
    const separator = payload.indexOf(':');
    const table = payload.slice(0, separator);
    const accountId = payload.slice(separator + 1);
    for (const listener of this.listeners) listener.changed(table, accountId);
  }

  private markDeaf(): void {
    this.listening = false;
    for (const settled of this.settling.values()) settled();
    this.settling.clear();
    for (const listener of this.listeners) listener.reset();
  }
}
