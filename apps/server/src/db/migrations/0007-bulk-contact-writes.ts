import { type Kysely, sql } from 'kysely';

/**
 * Contacts are written in bulk (a million rows in one import), and the foreign key to accounts checked
 * each of them with a lookup of its own. Every contact's account id comes from a signed-in session, an
 * API key or an import record, all of which belong to an existing account, and accounts are never
 * deleted; so the key guarded nothing the application does not already guarantee.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts drop constraint if exists contacts_account_id_fkey`.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
