import type { Db } from '../../db/database';
import { findSubscriptionPeriod, insertCredit } from './billing-account.repository';

/**
 * A paid top-up's credits, written in the transaction that settles its payment (so only a verified payment
 * event adds them, and a replay adds nothing): one-time credits last until the renewal date, recurring email
 * credits until cancelled.
 */
export const applyTopUp = async (
  trx: Db,
  payment: {
    accountId: string;
    id: string;
    kind: 'emails' | 'contacts';
    emailsAdded: number;
    contactsAdded: number;
  },
  now: Date,
): Promise<void> => {
  const [period, row] = await Promise.all([
    findSubscriptionPeriod(trx, payment.accountId),
    trx
      .selectFrom('billing_payments')
      .select('is_recurring as isRecurring')
      .where('account_id', '=', payment.accountId)
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow(),
  ]);
  await insertCredit(trx, {
    accountId: payment.accountId,
    paymentId: payment.id,
    kind: payment.kind,
    units: payment.kind === 'emails' ? payment.emailsAdded : payment.contactsAdded,
    isRecurring: row.isRecurring,
    validFrom: now,
    validUntil: row.isRecurring ? null : (period?.end ?? null),
  });
};
