import { type Kysely, sql } from 'kysely';

/**
 * Failed sign-ins counted per e-mail address, known or not, so guesses spread over many network addresses
 * are slowed and then stopped, and an unknown address behaves exactly like a known one. Kept in Postgres so
 * every API process counts the same attempts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_in_throttles (
      email text primary key,
      failures integer not null,
      window_started_at timestamptz not null,
      -- No password is checked for this address before then.
      retry_at timestamptz not null,
      locked_until timestamptz
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
