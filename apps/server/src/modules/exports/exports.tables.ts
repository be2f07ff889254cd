import type { ColumnType, Generated } from 'kysely';

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';
/** What is exported: a list's contacts, or a template's submissions. */
export type ExportSource = 'list' | 'templateSubmissions';

export interface ExportsTable {
  account_id: string;
  id: Generated<number>;
  source: Generated<ExportSource>;
  /** Set for a list's export. */
  list_id: number | null;
  /** The name the Download centre and the email show: the list's, or the template's with ' submissions'. */
  list_name: string;
  /** Set for a template's submissions, with the campaign when only its submissions are exported. */
  template_id: number | null;
  campaign_id: number | null;
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
