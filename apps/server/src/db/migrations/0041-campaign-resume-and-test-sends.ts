import { type Kysely, sql } from 'kysely';

/**
 * When a paused campaign goes on by itself: a send paused because the plan's daily sending limit ran out resumes
 * at the start of the next day in the account's timezone; the scheduler looks only at those. And the campaign
 * test emails an account sent, counted to keep them to a few a minute.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table campaigns add column resume_at timestamptz;
    create index campaigns_resume_idx on campaigns (resume_at) where status = 'paused' and resume_at is not null;

    create table campaign_test_sends (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      campaign_id bigint not null,
      sent_by uuid references users (id),
      created_at timestamptz not null default now(),
      primary key (account_id, id)
    );
    create index campaign_test_sends_recent_idx on campaign_test_sends (account_id, created_at desc);
  `.execute(db);
}
