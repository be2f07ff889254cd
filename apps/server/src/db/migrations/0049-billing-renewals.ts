import { type Kysely, sql } from 'kysely';

/**
 * Renewals: when a paid plan's term ends, or the month of a recurring email top-up, Sendwell issues an invoice
 * for the next term and charges the saved card for it, once per term. An invoice is a payment (billing_payments)
 * with one renewal row here naming the term it pays for. A declined charge leaves the payment pending: it is due,
 * the plan is kept until `grace_until`, then the account falls back to the Free Plan until the owner pays it.
 * The sandbox provider keeps the charges it made on saved cards, keyed by the idempotency key it was given, as a
 * real provider does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_renewals (
      account_id uuid not null references accounts (id),
      payment_id uuid not null,
      source text not null check (source in ('plan', 'recurringTopUp')),
      -- The recurring top-up renewed; null for the plan.
      top_up_payment_id uuid,
      term_start timestamptz not null,
      term_end timestamptz not null check (term_end > term_start),
      -- The instant the plan's monthly terms count from (a term that began on the 31st ends on the 31st or
      -- the month's last day), carried from one renewal to the next.
      anchor_at timestamptz not null,
      due_at timestamptz not null,
      grace_until timestamptz not null check (grace_until > due_at),
      -- When the saved card was declined (or none could be charged); the invoice is then due.
      declined_at timestamptz,
      -- When the account fell back to the Free Plan for this unpaid invoice.
      fell_back_at timestamptz,
      primary key (account_id, payment_id),
      foreign key (account_id, payment_id) references billing_payments (account_id, id),
      foreign key (account_id, top_up_payment_id) references billing_payments (account_id, id),
      check ((source = 'plan') = (top_up_payment_id is null))
    );
    -- One invoice per term and source: a second run of the renewal job, or two at once, issue nothing twice.
    create unique index billing_renewals_once_idx on billing_renewals (
      account_id, coalesce(top_up_payment_id, '00000000-0000-0000-0000-000000000000'::uuid), term_start
    );
    create index billing_renewals_open_idx on billing_renewals (grace_until) where fell_back_at is null;

    create table billing_sandbox_charges (
      idempotency_key text primary key check (length(idempotency_key) between 1 and 255),
      id text not null unique,
      account_id uuid not null references accounts (id),
      amount integer not null check (amount >= 0),
      currency text not null check (currency in ('INR', 'USD')),
      outcome text not null check (outcome in ('succeeded', 'failed')),
      failure_reason text,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
