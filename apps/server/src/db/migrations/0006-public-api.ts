import { type Kysely, sql } from 'kysely';

/**
 * The public API and what pushes data in: API keys, idempotent retries, the monthly custom events count,
 * the store connection and its webhook receipts, and sending-provider webhooks with their delivery events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Only a hash of each key is kept: a key is at least 256 random bits, so one sha256 is enough.
    create table api_keys (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      name text not null default '',
      key_hash text not null,
      -- The key's first characters, shown in the list to recognise it by.
      key_prefix text not null,
      requests_per_minute integer not null default 6000 check (requests_per_minute > 0),
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz,
      primary key (account_id, id)
    );
    -- A bearer key names no account, so it is found by its hash alone.
    create unique index api_keys_hash_key on api_keys (key_hash);

    -- A public API answer kept for 24 hours under the caller's Idempotency-Key, written in the same
    -- transaction as the call's own changes, so a retry either finds it or runs as if first.
    create table idempotency_keys (
      account_id uuid not null,
      key text not null,
      fingerprint text not null,
      status_code integer not null default 0,
      response jsonb,
      created_at timestamptz not null default now(),
      primary key (account_id, key)
    );
    create index idempotency_keys_created_idx on idempotency_keys (account_id, created_at);

    -- Custom events received through the public API per calendar month (UTC), against clientEventsPerMonth.
    create table client_event_usage (
      account_id uuid not null references accounts (id),
      month date not null,
      events bigint not null default 0,
      primary key (account_id, month)
    );

    create table store_connections (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      platform text not null default 'shopify',
      shop_domain text not null,
      integration_version smallint not null check (integration_version in (1, 2)),
      -- Names the connection in the webhook address; the signature, not this, proves the sender.
      webhook_token text not null,
      -- Kept as given: verifying a signature needs the secret itself.
      shared_secret text not null,
      list_id bigint,
      created_at timestamptz not null default now(),
      last_event_at timestamptz,
      disconnected_at timestamptz,
      primary key (account_id, id)
    );
    create unique index store_connections_token_key on store_connections (webhook_token);
    create unique index store_connections_live_key on store_connections (account_id) where disconnected_at is null;

    -- One row per store webhook delivery id: a replay finds its row and records nothing new.
    create table store_webhook_receipts (
      account_id uuid not null,
      connection_id bigint not null,
      event_id text not null,
      topic text not null,
      email text,
      events text[] not null default '{}',
      note text,
      received_at timestamptz not null default now(),
      primary key (account_id, connection_id, event_id)
    );
    create index store_webhook_receipts_recent_idx on store_webhook_receipts (account_id, received_at desc);

    -- The secret token of a sender's provider webhook address, kept as a hash like API keys.
    create table sender_webhooks (
      account_id uuid not null,
      sender_id bigint not null,
      token_hash text not null,
      token_prefix text not null,
      created_at timestamptz not null default now(),
      last_event_at timestamptz,
      primary key (account_id, sender_id)
    );
    create unique index sender_webhooks_token_key on sender_webhooks (token_hash);

    -- Every delivery event a provider reported, once per provider event id.
    create table delivery_events (
      account_id uuid not null,
      id bigint generated always as identity,
      sender_id bigint not null,
      provider_event_id text not null,
      kind text not null check (kind in ('delivered', 'opened', 'clicked', 'bounced', 'complained', 'unsubscribed')),
      contact_id bigint,
      campaign_id bigint,
      bounce_type text check (bounce_type in ('hard', 'soft')),
      link text,
      occurred_at timestamptz not null,
      received_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    create unique index delivery_events_provider_key on delivery_events (account_id, sender_id, provider_event_id);
    create index delivery_events_contact_idx on delivery_events (account_id, contact_id, occurred_at desc);
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
