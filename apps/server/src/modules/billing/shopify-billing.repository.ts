import type { Db } from '../../db/database';
import { SHOPIFY_PROVIDER } from './shopify-provider';

/** What the provider opened for a payment: its id, and the page the owner approves it on. */
export const setPaymentCheckout = async (
  db: Db,
  accountId: string,
  paymentId: string,
  checkout: { reference: string; url: string },
): Promise<void> => {
  await db
    .updateTable('billing_payments')
    .set({ provider_reference: checkout.reference, checkout_url: checkout.url })
    .where('account_id', '=', accountId)
    .where('id', '=', paymentId)
    .execute();
};

const shopifyPayment = (db: Db, accountId: string) =>
  db
    .selectFrom('billing_payments')
    .select([
      'id',
      'status',
      'failure_reason as failureReason',
      'checkout_token as checkoutToken',
      'provider_reference as reference',
      'checkout_url as checkoutUrl',
      'total',
      'currency',
    ])
    .where('account_id', '=', accountId)
    .where('provider', '=', SHOPIFY_PROVIDER);

export const findShopifyPayment = (db: Db, accountId: string, paymentId: string) =>
  shopifyPayment(db, accountId).where('id', '=', paymentId).executeTakeFirst();

/** The payment an app subscription was opened for, in the account whose store it belongs to. */
export const findShopifyPaymentByReference = (db: Db, accountId: string, reference: string) =>
  shopifyPayment(db, accountId).where('provider_reference', '=', reference).executeTakeFirst();
