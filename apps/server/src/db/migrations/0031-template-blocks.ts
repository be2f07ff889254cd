import { type Kysely, sql } from 'kysely';
import { foldCase } from '../fold-case';

/**
 * Blocks an account saved from the editor (spec 3 §2.9 'Your saved blocks'): one section of MJML each, with its
 * HTML rendered once at save time for the block's preview. Names are unique per account with case folded in every
 * language, as list and email type names are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table template_blocks (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      name text not null,
      mjml text not null,
      html text not null,
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    -- 'Your saved blocks' lists them newest first.
    create index template_blocks_recent_idx on template_blocks (account_id, updated_at desc, id desc);
  `.execute(db);
  await sql`create unique index template_blocks_name_key on template_blocks (account_id, ${foldCase(sql`btrim(name)`)})`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop the accounts' saved blocks.
}
