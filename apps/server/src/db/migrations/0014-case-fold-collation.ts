import { type Kysely, sql } from 'kysely';

/**
 * The collation text is case-folded under (see db/fold-case.ts). lower() and upper()
 * follow the database's own collation, which under the C locale (the embedded cluster's) touches ASCII
 * letters only; ICU's root locale maps every Unicode letter whatever the database's locale. A Postgres
 * built without ICU cannot give that, so the migration stops with a message saying what is needed
 * rather than letting segments silently miss contacts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ icu: boolean }>`select exists (select 1 from pg_collation where collprovider = 'i') as icu`.execute(db);
  if (!rows[0]?.icu) {
    throw new Error(
      'Sendwell needs PostgreSQL built with ICU support (configure --with-icu; the official packages and images have it) to compare text without regard to case in every language.',
    );
  }
  await sql`create collation if not exists case_fold (provider = icu, locale = 'und')`.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: the segment engine depends on the collation.
}
