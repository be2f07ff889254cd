import { type Kysely, sql } from 'kysely';

/**
 * The account's side of paying: its billing address (spec 2 §3, §5.4), the credits top-ups add (read by the
 * usage figures), and the card renewals are charged to. Credits are written only when the payment provider
 * confirms a payment, in the same transaction that settles it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_addresses (
      account_id uuid primary key references accounts (id),
      first_name text not null,
      last_name text not null,
      company text not null,
      email text not null,
      line1 text not null,
      line2 text not null default '',
      city text not null,
      state text not null,
      zip text not null,
      -- ISO 3166-1 alpha-2, in capitals.
      country text not null check (country ~ '^[A-Z]{2}$'),
      phone text not null,
      -- The Indian GSTIN: kept only for country IN, only when valid, in capitals; '' otherwise.
      vat_number text not null default '' check (vat_number = '' or country = 'IN'),
      updated_by uuid references users (id),
      updated_at timestamptz not null default now()
    );

    -- A top-up's slider steps and whether its email credits come back each month.
    alter table billing_payments
      add column top_up_steps integer check (top_up_steps between 1 and 20),
      add column is_recurring boolean not null default false;

    -- Credits bought on top of the plan, one row per paid top-up. emails: extra email credits for the period
    -- (one-time ones valid until valid_until, the renewal date; recurring ones every month until cancelled).
    -- contacts: extra contacts allowed on top of the plan's slab until valid_until.
    create table billing_credits (
      account_id uuid not null references accounts (id),
      id uuid not null default gen_random_uuid(),
      payment_id uuid not null,
      kind text not null check (kind in ('emails', 'contacts')),
      units integer not null check (units > 0),
      is_recurring boolean not null default false,
      valid_from timestamptz not null,
      valid_until timestamptz,
      created_at timestamptz not null default now(),
      primary key (account_id, id),
      unique (account_id, payment_id),
      foreign key (account_id, payment_id) references billing_payments (account_id, id)
    );
    create index billing_credits_valid_idx on billing_credits (account_id, kind, valid_until);

    -- The card renewals are charged to: only what a receipt shows, never the number.
    create table billing_payment_methods (
      account_id uuid primary key references accounts (id),
      brand text not null,
      last4 text not null check (last4 ~ '^[0-9]{4}$'),
      updated_by uuid references users (id),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
