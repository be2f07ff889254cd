import { type Kysely, sql } from 'kysely';
import { foldCase } from '../fold-case';

/**
 * Templates: each template of an account, the versions of its content (HTML, AMP and the editor's JSON of
 * each save), and the files of uploads still in progress. Email types (0005) get a name index that folds
 * case in every language, so 'Newsletter' and 'NEWSLETTER' are one type, archived or not. No user could
 * create an email type before this, so no existing names clash under the new rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table templates (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      name text not null,
      category text not null check (category in ('saved', 'uploaded', 'other')),
      has_amp boolean not null default false,
      email_type_id bigint,
      version integer not null default 1,
      sort_order double precision,
      folder text,
      hide_duplicate boolean not null default false,
      hide_delete boolean not null default false,
      thumbnail_path text,
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      archived_at timestamptz,
      primary key (account_id, id),
      foreign key (account_id, email_type_id) references email_types (account_id, id)
    );
    -- The saved list: live templates, most recently changed first.
    create index templates_live_idx on templates (account_id, updated_at desc, id desc) where archived_at is null;

    create table template_versions (
      account_id uuid not null,
      template_id bigint not null,
      version integer not null,
      html text not null,
      amp text,
      editor_json jsonb,
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      primary key (account_id, template_id, version),
      foreign key (account_id, template_id) references templates (account_id, id)
    );

    -- A file of an upload in progress, checked and kept until the template is created from it.
    create table template_upload_files (
      account_id uuid not null references accounts (id),
      draft_id text not null,
      kind text not null check (kind in ('HTML', 'AMP')),
      file_name text not null,
      content text not null,
      created_at timestamptz not null default now(),
      primary key (account_id, draft_id, kind)
    );
  `.execute(db);
  await sql`drop index email_types_name_key`.execute(db);
  await sql`create unique index email_types_name_key on email_types (account_id, ${foldCase(sql`btrim(name)`)})`.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
