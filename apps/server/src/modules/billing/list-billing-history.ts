import type { Db } from '../../db/database';
import { selectPaidPayments } from './billing.repository';
import { describePayment } from './payment-description';

/** GET /api/billing/history: the payments received, newest first. */
export const listBillingHistory = async (db: Db, accountId: string) => ({
  data: (await selectPaidPayments(db, accountId)).map((payment) => ({
    id: payment.id,
    number: payment.number,
    transaction: describePayment(payment),
    emailsAdded: payment.emailsAdded,
    contactsAdded: payment.contactsAdded,
    currency: payment.currency,
    amount: payment.total,
    paidAt: (payment.settledAt ?? new Date(0)).toISOString(),
  })),
});
