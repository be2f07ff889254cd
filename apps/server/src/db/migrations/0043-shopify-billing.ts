import { type Kysely, sql } from 'kysely';

/**
 * Shopify billing (spec 2 §4.4): a version 2 store connection may hold the store's Admin API access token
 * (sealed), which lets Sendwell bill the plan through the store's app subscription. A subscription remembers
 * which provider bills it, and a payment the provider's own id for what it opened (the app subscription) and where its
 * confirmation page is, so the same click answers the same page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table store_connections add column admin_access_token text;

    -- The provider that was paid for it: sandbox, stripe or shopify; 'sendwell' for those from before.
    alter table billing_subscriptions add column provider text not null default 'sendwell';

    alter table billing_payments add column provider_reference text, add column checkout_url text;
    create unique index billing_payments_provider_reference_key on billing_payments (provider, provider_reference)
      where provider_reference is not null;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
