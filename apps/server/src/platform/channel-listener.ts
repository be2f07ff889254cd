import pg from 'pg';

const RECONNECT_DELAY_MS = 1_000;

export interface ChannelListenerOptions {
  channel: string;
  applicationName: string;
  /** An announcement arrived on the channel. */
  heard(payload: string): void;
  /** The connection is listening (at start and after every reconnect). */
  up?(): void;
  /** The connection dropped or was stopped: announcements may have been missed. */
  down?(): void;
}

/**
 * One connection that LISTENs on a Postgres channel and keeps doing so: when the connection drops it is
 * opened again a second later, for as long as the listener is not stopped.
 */
export class ChannelListener {
  private client: pg.Client | undefined;
  private stopped = true;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    private readonly options: ChannelListenerOptions,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.options.down?.();
    await client?.end().catch(() => undefined);
  }

  /** Announces `payload` on the channel through the listening connection; false while it is down. */
  async notify(payload: string): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    try {
      await client.query('select pg_notify($1, $2)', [this.options.channel, payload]);
      return true;
    } catch {
      return false;
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.clientConfig, application_name: this.options.applicationName });
    client.on('notification', (message) => {
      if (message.channel === this.options.channel && message.payload) this.options.heard(message.payload);
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.options.down?.();
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(this.options.channel)}`);
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
    this.options.up?.();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), RECONNECT_DELAY_MS);
    this.retry.unref();
  }
}
