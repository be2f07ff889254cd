import { z } from 'zod';
import { BillingMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError, UnauthorizedError } from '../../platform/errors';
import { findPaymentByToken } from './billing.repository';
import type { PaymentEvent } from './payment-provider';
import { findAccountPayment, type SavedStripeCard } from './stripe-cards.repository';
import { describeStripeCard, paymentIntentNewsOf } from './stripe-payment-intents';
import { paymentEventOfStripe, verifyStripeSignature } from './stripe-provider';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/** What a proven Stripe event changes: a payment settled, a card saved for renewals, or nothing. */
export interface StripeNews {
  event: PaymentEvent | null;
  card: SavedStripeCard | null;
  accountId: string | null;
}

const Ids = z.object({ accountId: z.uuid(), paymentId: z.uuid() });

/** The payment Stripe's metadata names, only when it is of the account the metadata names too. */
const paymentOfMetadata = async (ctx: Ctx, ids: { accountId: string; paymentId: string }) => {
  const parsed = Ids.safeParse(ids);
  const payment = parsed.success
    ? await findAccountPayment(ctx.db, parsed.data.accountId, parsed.data.paymentId)
    : undefined;
  if (!payment) throw new NotFoundError(BillingMessages.checkoutNotFound);
  return payment;
};

/**
 * A delivered Stripe event, proven: signed with the webhook secret over the exact bytes within 5 minutes (401
 * otherwise, also when Stripe is not configured), and, when it settles a payment or saves a card, for a
 * payment of the account it names (404 otherwise, so another account's event changes nothing). An event
 * Sendwell does not act on answers no event and no card.
 */
export const verifyStripeEvent = async (
  ctx: Ctx,
  body: Buffer,
  signature: string | undefined,
): Promise<StripeNews> => {
  const stripe = ctx.config.stripe;
  const verified = stripe ? verifyStripeSignature(stripe, body, signature, ctx.now()) : null;
  if (!stripe || !verified) throw new UnauthorizedError(BillingMessages.badSignature);
  const news = paymentIntentNewsOf(verified);
  if (news?.kind === 'renewal') {
    const payment = await paymentOfMetadata(ctx, news);
    const event = { ...news.event, data: { ...news.event.data, checkoutToken: payment.checkoutToken } };
    return { event, card: null, accountId: payment.accountId };
  }
  if (news?.kind === 'card') {
    const payment = await paymentOfMetadata(ctx, news);
    const { brand, last4 } = await describeStripeCard(stripe, news.paymentMethodId);
    const card = { ...news, accountId: payment.accountId, brand, last4 };
    return { event: null, card, accountId: payment.accountId };
  }
  const event = paymentEventOfStripe(verified);
  if (!event) return { event: null, card: null, accountId: null };
  const payment = await findPaymentByToken(ctx.db, event.data.checkoutToken);
  if (!payment || payment.accountId !== event.accountId)
    throw new NotFoundError(BillingMessages.checkoutNotFound);
  return { event, card: null, accountId: payment.accountId };
};
