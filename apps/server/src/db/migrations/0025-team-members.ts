import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table members drop constraint members_role_check;
    alter table members add constraint members_role_check check (role in ('primaryOwner', 'admin', 'member'));
    -- One primary owner per account: a transfer demotes the old one before it promotes the new one.
    create unique index members_one_primary_owner on members (account_id) where role = 'primaryOwner';

    -- The account's default sender; a sender that is gone reads as none.
    alter table accounts add column default_sender_id bigint;

    create table member_invitations (
      account_id uuid not null references accounts (id),
      id uuid not null default gen_random_uuid(),
      email text not null,
      role text not null check (role in ('admin', 'member')),
      limited_access boolean not null default false,
      -- The link's token, stored only as its hash; resending replaces it, so older links stop working.
      token_hash text not null,
      invited_by uuid references users (id),
      sent_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      accepted_by uuid references users (id),
      revoked_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    create unique index member_invitations_token_key on member_invitations (token_hash);
    -- At most one pending invitation per address and account.
    create unique index member_invitations_pending_key on member_invitations (account_id, lower(email))
      where accepted_at is null and revoked_at is null;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
