import { type Kysely, sql } from 'kysely';

/**
 * Campaigns that send: what a campaign sends (a saved template version, subject, preheader, email type, sender),
 * when (now or at a time), to whom besides its lists (lists and segments left out), and the audience frozen when
 * sending starts. A recipient row is written before its message is handed to the transport and marked after, so a
 * worker that dies mid-send resumes without sending anyone a second message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table campaigns
      add column template_id bigint,
      add column template_version integer,
      add column subject text not null default '',
      add column preheader text not null default '',
      add column email_type_id bigint,
      add column scheduled_at timestamptz,
      add column send_started_at timestamptz,
      add column finished_at timestamptz,
      -- Why a campaign paused or failed, in words a marketer can act on.
      add column status_reason text,
      add column recipients_total integer,
      add column updated_at timestamptz not null default now();
    alter table campaigns add constraint campaigns_status_check
      check (status in ('draft', 'scheduled', 'sending', 'paused', 'cancelled', 'sent', 'failed'));
    -- Scheduled campaigns due to start, across accounts.
    create index campaigns_scheduled_idx on campaigns (scheduled_at) where status = 'scheduled';

    -- Lists and segments whose contacts a campaign leaves out.
    create table campaign_exclusions (
      account_id uuid not null,
      campaign_id bigint not null,
      list_id bigint not null,
      primary key (account_id, campaign_id, list_id)
    );

    -- The audience as it was when sending started, one row per contact, and what became of each message.
    create table campaign_recipients (
      account_id uuid not null,
      campaign_id bigint not null,
      contact_id bigint not null,
      email text not null,
      state text not null default 'pending'
        check (state in ('pending', 'handing_off', 'sent', 'skipped', 'failed', 'bounced')),
      -- For skipped contacts: unsubscribed, blocked, bounced, email_type_unsubscribed, invalid_email.
      skip_reason text,
      attempts smallint not null default 0,
      -- Stable across retries, so the transport and the sink can recognise a message seen twice.
      message_id text not null,
      last_error text,
      handed_off_at timestamptz,
      primary key (account_id, campaign_id, contact_id)
    );
    create index campaign_recipients_open_idx on campaign_recipients (account_id, campaign_id, contact_id)
      where state in ('pending', 'handing_off');
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop what was sent to whom.
}
