import { type Kysely, sql } from 'kysely';

/**
 * What the template dashboard adds: share links for review (an unguessable token, revoked rather than
 * deleted so feedback keeps its link), the feedback reviewers leave on them, a log of test emails that
 * bounds how many an account sends an hour, and the AMP part of mail kept in the development outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table template_shares (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      template_id bigint not null,
      token text not null,
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      revoked_at timestamptz,
      primary key (account_id, id),
      foreign key (account_id, template_id) references templates (account_id, id)
    );
    -- A reviewer's link names no account: the token alone finds the share.
    create unique index template_shares_token_key on template_shares (token);
    -- At most one live link per template.
    create unique index template_shares_live_key on template_shares (account_id, template_id) where revoked_at is null;

    create table template_feedback (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      share_id bigint not null,
      template_id bigint not null,
      name text not null,
      comment text not null,
      created_at timestamptz not null default now(),
      primary key (account_id, id),
      foreign key (account_id, share_id) references template_shares (account_id, id)
    );
    create index template_feedback_template_idx on template_feedback (account_id, template_id, created_at desc);

    create table template_test_sends (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      template_id bigint not null,
      recipients integer not null,
      sent_by uuid references users (id),
      created_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    create index template_test_sends_recent_idx on template_test_sends (account_id, created_at desc);

    alter table mail_outbox add column amp text;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
