import { type Kysely, sql } from 'kysely';

/**
 * What happened to a contact that leaves no row of its own: subscription and blocked status changes, removals
 * from a list (with when it had joined, since its membership row is gone), property edits, archive and
 * restore. Additions to lists need no row here: list_members keeps when each contact joined. Written in
 * the transaction of the change, one set-based statement per change; read by the contact's timeline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contact_history (
      account_id uuid not null,
      id bigint generated always as identity,
      contact_id bigint not null,
      kind text not null check (kind in ('subscribed', 'unsubscribed', 'blocked', 'unblocked', 'listRemoved',
        'propertiesChanged', 'archived', 'restored')),
      -- For listRemoved: the list, its name then (the list may be deleted later) and when the contact had joined.
      list_id bigint,
      list_name text,
      list_added_at timestamptz,
      -- How the change came: 'page' (a member), 'api', 'bounce', 'optOut'; and for edits, the keys changed.
      details jsonb not null default '{}'::jsonb,
      occurred_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    create index contact_history_contact_idx on contact_history (account_id, contact_id, occurred_at desc, id desc);
    create index contact_history_added_idx on contact_history (account_id, contact_id, list_added_at desc, id desc)
      where kind = 'listRemoved';
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
