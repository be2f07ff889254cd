import type { ColumnType } from 'kysely';

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  html: string;
  body_text: string;
  /** The AMP part (text/x-amp-html) of a message that has one. */
  amp: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
