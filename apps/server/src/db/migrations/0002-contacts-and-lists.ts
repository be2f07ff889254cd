import { type Kysely, sql } from 'kysely';

/**
 * The marketing data model. Every table leads its primary key with account_id (the distribution
 * column for Citus). Ids are bigint identities: list_members and email_activity hold tens of millions
 * of rows per large account, and 8-byte keys keep them and their indexes small.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contacts (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      email text not null,
      is_unsubscribed boolean not null default false,
      is_blocked boolean not null default false,
      properties jsonb not null default '{}'::jsonb,
      source text not null default 'manual',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      archived_at timestamptz,
      -- Set when archived along with a list, so restoring that list restores exactly these contacts.
      archived_with_list_id bigint,
      primary key (account_id, id)
    );
    create unique index contacts_email_key on contacts (account_id, lower(email));
    create index contacts_created_idx on contacts (account_id, created_at);

    create table contact_properties (
      account_id uuid not null references accounts (id),
      key text not null,
      type text not null check (type in ('string', 'number', 'boolean', 'date')),
      source_type text not null default 'custom',
      is_read_only boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (account_id, key)
    );

    create table lists (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      name text not null,
      type text not null,
      source text not null default 'manual',
      processing boolean not null default false,
      processing_count integer not null default 0,
      recipients_count integer not null default 0,
      -- Sent campaigns that targeted the list; kept by triggers on campaign_lists and campaigns below.
      campaigns_sent integer not null default 0,
      is_ai_generated boolean not null default false,
      definition jsonb,
      archived_at timestamptz,
      archive_contacts boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    create unique index lists_name_key on lists (account_id, lower(btrim(name)));
    -- The table's common orders read one page straight from an index instead of sorting every list.
    create index lists_live_updated_idx on lists (account_id, updated_at desc, id desc) where archived_at is null;
    create index lists_live_name_idx on lists (account_id, lower(name), id) where archived_at is null;
    create index lists_live_created_idx on lists (account_id, created_at desc, id desc) where archived_at is null;
    create index lists_live_count_idx on lists (account_id, recipients_count desc, id desc) where archived_at is null;

    create table list_members (
      account_id uuid not null,
      list_id bigint not null,
      contact_id bigint not null,
      added_at timestamptz not null default now(),
      primary key (account_id, list_id, contact_id)
    );
    create index list_members_contact_idx on list_members (account_id, contact_id);

    create table senders (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      email text not null,
      name text not null default '',
      provider text not null default 'sendwell',
      status text not null default 'VERIFIED',
      created_at timestamptz not null default now(),
      primary key (account_id, id)
    );

    create table campaigns (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      name text not null,
      campaign_type text not null default 'bulk' check (campaign_type in ('bulk', 'TRIGGERED')),
      status text not null default 'draft',
      sender_id bigint,
      is_archived boolean not null default false,
      sent_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (account_id, id)
    );

    create table campaign_lists (
      account_id uuid not null,
      campaign_id bigint not null,
      list_id bigint not null,
      primary key (account_id, list_id, campaign_id)
    );

    -- Statement-level, so a bulk insert recounts each touched list once.
    create function recount_list_campaigns() returns trigger language plpgsql as $fn$
    begin
      update lists l set campaigns_sent = (
        select count(*) from campaign_lists cl
        join campaigns ca on ca.account_id = cl.account_id and ca.id = cl.campaign_id
        where cl.account_id = l.account_id and cl.list_id = l.id and ca.sent_at is not null)
      where (l.account_id, l.id) in (select distinct account_id, list_id from changed);
      return null;
    end $fn$;
    create trigger campaign_lists_added after insert on campaign_lists
      referencing new table as changed for each statement execute function recount_list_campaigns();
    create trigger campaign_lists_removed after delete on campaign_lists
      referencing old table as changed for each statement execute function recount_list_campaigns();

    create function recount_lists_of_campaigns() returns trigger language plpgsql as $fn$
    begin
      update lists l set campaigns_sent = (
        select count(*) from campaign_lists cl
        join campaigns ca on ca.account_id = cl.account_id and ca.id = cl.campaign_id
        where cl.account_id = l.account_id and cl.list_id = l.id and ca.sent_at is not null)
      where (l.account_id, l.id) in (
        select cl.account_id, cl.list_id from campaign_lists cl
        join changed c on c.account_id = cl.account_id and c.id = cl.campaign_id);
      return null;
    end $fn$;
    create trigger campaigns_sent_changed after update on campaigns
      referencing new table as changed for each statement execute function recount_lists_of_campaigns();

    create table email_activity (
      account_id uuid not null,
      id bigint generated always as identity,
      contact_id bigint not null,
      campaign_id bigint not null,
      kind text not null check (kind in ('sent', 'opened', 'clicked', 'submitted')),
      occurred_at timestamptz not null,
      link text,
      sender_id bigint,
      is_apple_privacy_open boolean not null default false,
      primary key (account_id, id)
    );
    create index email_activity_campaign_idx on email_activity (account_id, campaign_id, kind, contact_id);
    create index email_activity_recent_idx on email_activity (account_id, kind, occurred_at) include (contact_id, campaign_id);
    create index email_activity_contact_idx on email_activity (account_id, contact_id, occurred_at desc);

    -- Daily per-contact counters, kept current on ingest, so rate filters over the last N days read
    -- at most N small rows per contact instead of scanning activity.
    create table contact_engagement_daily (
      account_id uuid not null,
      contact_id bigint not null,
      day date not null,
      sent integer not null default 0,
      opened integer not null default 0,
      clicked integer not null default 0,
      submitted integer not null default 0,
      primary key (account_id, day, contact_id)
    );

    create table event_definitions (
      account_id uuid not null references accounts (id),
      name text not null,
      source text not null default 'custom' check (source in ('custom', 'shopify')),
      properties jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (account_id, name)
    );

    create table events (
      account_id uuid not null,
      id bigint generated always as identity,
      contact_id bigint not null,
      name text not null,
      source text not null default 'custom',
      occurred_at timestamptz not null,
      properties jsonb not null default '{}'::jsonb,
      primary key (account_id, id)
    );
    create index events_name_idx on events (account_id, name, occurred_at) include (contact_id);
    create index events_contact_idx on events (account_id, contact_id, occurred_at desc);

    create table forms (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      app_name text not null,
      form_name text not null,
      status text not null default 'published',
      created_at timestamptz not null default now(),
      primary key (account_id, id)
    );

    create table form_submissions (
      account_id uuid not null,
      id bigint generated always as identity,
      contact_id bigint not null,
      form_id bigint not null,
      app_name text not null,
      submitted_at timestamptz not null,
      properties jsonb not null default '{}'::jsonb,
      primary key (account_id, id)
    );
    create index form_submissions_app_idx on form_submissions (account_id, app_name, submitted_at) include (contact_id, form_id);

    create table journeys (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      name text not null,
      status text not null default 'Draft',
      trigger_type text not null default 'segment',
      trigger_list_id bigint,
      created_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    create index journeys_trigger_idx on journeys (account_id, trigger_list_id);

    create table exports (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      list_id bigint not null,
      list_name text not null,
      requested_by uuid not null,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      archive_contacts boolean not null default false,
      timezone_offset integer not null default 0,
      file_key text,
      size_bytes bigint,
      row_count integer,
      error text,
      created_at timestamptz not null default now(),
      completed_at timestamptz,
      primary key (account_id, id)
    );
    create index exports_list_idx on exports (account_id, list_id, created_at desc);

    -- Spreadsheet apps run a cell starting with = + - @ tab or CR as a formula; exports prefix it with '.
    create function csv_safe(value text) returns text language sql immutable parallel safe as $fn$
      select case when left(value, 1) in ('=', '+', '-', '@', E'\t', E'\r') then '''' || value else value end
    $fn$;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
