import type { Db } from '../../db/database';

/** The Stripe customer and payment method saved for the account's renewals; undefined when none is. */
export const findStripeCard = async (db: Db, accountId: string) => {
  const row = await db
    .selectFrom('billing_payment_methods')
    .select(['stripe_customer_id as customerId', 'stripe_payment_method_id as paymentMethodId'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.customerId && row.paymentMethodId
    ? { customerId: row.customerId, paymentMethodId: row.paymentMethodId }
    : undefined;
};

export interface SavedStripeCard {
  accountId: string;
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  /** When Stripe created the payment that saved it. */
  savedAt: Date;
}

/**
 * Keeps the card a Stripe payment saved for later as the one renewals charge, unless a card saved by a later
 * payment is kept already (a replayed or late delivery). Answers whether it changed anything.
 */
export const saveStripeCard = async (db: Db, card: SavedStripeCard, at: Date): Promise<boolean> => {
  const values = {
    brand: card.brand,
    last4: card.last4,
    stripe_customer_id: card.customerId,
    stripe_payment_method_id: card.paymentMethodId,
    stripe_saved_at: card.savedAt,
    updated_by: null,
    updated_at: at,
  };
  const row = await db
    .insertInto('billing_payment_methods')
    .values({ account_id: card.accountId, ...values })
    .onConflict((oc) =>
      oc
        .column('account_id')
        .doUpdateSet(values)
        .where((eb) =>
          eb.or([
            eb('billing_payment_methods.stripe_saved_at', 'is', null),
            eb('billing_payment_methods.stripe_saved_at', '<', card.savedAt),
          ]),
        ),
    )
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
};

/** A payment of this account (its id as Stripe's metadata carries it back), with the token its events name. */
export const findAccountPayment = (db: Db, accountId: string, paymentId: string) =>
  db
    .selectFrom('billing_payments')
    .select(['id', 'account_id as accountId', 'checkout_token as checkoutToken'])
    .where('account_id', '=', accountId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
