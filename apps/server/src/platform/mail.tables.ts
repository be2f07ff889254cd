import type { ColumnType } from 'kysely';

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  html: string;
  body_text: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
