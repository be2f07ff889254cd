import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export interface FormsTable {
  account_id: string;
  id: Generated<number>;
  app_name: string;
  form_name: string;
  status: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface FormSubmissionsTable {
  account_id: string;
  id: Generated<number>;
  contact_id: number;
  form_id: number;
  app_name: string;
  submitted_at: Date;
  properties: JSONColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface FormTables {
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
}
