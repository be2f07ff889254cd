import { type Kysely, sql } from 'kysely';

/**
 * Retries of declined renewals: the saved card is charged again by itself during the grace period (1, 3 and 5
 * days after the first decline, in the account's time), each attempt with its own idempotency key. `attempts`
 * counts the automatic charges made for the invoice; `retry_at` is when the next one is due, null when none is.
 * Invoices declined before this migration have had their one attempt and are not retried.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table billing_renewals
      add column attempts integer not null default 0 check (attempts >= 0),
      add column retry_at timestamptz;
    update billing_renewals set attempts = 1 where declined_at is not null;
    create index billing_renewals_retry_idx on billing_renewals (retry_at) where retry_at is not null;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
