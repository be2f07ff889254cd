import { UsageMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { findBillingAddress } from './billing-account.repository';
import { findPaidPayment } from './billing.repository';
import { renderInvoicePdf } from './invoice-pdf';
import { describePayment } from './payment-description';

/** Invoice numbers run with the payments: 'SW-000042'. */
export const invoiceNumberOf = (paymentNumber: number): string =>
  `SW-${String(paymentNumber).padStart(6, '0')}`;

/**
 * GET /api/billing/invoices/:id.pdf: the invoice of a payment this account received, as a PDF file; a
 * pending or failed payment, or another account's, is not found.
 */
export const getInvoice = async (
  db: Db,
  accountId: string,
  paymentId: string,
): Promise<{ fileName: string; pdf: Buffer }> => {
  const [payment, timezone, currentAddress] = await Promise.all([
    findPaidPayment(db, accountId, paymentId),
    getAccountTimezone(db, accountId),
    findBillingAddress(db, accountId),
  ]);
  if (!payment?.settledAt) throw new NotFoundError(UsageMessages.invoiceNotFound);
  const invoiceNumber = invoiceNumberOf(Number(payment.number));
  const pdf = await renderInvoicePdf({
    invoiceNumber,
    paidAt: payment.settledAt,
    timezone,
    accountName: payment.accountName,
    // Payments received before addresses were kept on them show the address on file.
    billedTo: payment.billingAddress ?? currentAddress,
    description: describePayment(payment),
    emailsAdded: payment.emailsAdded,
    contactsAdded: payment.contactsAdded,
    currency: payment.currency,
    subtotal: payment.subtotal,
    tax: payment.tax,
    discount: payment.discount,
    total: payment.total,
    provider: payment.provider,
  });
  return { fileName: `invoice-${invoiceNumber}.pdf`, pdf };
};
