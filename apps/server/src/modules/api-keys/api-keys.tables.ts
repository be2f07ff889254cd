import type { ColumnType, Generated } from 'kysely';

export interface ApiKeysTable {
  account_id: string;
  id: Generated<number>;
  name: Generated<string>;
  key_hash: string;
  key_prefix: string;
  requests_per_minute: Generated<number>;
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface ApiKeyTables {
  api_keys: ApiKeysTable;
}
