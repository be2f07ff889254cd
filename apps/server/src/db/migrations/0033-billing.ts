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

    -- Every charge the account started: the ledger behind the billing history. Amounts are the server's quote,
    -- fixed when the checkout starts; only a verified payment event moves a payment out of 'pending'.
    create table billing_payments (
      account_id uuid not null references accounts (id),
      id uuid not null default gen_random_uuid(),
      number bigint generated always as identity,
      kind text not null check (kind in ('plan', 'emails', 'contacts')),
      plan_id text not null check (plan_id in ('lite', 'pro', 'max')),
      period text check (period in ('monthly', 'annual')),
      contact_slab integer,
      emails_added integer not null default 0,
      contacts_added integer not null default 0,
      currency text not null check (currency in ('INR', 'USD')),
      subtotal integer not null check (subtotal >= 0),
      tax integer not null check (tax >= 0),
      total integer not null check (total = subtotal + tax),
      status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
      failure_reason text,
      provider text not null,
      -- The checkout page's secret: whoever holds it may pay, as with a provider's hosted checkout link.
      checkout_token text not null unique,
      -- The same request sent twice (a double-clicked 'Pay') finds the first payment instead of making another.
      request_id text not null,
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      primary key (account_id, id),
      unique (account_id, request_id)
    );
    create index billing_payments_history_idx on billing_payments (account_id, settled_at desc) where status = 'paid';

    -- Payment events already applied, so a replayed event changes nothing.
    create table billing_events (
      provider text not null,
      event_id text not null,
      received_at timestamptz not null default now(),
      primary key (provider, event_id)
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
