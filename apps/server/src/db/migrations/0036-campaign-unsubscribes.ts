import { type Kysely, sql } from 'kysely';

/**
 * Unsubscribes that came from a campaign's message (its one-click header, its unsubscribe page): one row per
 * campaign and contact, so a repeated click or a provider's retry counts once in the campaign's report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table campaign_unsubscribes (
      account_id uuid not null,
      campaign_id bigint not null,
      contact_id bigint not null,
      -- The email type the contact left; null when it left all email.
      email_type_id bigint,
      occurred_at timestamptz not null default now(),
      primary key (account_id, campaign_id, contact_id)
    );
    create index campaign_unsubscribes_time_idx on campaign_unsubscribes (account_id, campaign_id, occurred_at);
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
