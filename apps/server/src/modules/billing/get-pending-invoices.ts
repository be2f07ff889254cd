import type { AppContext } from '../../platform/context';
import type { AccountAuth } from '../../platform/http';
import { describePayment } from './payment-description';
import { paymentProviderFor } from './payment-provider';
import { dueInvoices } from './renewals.repository';

/**
 * GET /api/billing/pending-invoices (spec 2 §7 getPendingInvoices): the invoices due, each with its checkout
 * on the current provider (the existing payment flow: paying it there settles it through the provider's
 * verified event), and isPaymentDue and paymentLink for the oldest, as the payment modal reads them.
 */
export const getPendingInvoices = async (
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  auth: AccountAuth,
) => {
  const provider = paymentProviderFor(config, db);
  const invoices = await Promise.all(
    (await dueInvoices(db, auth.accountId)).map(async (invoice) => {
      const description = describePayment(invoice);
      const { checkoutUrl } = await provider.startCheckout({
        accountId: auth.accountId,
        paymentId: invoice.paymentId,
        checkoutToken: invoice.checkoutToken,
        requestId: invoice.requestId,
        description,
        currency: invoice.currency,
        total: invoice.total,
        period: invoice.period,
      });
      return {
        id: invoice.paymentId,
        number: invoice.number,
        description,
        currency: invoice.currency,
        amount: invoice.total,
        dueAt: invoice.dueAt.toISOString(),
        graceUntil: invoice.graceUntil.toISOString(),
        failureReason: invoice.failureReason,
        fellBack: invoice.fellBackAt !== null,
        paymentLink: checkoutUrl,
      };
    }),
  );
  return { isPaymentDue: invoices.length > 0, paymentLink: invoices[0]?.paymentLink ?? null, invoices };
};
