import type { ColumnType, Generated } from 'kysely';
import type { ListType } from '@sendwell/contracts';

export interface ListsTable {
  account_id: string;
  id: Generated<number>;
  name: string;
  type: ListType;
  source: Generated<string>;
  processing: Generated<boolean>;
  processing_count: Generated<number>;
  recipients_count: Generated<number>;
  campaigns_sent: Generated<number>;
  is_ai_generated: Generated<boolean>;
  definition: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  archived_at: Date | null;
  archive_contacts: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ListMembersTable {
  account_id: string;
  list_id: number;
  contact_id: number;
  added_at: ColumnType<Date, Date | undefined, never>;
}

export interface ListTables {
  lists: ListsTable;
  list_members: ListMembersTable;
}
