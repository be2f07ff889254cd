import { PAY_NOW_RETRY_HOLD_HOURS, RenewalMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { getPendingInvoices } from './get-pending-invoices';
import { holdRenewalRetries } from './renewals.repository';

const HOUR_MS = 3_600_000;

/**
 * POST /api/billing/pending-invoices/:id/pay ('Pay now'): the checkout of an invoice due. Its automatic retries
 * wait PAY_NOW_RETRY_HOLD_HOURS first, so the card is not charged by a retry while the owner pays at the checkout.
 */
export const payPendingInvoice = async (
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  auth: AccountAuth,
  paymentId: string,
): Promise<{ paymentLink: string }> => {
  const invoice = (await getPendingInvoices(ctx, auth)).invoices.find((due) => due.id === paymentId);
  if (!invoice) throw new NotFoundError(RenewalMessages.notDue);
  await holdRenewalRetries(
    ctx.db,
    auth.accountId,
    paymentId,
    new Date(ctx.now().getTime() + PAY_NOW_RETRY_HOLD_HOURS * HOUR_MS),
  );
  return { paymentLink: invoice.paymentLink };
};
