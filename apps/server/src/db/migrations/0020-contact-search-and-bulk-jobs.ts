import { type Kysely, sql } from 'kysely';
import { foldCase } from '../fold-case';
import { searchTextOf } from '../../modules/contacts/contact-search';

/**
 * Search over a million contacts, and bulk actions over that many as background work.
 *
 * contacts.search_text is the text a search looks in (e-mail, name and every property value), folded as the
 * domain folds case. A stored generated column: every write of a contact, whichever path makes it, keeps it
 * current, and each step of the folding is immutable (see db/fold-case.ts). A trigram index over it answers
 * "contains" for terms of three characters or more; shorter terms match the start of the e-mail, read from
 * an index over the folded e-mail.
 *
 * contact_bulk_jobs holds a bulk action over many contacts while it runs, with its progress;
 * contact_bulk_job_items the contacts it was asked for, fixed when the job starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ available: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(db);
  if (!rows[0]?.available) {
    throw new Error(
      'Sendwell needs the PostgreSQL extension pg_trgm to search contacts. It ships with PostgreSQL (the contrib package: postgresql-contrib on Debian and Ubuntu; the official images have it); install it and start Sendwell again.',
    );
  }
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch (error) {
    throw new Error(
      `Sendwell could not enable the PostgreSQL extension pg_trgm (${error instanceof Error ? error.message : String(error)}). Have the database owner or a superuser run "create extension pg_trgm" in this database once, then start Sendwell again.`,
    );
  }
  await sql`alter table contacts add column search_text text
    generated always as (${searchTextOf(sql`email`, sql`properties`)}) stored`.execute(db);
  await sql`create index contacts_live_search_idx on contacts using gin (search_text gin_trgm_ops) where archived_at is null`.execute(
    db,
  );
  // Not partial: the planner reads its statistics only from an index over every row, and needs them to tell
  // a rare start of an e-mail (read from this index) from a common one (read in the table's order).
  await sql`create index contacts_email_fold_idx on contacts (account_id, ${foldCase(sql`email`)})`.execute(
    db,
  );

  await sql`
    create table contact_bulk_jobs (
      account_id uuid not null,
      id uuid not null default gen_random_uuid(),
      action text not null check (action in ('addToList', 'removeFromList', 'unsubscribe', 'block', 'delete')),
      list_id bigint,
      -- The search and status filter the contacts were chosen by, and the newest contact there was then.
      filter jsonb not null,
      newest_contact_id bigint not null,
      state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
      total integer not null default 0,
      processed integer not null default 0,
      changed integer not null default 0,
      -- The last contact (in id order) whose change is committed: a job run again resumes after it.
      done_through bigint not null default 0,
      error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz,
      primary key (account_id, id)
    );
    create table contact_bulk_job_items (
      account_id uuid not null,
      job_id uuid not null,
      contact_id bigint not null,
      primary key (account_id, job_id, contact_id)
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
