import { type Kysely, sql } from 'kysely';

/**
 * Sender settings: each sender's provider kind, its non-secret settings (host, port, TLS mode, user, region),
 * its secrets sealed with AES-256-GCM (never in clear, never answered) with the names of those set, and the
 * expiry of the address-confirmation link last mailed. Senders made before this were created by the demo
 * data and campaigns as Sendwell's own and verified; they stay so. A sender's delivery-event webhook is
 * marked verified once its provider has delivered to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table senders
      add column settings jsonb not null default '{}',
      add column secrets text,
      add column secret_names text[] not null default '{}',
      add column verification_expires_at timestamptz,
      add column updated_at timestamptz not null default now(),
      add constraint senders_provider_check check (provider in ('sendwell', 'sendgrid', 'ses', 'sesSmtp', 'postmark', 'customSMTP'));

    alter table sender_webhooks add column verified_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sender_webhooks drop column verified_at;
    alter table senders
      drop constraint senders_provider_check,
      drop column settings,
      drop column secrets,
      drop column secret_names,
      drop column verification_expires_at,
      drop column updated_at;
  `.execute(db);
}
