import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface EmailTypesTable {
  account_id: string;
  id: Generated<number>;
  name: string;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ContactEmailTypeOptoutsTable {
  account_id: string;
  contact_id: number;
  email_type_id: number;
  created_at: CreatedAt;
}

export interface SegmentRefreshesTable {
  account_id: string;
  list_id: number;
  refreshed_at: Date;
}

export interface SegmentSweepTable {
  id: number;
  next_run_at: Date;
}

export interface SegmentTables {
  email_types: EmailTypesTable;
  contact_email_type_optouts: ContactEmailTypeOptoutsTable;
  segment_refreshes: SegmentRefreshesTable;
  segment_sweep: SegmentSweepTable;
}
