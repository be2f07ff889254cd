import { type Kysely, sql } from 'kysely';

/**
 * Sending domains: a domain an account sends from, in its ASCII (punycode) lower-case form so one domain is
 * one row however it was typed, with its DKIM selector, public key, and private key sealed with AES-256-GCM
 * (never in clear, never answered), and what the last DNS check found for each record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sender_domains (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      domain text not null check (domain = lower(domain) and octet_length(domain) = length(domain)),
      dkim_selector text not null,
      dkim_public_key text not null,
      dkim_private_key text not null,
      checks jsonb not null default '[]',
      checked_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (account_id, id),
      unique (account_id, domain)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sender_domains`.execute(db);
}
