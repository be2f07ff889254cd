import Stripe from 'stripe';
import { BillingMessages, StripeRenewalMessages } from '@sendwell/contracts';
import type { StripeConfig } from '../../platform/config';
import type { Db } from '../../db/database';
import {
  savedCardChargeEventId,
  type PaymentEvent,
  type SavedCardCharge,
  type SavedCardChargeResult,
} from './payment-provider';
import { findStripeCard } from './stripe-cards.repository';
import { stripeClientFor } from './stripe-provider';

/** Set on the PaymentIntents of renewal charges: only their events settle a renewal invoice. */
export const RENEWAL_PURPOSE = 'renewal';

const isCurrency = (currency: string | null | undefined): currency is 'INR' | 'USD' =>
  currency === 'INR' || currency === 'USD';

/** The charge a PaymentIntent's attempt made (its PaymentIntent when Stripe made none): what one outcome is keyed by. */
const chargeIdOf = (intent: Pick<Stripe.PaymentIntent, 'id' | 'latest_charge'>): string =>
  (typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id) ?? intent.id;

/** Why Stripe did not take the charge, in the words the invoice due shows. */
const declineReason = (code: string | null | undefined): string => {
  if (code === 'card_declined' || code === 'expired_card' || code === 'insufficient_funds')
    return BillingMessages.cardDeclined;
  if (code === 'authentication_required') return StripeRenewalMessages.authenticationRequired;
  return StripeRenewalMessages.notCharged;
};

/**
 * Charges the card a Stripe Checkout saved, off session, for a renewal invoice: one PaymentIntent confirmed at
 * once for the invoice's amount, keyed by the invoice's idempotency key, so a rerun or two runs at once charge
 * once and answer the same outcome. A decline, a bank asking the cardholder to authenticate, or any other
 * error Stripe answers is a failed charge: the invoice stays due, to be paid at its checkout.
 */
export const chargeStripeSavedCard =
  (config: StripeConfig, db: Db) =>
  async (charge: SavedCardCharge): Promise<SavedCardChargeResult> => {
    const failed = (id: string, failureReason: string): SavedCardChargeResult => ({
      id,
      outcome: 'failed',
      amount: charge.amount,
      currency: charge.currency,
      failureReason,
    });
    const card = await findStripeCard(db, charge.accountId);
    if (!card) return failed(charge.idempotencyKey, StripeRenewalMessages.notCharged);
    try {
      const intent = await stripeClientFor(config).paymentIntents.create(
        {
          amount: charge.amount,
          currency: charge.currency.toLowerCase(),
          customer: card.customerId,
          payment_method: card.paymentMethodId,
          off_session: true,
          confirm: true,
          description: charge.description,
          metadata: { accountId: charge.accountId, paymentId: charge.paymentId, purpose: RENEWAL_PURPOSE },
        },
        { idempotencyKey: charge.idempotencyKey },
      );
      const currency = intent.currency.toUpperCase();
      if (intent.status === 'succeeded' && isCurrency(currency))
        return {
          id: chargeIdOf(intent),
          outcome: 'succeeded',
          amount: intent.amount_received,
          currency,
          failureReason: null,
        };
      // Not taken at once (a bank's confirmation, or still processing): due until Stripe's event says more.
      return failed(
        `${intent.id}_${intent.status}`,
        declineReason(intent.status === 'requires_action' ? 'authentication_required' : null),
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      return failed(
        error.charge ?? error.payment_intent?.id ?? charge.idempotencyKey,
        declineReason(error.code),
      );
    }
  };

/** What a PaymentIntent event tells: a renewal charge's outcome, or a card a checkout saved for later. */
export type PaymentIntentNews =
  | {
      kind: 'renewal';
      accountId: string;
      paymentId: string;
      event: Omit<PaymentEvent, 'data'> & {
        data: Omit<PaymentEvent['data'], 'checkoutToken'>;
      };
    }
  | {
      kind: 'card';
      accountId: string;
      paymentId: string;
      customerId: string;
      paymentMethodId: string;
      savedAt: Date;
    };

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Reads payment_intent.succeeded and payment_intent.payment_failed: of a renewal charge, the outcome, keyed by
 * the charge as the renewal job records it; of a checkout's payment that saved the card for off-session use,
 * the card. Null for anything else.
 */
export const paymentIntentNewsOf = (event: Stripe.Event): PaymentIntentNews | null => {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return null;
  const intent = event.data.object;
  const accountId = intent.metadata?.accountId;
  const paymentId = intent.metadata?.paymentId;
  const currency = intent.currency?.toUpperCase();
  if (!accountId || !paymentId || !isCurrency(currency)) return null;
  const succeeded = event.type === 'payment_intent.succeeded';
  if (intent.metadata.purpose === RENEWAL_PURPOSE) {
    const failure = intent.last_payment_error;
    return {
      kind: 'renewal',
      accountId,
      paymentId,
      event: {
        id: savedCardChargeEventId(succeeded ? chargeIdOf(intent) : (failure?.charge ?? intent.id)),
        type: succeeded ? 'payment.succeeded' : 'payment.failed',
        data: succeeded
          ? { amount: intent.amount_received, currency }
          : { amount: intent.amount, currency, failureReason: declineReason(failure?.code) },
      },
    };
  }
  const customerId = idOf(intent.customer);
  const paymentMethodId = idOf(intent.payment_method);
  if (!succeeded || intent.setup_future_usage !== 'off_session' || !customerId || !paymentMethodId)
    return null;
  return {
    kind: 'card',
    accountId,
    paymentId,
    customerId,
    paymentMethodId,
    savedAt: new Date(intent.created * 1000),
  };
};

const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  rupay: 'RuPay',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** The brand and last four digits of a saved card, as Plans and billing shows it. */
export const describeStripeCard = async (
  config: StripeConfig,
  paymentMethodId: string,
): Promise<{ brand: string; last4: string }> => {
  const method = await stripeClientFor(config).paymentMethods.retrieve(paymentMethodId);
  const brand = method.card?.brand ?? method.type;
  return {
    brand: BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1),
    last4: method.card?.last4 ?? '',
  };
};
