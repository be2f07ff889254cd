import type { ColumnType, Generated } from 'kysely';

export interface IdempotencyKeysTable {
  account_id: string;
  key: string;
  fingerprint: string;
  status_code: Generated<number>;
  /** The JSON answer given, parsed. */
  response: ColumnType<unknown, string | null, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ClientEventUsageTable {
  account_id: string;
  month: ColumnType<string, string, string>;
  events: Generated<number>;
}

export interface PublicApiTables {
  idempotency_keys: IdempotencyKeysTable;
  client_event_usage: ClientEventUsageTable;
}
