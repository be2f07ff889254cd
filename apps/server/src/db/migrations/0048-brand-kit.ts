import { type Kysely, sql } from 'kysely';

/**
 * The brand kit: one per account, its six sections in one document (each with isPublished), a version that
 * rises with every save so a stale tab cannot overwrite a newer kit, whether new templates take it on, and the
 * latest reading of the customer's website.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table brand_kits (
      account_id uuid primary key references accounts (id),
      attributes jsonb not null,
      version integer not null default 0,
      apply_brand_library boolean not null default true,
      status_item_id text not null default '',
      import_status text check (import_status in ('running', 'done', 'failed')),
      import_url text,
      import_message text not null default '',
      import_sections text[] not null default '{}',
      import_finished_at timestamptz,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
