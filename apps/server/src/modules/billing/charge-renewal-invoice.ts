import { RenewalMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { applyPaymentEvent } from './apply-payment-event';
import { findPaymentMethod } from './billing-account.repository';
import { describePayment } from './payment-description';
import { savedCardChargeEventId, type PaymentProvider } from './payment-provider';
import type { renewalInvoicesToCharge } from './renewals.repository';

type Invoice = Awaited<ReturnType<typeof renewalInvoicesToCharge>>[number];

/**
 * Charges the saved card for one issued renewal invoice through the provider, with the invoice's own
 * idempotency key: run again after a crash, or twice at once, the provider charges once and answers the same
 * charge, whose event (keyed by the charge) is applied once. A declined charge, or no card to charge, leaves
 * the invoice due. Answers the outcome.
 */
export const chargeRenewalInvoice = async (
  ctx: Pick<AppContext, 'db' | 'now'>,
  provider: PaymentProvider,
  invoice: Invoice,
): Promise<'succeeded' | 'failed'> => {
  const card = await findPaymentMethod(ctx.db, invoice.accountId);
  const charge =
    provider.chargeSavedCard && card
      ? await provider.chargeSavedCard({
          accountId: invoice.accountId,
          paymentId: invoice.paymentId,
          idempotencyKey: `renewal-${invoice.paymentId}`,
          currency: invoice.currency,
          amount: invoice.total,
          description: describePayment(invoice),
        })
      : null;
  await applyPaymentEvent(
    ctx.db,
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
    ctx.now(),
  );
  return charge?.outcome ?? 'failed';
};
