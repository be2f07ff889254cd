import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ContactPropertyType, DateFormat, ImportSource, ImportStatus, NumberFormat } from '@sendwell/contracts';

export type ImportEncoding = 'utf8' | 'utf16le' | 'utf16be' | 'win1252';

/** One imported column of the file: where it is and which property it fills. */
export interface ImportColumn {
  header: string;
  /** 'email' or a property key. */
  key: string;
  type: ContactPropertyType;
  /** Position in the file's rows. */
  index: number;
}

export interface ImportsTable {
  account_id: string;
  id: Generated<number>;
  list_id: number;
  source: ImportSource;
  requested_by: string | null;
  file_name: string | null;
  file_key: string | null;
  encoding: Generated<ImportEncoding>;
  delimiter: Generated<string>;
  has_header: Generated<boolean>;
  column_count: Generated<number>;
  mapping: JSONColumnType<ImportColumn[], string, string>;
  status: Generated<ImportStatus>;
  staged_rows: number | null;
  processed_rows: Generated<number>;
  new_count: Generated<number>;
  updated_count: Generated<number>;
  unchanged_count: Generated<number>;
  invalid_count: Generated<number>;
  duplicate_count: Generated<number>;
  warning_count: Generated<number>;
  date_format: Generated<DateFormat>;
  number_format: Generated<NumberFormat>;
  /** Data rows of the file as counted at upload (at most that many); null for a quick import. */
  total_rows: number | null;
  error_report_key: string | null;
  error_code: string | null;
  error_message: string | null;
  lease_owner: string | null;
  lease_until: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  started_at: Date | null;
  completed_at: Date | null;
}

export interface CsvMappingSuggestionsTable {
  account_id: string;
  header_key: string;
  header: string;
  key: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ProductAnalyticsTable {
  account_id: string;
  id: Generated<number>;
  user_id: string | null;
  event: string;
  properties: JSONColumnType<Record<string, unknown>, string, string>;
  occurred_at: ColumnType<Date, Date | undefined, never>;
}

export interface ImportTables {
  imports: ImportsTable;
  csv_mapping_suggestions: CsvMappingSuggestionsTable;
  product_analytics: ProductAnalyticsTable;
}
