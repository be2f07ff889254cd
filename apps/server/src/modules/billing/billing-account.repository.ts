import { BILLING_ADDRESS_FIELDS, type BillingAddress } from '@sendwell/domain';
import type { Db } from '../../db/database';

/** The SQL of the account's side of paying: billing address, top-up credits, payment status, saved card. */

export const findBillingAddress = async (db: Db, accountId: string): Promise<BillingAddress | null> =>
  (await db
    .selectFrom('billing_addresses')
    .select(BILLING_ADDRESS_FIELDS)
    .where('account_id', '=', accountId)
    .executeTakeFirst()) ?? null;

export const upsertBillingAddress = async (
  db: Db,
  accountId: string,
  address: BillingAddress,
  by: { userId: string; at: Date },
): Promise<void> => {
  const values = { ...address, updated_by: by.userId, updated_at: by.at };
  await db
    .insertInto('billing_addresses')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
};

/** Copies the account's billing address onto a payment received, for its invoice. */
export const keepBillingAddressOnPayment = async (db: Db, accountId: string, paymentId: string): Promise<void> => {
  const address = await findBillingAddress(db, accountId);
  if (!address) return;
  await db
    .updateTable('billing_payments')
    .set({ billing_address: JSON.stringify(address) })
    .where('account_id', '=', accountId)
    .where('id', '=', paymentId)
    .execute();
};

/** The paid subscription's current period: what contact top-ups are priced pro rata against. */
export const findSubscriptionPeriod = (db: Db, accountId: string) =>
  db
    .selectFrom('billing_subscriptions')
    .select([
      'plan_id as planId',
      'currency',
      'period',
      'current_period_start as start',
      'current_period_end as end',
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirst();

export const insertCredit = async (
  db: Db,
  credit: {
    accountId: string;
    paymentId: string;
    kind: 'emails' | 'contacts';
    units: number;
    isRecurring: boolean;
    validFrom: Date;
    validUntil: Date | null;
  },
): Promise<void> => {
  await db
    .insertInto('billing_credits')
    .values({
      account_id: credit.accountId,
      payment_id: credit.paymentId,
      kind: credit.kind,
      units: credit.units,
      is_recurring: credit.isRecurring,
      valid_from: credit.validFrom,
      valid_until: credit.validUntil,
    })
    .onConflict((oc) => oc.columns(['account_id', 'payment_id']).doNothing())
    .execute();
};

export const findPaymentStatus = (db: Db, accountId: string, paymentId: string) =>
  db
    .selectFrom('billing_payments')
    .select([
      'id',
      'kind',
      'status',
      'failure_reason as failureReason',
      'emails_added as emailsAdded',
      'contacts_added as contactsAdded',
    ])
    .where('account_id', '=', accountId)
    .where('id', '=', paymentId)
    .executeTakeFirst();

export const findPaymentMethod = (db: Db, accountId: string) =>
  db
    .selectFrom('billing_payment_methods')
    .select(['brand', 'last4', 'updated_at as updatedAt'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();

export const upsertPaymentMethod = async (
  db: Db,
  accountId: string,
  card: { brand: string; last4: string },
  by: { userId: string; at: Date },
): Promise<void> => {
  const values = { ...card, updated_by: by.userId, updated_at: by.at };
  await db
    .insertInto('billing_payment_methods')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
};
