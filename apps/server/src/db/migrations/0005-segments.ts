import { type Kysely, sql } from 'kysely';

/**
 * Segments: email types and contacts' opt-outs from them, the refresh state of dynamic segments, and the
 * indexes the segment engine and its choosers read through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_types (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      name text not null,
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    create unique index email_types_name_key on email_types (account_id, lower(btrim(name)));

    -- A contact receives every active email type unless unsubscribed altogether or opted out of that type.
    create table contact_email_type_optouts (
      account_id uuid not null,
      contact_id bigint not null,
      email_type_id bigint not null,
      created_at timestamptz not null default now(),
      primary key (account_id, contact_id, email_type_id)
    );
    create index contact_email_type_optouts_type_idx on contact_email_type_optouts (account_id, email_type_id, contact_id);

    -- When each dynamic segment was last recomputed in full; the periodic sweep refreshes the stalest.
    create table segment_refreshes (
      account_id uuid not null,
      list_id bigint not null,
      refreshed_at timestamptz not null,
      primary key (account_id, list_id)
    );

    -- One row: when the periodic sweep of dynamic segments is next due. A worker claims a tick by moving it,
    -- so several worker processes never sweep twice for the same tick.
    create table segment_sweep (
      id smallint primary key check (id = 1),
      next_run_at timestamptz not null
    );
    insert into segment_sweep (id, next_run_at) values (1, now());

    -- Incremental segment updates read the form submissions of a few contacts.
    create index form_submissions_contact_idx on form_submissions (account_id, contact_id, submitted_at);
    -- The links clicked in a campaign (the link chooser, and clicks narrowed to links) from clicks alone.
    create index email_activity_links_idx on email_activity (account_id, campaign_id, link) where kind = 'clicked';
    -- Engagement rates over the last N days read the counters of those days from the index alone.
    create index contact_engagement_daily_window_idx on contact_engagement_daily (account_id, day)
      include (contact_id, sent, opened, clicked, submitted);
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
