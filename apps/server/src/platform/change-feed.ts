import pg from 'pg';

/** The channel migration 0003 announces changed tables on, as "<table>:<account id>". */
export const CHANGES_CHANNEL = 'sendwell_changes';

const RECONNECT_DELAY_MS = 1_000;

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
  private client: pg.Client | undefined;
  private stopped = true;
  private retry: NodeJS.Timeout | undefined;
  /** True only while announcements are being heard; caches must not serve anything otherwise. */
  listening = false;

  constructor(private readonly clientConfig: pg.ClientConfig) {}

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
    const client = this.client;
    if (!client || !this.listening) return;
    const token = `settle:${process.pid}.${this.nextSettle++}`;
    const heard = new Promise<void>((resolve) => this.settling.set(token, resolve));
    try {
      await client.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, token]);
    } catch {
      // The connection dropped: caches are already bypassed until it is back.
      this.settling.delete(token);
      return;
    }
    await heard;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.markDeaf();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.clientConfig, application_name: 'sendwell-changes' });
    client.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      const settled = this.settling.get(message.payload);
      if (settled) {
        this.settling.delete(message.payload);
        settled();
        return;
      }
      const separator = message.payload.indexOf(':');
      const table = message.payload.slice(0, separator);
      const accountId = message.payload.slice(separator + 1);
      for (const listener of this.listeners) listener.changed(table, accountId);
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.markDeaf();
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.listening = true;
  }

  private markDeaf(): void {
    this.listening = false;
    for (const settled of this.settling.values()) settled();
    this.settling.clear();
    for (const listener of this.listeners) listener.reset();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), RECONNECT_DELAY_MS);
    this.retry.unref();
  }
}
