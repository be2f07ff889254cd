import { type Kysely, sql } from 'kysely';

/**
 * Billing: an account's paid subscription (absent on the free plans, which live on accounts.plan_name). It is
 * written only when the payment provider confirms a payment, never on the browser's word.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_subscriptions (
      account_id uuid primary key references accounts (id),
      plan_id text not null check (plan_id in ('lite', 'pro', 'max')),
      currency text not null check (currency in ('INR', 'USD')),
      period text not null check (period in ('monthly', 'annual')),
      contact_slab integer not null check (contact_slab > 0),
      -- What one period costs before tax, in minor units of the currency.
      cost integer not null check (cost >= 0),
      current_period_start timestamptz not null,
      current_period_end timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (current_period_end > current_period_start)
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
