import { type Kysely, sql } from 'kysely';

/**
 * A store webhook is also known by its topic and the SHA-256 of its exact body: a signed body replayed under
 * a new delivery id, or under none, is the same delivery and records nothing. Receipts from before have no
 * hash and never collide.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table store_webhook_receipts add column body_sha256 bytea;
    create unique index store_webhook_receipts_body_key on store_webhook_receipts (account_id, connection_id, topic, body_sha256);
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: the column stays.
}
