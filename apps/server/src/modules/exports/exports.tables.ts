import type { ColumnType, Generated } from 'kysely';

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ExportsTable {
  account_id: string;
  id: Generated<number>;
  list_id: number;
  list_name: string;
  requested_by: string;
  status: Generated<ExportStatus>;
  archive_contacts: Generated<boolean>;
  timezone_offset: Generated<number>;
  file_key: string | null;
  /** The file is `file_key`, then `file_key.1` ... up to `file_parts - 1`, served in that order. */
  file_parts: Generated<number>;
  size_bytes: number | null;
  row_count: number | null;
  error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  completed_at: Date | null;
}

export interface ExportTables {
  exports: ExportsTable;
}
