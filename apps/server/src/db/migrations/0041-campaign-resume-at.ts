import { type Kysely, sql } from 'kysely';

/**
 * When a paused campaign goes on by itself: a send paused because the plan's daily sending limit ran out resumes
 * at the start of the next day in the account's timezone. The scheduler looks only at those.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table campaigns add column resume_at timestamptz;
    create index campaigns_resume_idx on campaigns (resume_at) where status = 'paused' and resume_at is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index campaigns_resume_idx;
    alter table campaigns drop column resume_at;
  `.execute(db);
}
