import Stripe from 'stripe';
import type { StripeConfig } from '../../platform/config';
import type { Db } from '../../db/database';
import type { CheckoutRequest, PaymentEvent, PaymentProvider } from './payment-provider';
import { findStripeCard } from './stripe-cards.repository';
import { chargeStripeSavedCard } from './stripe-payment-intents';

export const STRIPE_PROVIDER = 'stripe';
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Stripe's own default: an event signed longer ago than this is refused, so a captured one cannot be replayed later. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

const clients = new WeakMap<StripeConfig, Stripe>();

/** One client per configuration; its address is STRIPE_API_URL (a local server in tests). */
export const stripeClientFor = (config: StripeConfig): Stripe => {
  let client = clients.get(config);
  if (!client) {
    const api = new URL(config.apiUrl);
    client = new Stripe(config.secretKey, {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
    clients.set(config, client);
  }
  return client;
};

/**
 * Stripe Checkout: one Checkout Session per pending payment, for the server's total. The idempotency key is the
 * payment, so a retried or double-clicked 'Pay' gets the same session; the session carries the payment's token
 * and account back in its events. The card paid with is saved for later off-session payments, on the
 * account's Stripe customer (made by its first checkout), and renewals charge it.
 */
export const createStripeProvider = (config: StripeConfig, appUrl: string, db: Db): PaymentProvider => ({
  name: STRIPE_PROVIDER,
  async startCheckout(request: CheckoutRequest) {
    const saved = await findStripeCard(db, request.accountId);
    const session = await stripeClientFor(config).checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.checkoutToken,
        ...(saved
          ? { customer: saved.customerId }
          : {
              customer_creation: 'always' as const,
              ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            }),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.total,
              product_data: { name: request.description },
            },
          },
        ],
        metadata: {
          accountId: request.accountId,
          paymentId: request.paymentId,
          checkoutToken: request.checkoutToken,
        },
        payment_intent_data: {
          setup_future_usage: 'off_session',
          metadata: { accountId: request.accountId, paymentId: request.paymentId },
        },
        success_url: `${appUrl}/app/settings/plans`,
        cancel_url: `${appUrl}/app/settings/plans/choose`,
      },
      { idempotencyKey: `sendwell-checkout-${request.accountId}-${request.paymentId}` },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
    return { checkoutUrl: session.url };
  },
  chargeSavedCard: chargeStripeSavedCard(config, db),
});

/** Reads a Stripe event only if it is signed with the webhook secret over these exact bytes, recently; null otherwise. */
export const verifyStripeSignature = (
  config: StripeConfig,
  body: Buffer,
  signature: string | undefined,
  now: Date,
): Stripe.Event | null => {
  if (!signature) return null;
  try {
    return stripeClientFor(config).webhooks.constructEvent(
      body,
      signature,
      config.webhookSecret,
      STRIPE_SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
};

const isCurrency = (currency: string | null): currency is 'INR' | 'USD' =>
  currency === 'INR' || currency === 'USD';

/**
 * What a Stripe event means for the ledger: a Checkout Session paid (at once, or later for delayed methods), or
 * one whose payment failed or that expired unpaid; with the account Sendwell sent it for. Null for every other
 * event (a session completed but not yet paid included), which changes nothing.
 */
export const paymentEventOfStripe = (event: Stripe.Event): (PaymentEvent & { accountId: string }) | null => {
  const outcome = (() => {
    switch (event.type) {
      case 'checkout.session.completed':
        return event.data.object.payment_status === 'paid' ? { paid: true } : null;
      case 'checkout.session.async_payment_succeeded':
        return { paid: true };
      case 'checkout.session.async_payment_failed':
        return { paid: false, reason: 'The payment failed.' };
      case 'checkout.session.expired':
        return { paid: false, reason: 'The checkout expired before it was paid.' };
      default:
        return null;
    }
  })();
  if (!outcome || !event.type.startsWith('checkout.session.')) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const currency = session.currency?.toUpperCase() ?? null;
  const checkoutToken = session.client_reference_id;
  const accountId = session.metadata?.accountId;
  if (!checkoutToken || !accountId || !isCurrency(currency) || session.amount_total === null) return null;
  return {
    id: event.id,
    type: outcome.paid ? 'payment.succeeded' : 'payment.failed',
    data: {
      checkoutToken,
      amount: session.amount_total,
      currency,
      ...(outcome.reason ? { failureReason: outcome.reason } : {}),
    },
    accountId,
  };
};
