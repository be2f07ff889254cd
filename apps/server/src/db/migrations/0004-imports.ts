import { type Kysely, sql } from 'kysely';

/**
 * Contact imports. An import's rows are staged in a table of their own in the import_staging schema
 * (unlogged: they are rebuilt from the stored file whenever in doubt), then merged into contacts in one
 * transaction, so an import killed at any point is simply run again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create schema if not exists import_staging;

    create table imports (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      list_id bigint not null,
      source text not null check (source in ('quick', 'csv')),
      requested_by uuid,
      file_name text,
      file_key text,
      -- How the stored file is read, settled when it was uploaded.
      encoding text not null default 'utf8' check (encoding in ('utf8', 'utf16le', 'utf16be', 'win1252')),
      delimiter text not null default ',',
      has_header boolean not null default true,
      column_count integer not null default 0,
      -- The imported columns: [{header, key, type, index}].
      mapping jsonb not null default '[]'::jsonb,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      -- Rows in the staging table once it is complete; null while it is not.
      staged_rows integer,
      processed_rows integer not null default 0,
      new_count integer not null default 0,
      updated_count integer not null default 0,
      unchanged_count integer not null default 0,
      invalid_count integer not null default 0,
      duplicate_count integer not null default 0,
      error_report_key text,
      error_code text,
      error_message text,
      -- Who works on the import and until when; a worker that dies simply stops renewing it.
      lease_owner text,
      lease_until timestamptz,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      completed_at timestamptz,
      primary key (account_id, id)
    );
    create index imports_list_idx on imports (account_id, list_id, created_at desc);
    create index imports_unfinished_idx on imports (created_at) where status in ('queued', 'running');

    create table csv_mapping_suggestions (
      account_id uuid not null references accounts (id),
      header_key text not null,
      header text not null,
      key text not null,
      updated_at timestamptz not null default now(),
      primary key (account_id, header_key)
    );

    create table product_analytics (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      user_id uuid,
      event text not null,
      properties jsonb not null default '{}'::jsonb,
      occurred_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    create index product_analytics_event_idx on product_analytics (event, occurred_at);
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
