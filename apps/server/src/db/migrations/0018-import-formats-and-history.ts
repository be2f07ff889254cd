import { type Kysely, sql } from 'kysely';

/**
 * How an import reads dates and numbers (chosen at the mapping step), how many values it left empty
 * (warnings: the contact was imported without them), and how many data rows its file holds, for the
 * progress bar. Earlier imports read ISO dates and decimal points, as they always did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table imports
      add column date_format text not null default 'iso' check (date_format in ('dmy', 'mdy', 'iso')),
      add column number_format text not null default 'point' check (number_format in ('point', 'comma')),
      add column warning_count integer not null default 0,
      add column total_rows integer
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table imports drop column date_format, drop column number_format, drop column warning_count, drop column total_rows`.execute(
    db,
  );
}
