import { RenewalMessages } from '@sendwell/contracts';
import { nextRenewalRetry } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { applyPaymentEvent } from './apply-payment-event';
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
 * the grace period ends); no card to charge leaves it due with no retry. Answers the outcome, 'noted' when
 * the provider had already reported the first charge declined, or 'skipped' when the invoice, read again just
 * before charging, was paid, is being paid ('Pay now' put its retry off) or was charged by another run.
 */
export const chargeRenewalInvoice = async (
  ctx: Pick<AppContext, 'db' | 'now'>,
  provider: PaymentProvider,
  invoice: Invoice,
): Promise<'succeeded' | 'failed' | 'noted' | 'skipped'> => {
  if (invoice.attempts === 0 && invoice.declinedAt !== null) {
    // The provider's own event said the first charge was declined before a run recorded it (the run that asked
    // died first): the charge is not asked again; its attempt is recorded and the first retry scheduled.
    const declinedAt = invoice.declinedAt;
    await ctx.db
      .transaction()
      .execute(async (trx) =>
        recordRenewalAttempt(
          trx,
          invoice,
          0,
          nextRenewalRetry(
            declinedAt,
            ctx.now(),
            invoice.graceUntil,
            await getAccountTimezone(trx, invoice.accountId),
          ),
        ),
      );
    return 'noted';
  }
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
    const retryAt =
      charge?.outcome === 'failed'
        ? nextRenewalRetry(
            invoice.declinedAt ?? now,
            now,
            invoice.graceUntil,
            await getAccountTimezone(trx, invoice.accountId),
          )
        : null;
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
