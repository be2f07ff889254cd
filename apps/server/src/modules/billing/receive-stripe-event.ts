import { BillingMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError, UnauthorizedError } from '../../platform/errors';
import { findPaymentByToken } from './billing.repository';
import type { PaymentEvent } from './payment-provider';
import { paymentEventOfStripe, verifyStripeSignature } from './stripe-provider';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/**
 * A delivered Stripe event, proven: signed with the webhook secret over the exact bytes within 5 minutes (401
 * otherwise, also when Stripe is not configured), and, when it settles a payment, for a checkout of the account
 * it names (404 otherwise, so another account's event changes nothing). An event Sendwell does not act on
 * answers a null event.
 */
export const verifyStripeEvent = async (
  ctx: Ctx,
  body: Buffer,
  signature: string | undefined,
): Promise<{ event: PaymentEvent | null; accountId: string | null }> => {
  const stripe = ctx.config.stripe;
  const verified = stripe ? verifyStripeSignature(stripe, body, signature, ctx.now()) : null;
  if (!verified) throw new UnauthorizedError(BillingMessages.badSignature);
  const event = paymentEventOfStripe(verified);
  if (!event) return { event: null, accountId: null };
  const payment = await findPaymentByToken(ctx.db, event.data.checkoutToken);
  if (!payment || payment.accountId !== event.accountId)
    throw new NotFoundError(BillingMessages.checkoutNotFound);
  return { event, accountId: payment.accountId };
};
