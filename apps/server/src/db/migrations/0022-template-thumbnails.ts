import { type Kysely, sql } from 'kysely';

/**
 * Template thumbnails: whether a template's picture is still to be drawn (pending), drawn (ready, the image at
 * thumbnail_path shows content version thumbnail_version) or could not be (none: Chromium missing or the page
 * broken, so the card shows its placeholder). Existing templates start pending; the worker draws them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table templates
      add column thumbnail_status text not null default 'pending' check (thumbnail_status in ('pending', 'ready', 'none')),
      add column thumbnail_version integer;
    -- What a starting worker picks up again: thumbnails whose job was lost.
    create index templates_thumbnail_pending_idx on templates (account_id, id) where thumbnail_status = 'pending' and archived_at is null;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
