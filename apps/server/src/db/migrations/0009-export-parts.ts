import { type Kysely, sql } from 'kysely';

/**
 * A large list is exported by several COPYs at once, each into its own file; the download serves them one
 * after the other. Joining them into one file afterwards cost a tenth of the export.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table exports add column file_parts smallint not null default 1 check (file_parts between 1 and 16)`.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: the parts of finished exports would no longer be found.
}
