import type { ColumnType, Generated } from 'kysely';

export interface StoreConnectionsTable {
  account_id: string;
  id: Generated<number>;
  platform: Generated<string>;
  shop_domain: string;
  integration_version: 1 | 2;
  webhook_token: string;
  shared_secret: string;
  /** The Admin API access token, sealed (platform/secret-box.ts); what Shopify billing calls with (migration 0043). */
  admin_access_token: string | null;
  list_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_event_at: Date | null;
  disconnected_at: Date | null;
}

export interface StoreWebhookReceiptsTable {
  account_id: string;
  connection_id: number;
  event_id: string;
  topic: string;
  body_sha256: Buffer | null;
  email: string | null;
  events: Generated<string[]>;
  note: string | null;
  received_at: ColumnType<Date, Date | undefined, never>;
}

export interface StoreIntegrationTables {
  store_connections: StoreConnectionsTable;
  store_webhook_receipts: StoreWebhookReceiptsTable;
}
