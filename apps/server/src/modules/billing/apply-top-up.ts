import type { Db } from '../../db/database';
import { insertCredit } from './billing-account.repository';
import { findSubscriptionTerm } from './billing.repository';
import { grantEmailCredits } from './grant-email-credits';

/**
 * A paid top-up's credits, written in the transaction that settles its payment (so only a verified payment
 * event adds them, and a replay adds nothing): one-time credits last until the renewal date, recurring email
 * credits come every month until cancelled (this month's at once, later ones from the renewal job).
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
    findSubscriptionTerm(trx, payment.accountId),
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
  // A recurring top-up's credits count from this month on, as the ledger's other monthly credits do.
  if (row.isRecurring && period) await grantEmailCredits(trx, payment.accountId, period, now);
};
