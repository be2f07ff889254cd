import { type Kysely, sql } from 'kysely';

/**
 * Renewals through Stripe: the card a Stripe Checkout saved for later (off-session) payments is kept per account
 * as Stripe's customer and payment method, which the renewal charge names. `stripe_saved_at` is when Stripe
 * created the payment that saved it: a delivery replayed or received out of order never replaces a newer card.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table billing_payment_methods
      add column stripe_customer_id text check (length(stripe_customer_id) between 1 and 255),
      add column stripe_payment_method_id text check (length(stripe_payment_method_id) between 1 and 255),
      add column stripe_saved_at timestamptz,
      add constraint billing_payment_methods_stripe_pair
        check ((stripe_customer_id is null) = (stripe_payment_method_id is null));
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
