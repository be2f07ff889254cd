import { RenewalMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { applyPaymentEvent } from './apply-payment-event';
import { nextRetryOf } from './apply-renewal-payment';
import { findPaymentMethod } from './billing-account.repository';
import { describePayment } from './payment-description';
import { savedCardChargeEventId, type PaymentProvider } from './payment-provider';
import { isStillToCharge, recordRenewalAttempt, type renewalInvoicesToCharge } from './renewals.repository';

type Invoice = Awaited<ReturnType<typeof renewalInvoicesToCharge>>[number];

/** The idempotency key of an invoice's automatic charge number `attempt`: the first, then one per retry. */
export const renewalChargeKey = (paymentId: string, attempt: number): string =>
  attempt === 0 ? `renewal-${paymentId}` : `renewal-${paymentId}-retry-${attempt}`;

/**
 * Charges the saved card for one renewal invoice through the provider, with the attempt's own idempotency key:
 * run again after a crash, or twice at once, the provider charges once and answers the same charge, whose event
 * (keyed by the charge) and attempt are recorded once, in one transaction. A declined charge leaves the invoice
 * due and schedules the next retry (RENEWAL_RETRY_DAYS after the first decline, in the account's time, before
 * the grace period ends); no card to charge leaves it due with no retry. Answers the outcome, or 'skipped' when
 * the invoice, read again just before charging, was paid, is being paid ('Pay now' put its retry off), or its
 * charge was recorded since: by another run, or by the provider's event of a decline (see applyRenewalPayment).
 */
export const chargeRenewalInvoice = async (
  ctx: Pick<AppContext, 'db' | 'now'>,
  provider: PaymentProvider,
  invoice: Invoice,
): Promise<'succeeded' | 'failed' | 'skipped'> => {
  // Read again just before charging: the owner may have paid it, or opened 'Pay now', since the run read it.
  if (!(await isStillToCharge(ctx.db, invoice, ctx.now()))) return 'skipped';
  const card = await findPaymentMethod(ctx.db, invoice.accountId);
  const charge =
    provider.chargeSavedCard && card
      ? await provider.chargeSavedCard({
          accountId: invoice.accountId,
          paymentId: invoice.paymentId,
          idempotencyKey: renewalChargeKey(invoice.paymentId, invoice.attempts),
          currency: invoice.currency,
          amount: invoice.total,
          description: describePayment(invoice),
        })
      : null;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const retryAt = charge?.outcome === 'failed' ? await nextRetryOf(trx, invoice, now) : null;
    // Recorded before its event is applied, so the event is not taken for a decline no run has recorded.
    if (!(await recordRenewalAttempt(trx, invoice, invoice.attempts, retryAt))) return;
    await applyPaymentEvent(
      trx,
      provider.name,
      {
        id: charge ? savedCardChargeEventId(charge.id) : `renewal_not_charged_${invoice.paymentId}`,
        type: charge?.outcome === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
        data: {
          checkoutToken: invoice.checkoutToken,
          amount: charge?.amount ?? 0,
          currency: charge?.currency ?? invoice.currency,
          failureReason:
            charge?.failureReason ??
            (charge
              ? undefined
              : provider.chargeSavedCard
                ? RenewalMessages.noCard
                : RenewalMessages.notCharged),
        },
      },
      now,
    );
  });
  return charge?.outcome ?? 'failed';
};
