import type { Db } from '../../db/database';
import { selectPaidPayments } from './billing.repository';
import { describePayment } from './payment-description';

/** GET /api/billing/history: the payments received, newest first, numbered 1, 2, 3… in the account's own order. */
export const listBillingHistory = async (db: Db, accountId: string) => {
  const payments = await selectPaidPayments(db, accountId);
  return {
    data: payments.map((payment, i) => ({
      id: payment.id,
      number: payments.length - i,
      transaction: describePayment(payment),
      emailsAdded: payment.emailsAdded,
      contactsAdded: payment.contactsAdded,
      currency: payment.currency,
      amount: payment.total,
      paidAt: (payment.settledAt ?? new Date(0)).toISOString(),
    })),
  };
};
