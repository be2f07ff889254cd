import { type Kysely, sql } from 'kysely';

/**
 * What keeps segment counts fast on large accounts: a narrow index of live contacts, and each contact's
 * latest campaign activity of every kind, kept by a trigger on email_activity.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Segments start from every live contact; this index answers them (and their statuses) without
    -- reading the wide contact rows.
    create index contacts_live_idx on contacts (account_id, id) include (is_unsubscribed, is_blocked) where archived_at is null;

    -- The latest instant of each kind of campaign activity per contact. "Sent (or opened, clicked,
    -- submitted) any campaign in the last N days" and their negations read one row per contact instead
    -- of every activity row in the window.
    create table contact_latest_activity (
      account_id uuid not null,
      contact_id bigint not null,
      sent_at timestamptz,
      opened_at timestamptz,
      clicked_at timestamptz,
      submitted_at timestamptz,
      primary key (account_id, contact_id)
    );

    -- Statement-level, so a bulk insert folds its rows into each contact's row once.
    create function note_latest_activity() returns trigger language plpgsql as $fn$
    begin
      insert into contact_latest_activity as l (account_id, contact_id, sent_at, opened_at, clicked_at, submitted_at)
      select account_id, contact_id,
        max(occurred_at) filter (where kind = 'sent'), max(occurred_at) filter (where kind = 'opened'),
        max(occurred_at) filter (where kind = 'clicked'), max(occurred_at) filter (where kind = 'submitted')
      from added group by account_id, contact_id
      -- One order for every writer, so concurrent batches cannot deadlock on the same contacts.
      order by account_id, contact_id
      on conflict (account_id, contact_id) do update set
        sent_at = greatest(l.sent_at, excluded.sent_at), opened_at = greatest(l.opened_at, excluded.opened_at),
        clicked_at = greatest(l.clicked_at, excluded.clicked_at), submitted_at = greatest(l.submitted_at, excluded.submitted_at)
      -- Rows that change nothing are left alone (no new row version, no index churn).
      where (greatest(l.sent_at, excluded.sent_at), greatest(l.opened_at, excluded.opened_at),
          greatest(l.clicked_at, excluded.clicked_at), greatest(l.submitted_at, excluded.submitted_at))
        is distinct from (l.sent_at, l.opened_at, l.clicked_at, l.submitted_at);
      return null;
    end $fn$;
    create trigger email_activity_latest after insert on email_activity
      referencing new table as added for each statement execute function note_latest_activity();

    insert into contact_latest_activity (account_id, contact_id, sent_at, opened_at, clicked_at, submitted_at)
    select account_id, contact_id,
      max(occurred_at) filter (where kind = 'sent'), max(occurred_at) filter (where kind = 'opened'),
      max(occurred_at) filter (where kind = 'clicked'), max(occurred_at) filter (where kind = 'submitted')
    from email_activity group by account_id, contact_id;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
