import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type PropertyValue = string | number | boolean | null;

export interface ContactsTable {
  account_id: string;
  id: Generated<number>;
  email: string;
  is_unsubscribed: Generated<boolean>;
  is_blocked: Generated<boolean>;
  properties: JSONColumnType<Record<string, PropertyValue>, string | undefined, string>;
  source: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  archived_at: Date | null;
  archived_with_list_id: number | null;
}

export interface ContactPropertiesTable {
  account_id: string;
  key: string;
  type: 'string' | 'number' | 'boolean' | 'date';
  source_type: Generated<string>;
  is_read_only: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type ContactHistoryKind =
  | 'subscribed'
  | 'unsubscribed'
  | 'blocked'
  | 'unblocked'
  | 'listRemoved'
  | 'propertiesChanged'
  | 'archived'
  | 'restored';

/** How a status change came about, kept with it for the timeline. */
export type ContactChangeVia = 'page' | 'api' | 'bounce' | 'optOut' | 'import' | 'list';

export interface ContactHistoryTable {
  account_id: string;
  id: Generated<number>;
  contact_id: number;
  kind: ContactHistoryKind;
  list_id: number | null;
  list_name: string | null;
  list_added_at: Date | null;
  details: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  occurred_at: ColumnType<Date, Date | undefined, never>;
}

export interface ContactTables {
  contacts: ContactsTable;
  contact_properties: ContactPropertiesTable;
  contact_history: ContactHistoryTable;
}
