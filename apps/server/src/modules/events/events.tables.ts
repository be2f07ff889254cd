import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type EventPropertyType = 'string' | 'number' | 'boolean' | 'date';

export interface EventDefinitionsTable {
  account_id: string;
  name: string;
  source: Generated<'custom' | 'shopify'>;
  properties: JSONColumnType<Record<string, EventPropertyType>, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface EventsTable {
  account_id: string;
  id: Generated<number>;
  contact_id: number;
  name: string;
  source: Generated<string>;
  occurred_at: Date;
  properties: JSONColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface EventTables {
  event_definitions: EventDefinitionsTable;
  events: EventsTable;
}
