import { type Kysely, sql } from 'kysely';

/**
 * Shopify billing after the purchase (spec 2 §4.4): the latest state Shopify reported of each app subscription,
 * with the time Shopify gives it, so a delivery replayed or received out of order never undoes a newer state;
 * when the plan it pays for ends (cancelled: at once, or at the end of the period Shopify says is paid) and
 * when it did end, which the billing screen explains. A paid plan remembers the app subscription it came from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_shopify_subscriptions (
      account_id uuid not null references accounts (id),
      subscription_id text not null,
      status text not null check (status in ('PENDING', 'ACTIVE', 'DECLINED', 'EXPIRED', 'FROZEN', 'CANCELLED', 'ACCEPTED')),
      -- Shopify's updated_at of the state (or when Shopify was asked): only a later one replaces it.
      status_at timestamptz not null,
      plan_ends_at timestamptz,
      plan_ended_at timestamptz,
      primary key (account_id, subscription_id)
    );
    create index billing_shopify_subscriptions_due_idx on billing_shopify_subscriptions (plan_ends_at)
      where plan_ends_at is not null and plan_ended_at is null;

    alter table billing_subscriptions add column provider_reference text;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
