import { BillingMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { findPaymentByToken } from './billing.repository';
import { describePayment } from './payment-description';

/** GET /api/billing/sandbox/checkout/:token: what the hosted checkout asks the cardholder to pay. */
export const getCheckoutSession = async (db: Db, token: string) => {
  const payment = await findPaymentByToken(db, token);
  if (!payment) throw new NotFoundError(BillingMessages.checkoutNotFound);
  return {
    accountName: payment.accountName,
    description: describePayment(payment),
    currency: payment.currency,
    subtotal: payment.subtotal,
    tax: payment.tax,
    discount: payment.discount,
    total: payment.total,
    status: payment.status,
    failureReason: payment.failureReason,
  };
};
