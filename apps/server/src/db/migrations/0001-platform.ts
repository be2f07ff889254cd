import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      name text not null,
      company text not null default '',
      phone text not null default '',
      timezone text not null default 'UTC',
      password_hash text not null,
      is_verified boolean not null default false,
      current_account_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_email_key on users (lower(email));

    create table accounts (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      settings jsonb not null default '{}'::jsonb,
      flags jsonb not null default '{}'::jsonb,
      plan_name text not null default 'Free Trial',
      trial_due_date timestamptz,
      subscription_end_date timestamptz,
      contacts_allocated integer not null default 2500,
      template_folders jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now()
    );

    create table members (
      account_id uuid not null references accounts (id),
      id uuid not null default gen_random_uuid(),
      user_id uuid not null references users (id),
      role text not null check (role in ('primaryOwner', 'member')),
      limited_access boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (account_id, id),
      unique (account_id, user_id)
    );
    create index members_user_idx on members (user_id);

    create table sessions (
      token_hash text primary key,
      user_id uuid not null references users (id),
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      user_agent text not null default '',
      ip text not null default ''
    );
    create index sessions_user_idx on sessions (user_id);

    create table auth_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id),
      purpose text not null check (purpose in ('verifyEmail', 'resetPassword')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index auth_tokens_user_idx on auth_tokens (user_id, purpose);

    create table mail_outbox (
      id text primary key,
      recipient text not null,
      subject text not null,
      html text not null,
      body_text text not null,
      created_at timestamptz not null default now()
    );
    create index mail_outbox_created_idx on mail_outbox (created_at desc);
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
