import type { Config } from '../../platform/config';
import type { Db } from '../../db/database';
import { sandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** A pending payment as a provider's checkout shows and charges it: the server's quote, never the browser's. */
export interface CheckoutRequest {
  accountId: string;
  paymentId: string;
  /** Our secret for the payment; the provider hands it back in its payment events. */
  checkoutToken: string;
  /** The browser's id for one click of 'Pay': the same id asks the provider for the same checkout. */
  requestId: string;
  description: string;
  currency: 'INR' | 'USD';
  /** What is charged, tax included, in minor units. */
  total: number;
  customerEmail?: string;
  /** A plan's billing period, for providers that bill a plan as a recurring subscription (Shopify). */
  period?: 'monthly' | 'annual' | null;
}

/**
 * One way of taking payments (spec 2 §4.3, §4.4): the built-in sandbox, Stripe, or a store platform's billing.
 * It opens a checkout for a pending payment; the payment is settled only by the provider's verified event.
 */
export interface PaymentProvider {
  /** Stored on the payment and keys its events, so an event id is unique per provider. */
  name: string;
  /**
   * Where the browser goes to pay; asking again for the same payment answers the same checkout. `reference` is
   * the provider's own id for what it opened, when its events name that rather than our token.
   */
  startCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string; reference?: string }>;
  /**
   * Charges the card saved for renewals, off session; the same idempotency key charges once and answers the
   * same result. Providers without it leave renewal invoices due, to be paid at their checkout.
   */
  chargeSavedCard?(charge: SavedCardCharge): Promise<SavedCardChargeResult>;
}

/** One renewal charge of the saved card, for the server's amount. */
export interface SavedCardCharge {
  accountId: string;
  /** The renewal invoice charged, which the provider's later news of the charge names. */
  paymentId: string;
  /** One per invoice: a rerun, or two runs at once, charge once. */
  idempotencyKey: string;
  currency: 'INR' | 'USD';
  amount: number;
  description: string;
}

export interface SavedCardChargeResult {
  /** The provider's id of the charge: the payment event applied for it is keyed by it. */
  id: string;
  outcome: 'succeeded' | 'failed';
  amount: number;
  currency: 'INR' | 'USD';
  failureReason: string | null;
}

/**
 * The id of the payment event that records a charge of the saved card: the renewal job's answer from the
 * provider and the provider's own later news of that charge share it, so the charge is recorded once.
 */
export const savedCardChargeEventId = (chargeId: string): string => `charge_${chargeId}`;

/** A verified payment event of any provider, in the words the ledger reads. */
export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  data: {
    checkoutToken: string;
    amount: number;
    currency: 'INR' | 'USD';
    failureReason?: string | undefined;
  };
}

/** Stripe when its keys are configured, else the sandbox, so a laptop with no payment account takes payments. */
export const paymentProviderFor = (config: Pick<Config, 'stripe' | 'appUrl'>, db: Db): PaymentProvider =>
  config.stripe ? createStripeProvider(config.stripe, config.appUrl, db) : sandboxProvider;
