import { type Kysely, sql } from 'kysely';

/**
 * The plan lock (spec 2 §2.4, §2.6, §4.5): an account whose trial or subscription ended is locked by the
 * scheduled job until it pays; and downgrades, which are done on request, kept as requests the owner sees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table accounts
      add column locked_at timestamptz,
      add column lock_reason text check (lock_reason in ('trialEnded', 'subscriptionEnded')),
      add check ((locked_at is null) = (lock_reason is null));

    -- The scheduled job looks only at accounts with an end date that are not locked yet.
    create index accounts_plan_end_idx on accounts (coalesce(subscription_end_date, trial_due_date))
      where locked_at is null;

    create table billing_downgrade_requests (
      account_id uuid not null references accounts (id),
      id uuid not null default gen_random_uuid(),
      plan_id text not null check (plan_id in ('lite', 'pro', 'max')),
      contact_slab integer not null check (contact_slab > 0),
      period text not null check (period in ('monthly', 'annual')),
      requested_by uuid references users (id),
      created_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    -- One open request per account: asking again replaces it.
    create unique index billing_downgrade_requests_one_idx on billing_downgrade_requests (account_id);
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
