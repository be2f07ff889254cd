import { type Kysely, sql } from 'kysely';

/**
 * The email credits a paid plan gives each month (spec 2 §9, spec 3 §9: 'Email credits are monthly'), as a
 * ledger: one row per monthly period of the subscription for the plan's own credits, and one per period for
 * each recurring email top-up. The payment event writes the first period's rows and a scheduled job those of
 * every later month, annual terms included; a period is granted once whoever writes it first.
 * And the billing address an invoice shows, as it was when the payment was received; and the integrations an
 * account asked our team to set up (spec 3 §2.11 integration cards), one request per integration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_email_grants (
      account_id uuid not null references accounts (id),
      id uuid not null default gen_random_uuid(),
      source text not null check (source in ('plan', 'recurringTopUp')),
      -- The recurring top-up's payment; null for the plan's own credits.
      payment_id uuid,
      period_start timestamptz not null,
      period_end timestamptz not null check (period_end > period_start),
      emails integer not null check (emails > 0),
      granted_at timestamptz not null default now(),
      primary key (account_id, id),
      foreign key (account_id, payment_id) references billing_payments (account_id, id),
      check ((source = 'plan') = (payment_id is null))
    );
    -- A period is granted once per source: the job run twice, or after the payment event, adds nothing.
    create unique index billing_email_grants_once_idx on billing_email_grants (
      account_id, source, coalesce(payment_id, '00000000-0000-0000-0000-000000000000'::uuid), period_start
    );

    alter table billing_payments add column billing_address jsonb;

    create table integration_setup_requests (
      account_id uuid not null references accounts (id),
      integration_key text not null check (length(integration_key) between 1 and 60),
      requested_by uuid references users (id),
      requested_at timestamptz not null default now(),
      primary key (account_id, integration_key)
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
