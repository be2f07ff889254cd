import { randomBytes } from 'node:crypto';
import { BillingMessages, type SandboxPaymentEvent } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import { findPaymentByToken } from './billing.repository';
import { receiveSandboxEvent } from './receive-sandbox-event';
import { sandboxCardOutcome, sandboxWebhookSecret, signSandboxEvent } from './sandbox-provider';

/**
 * POST /api/billing/sandbox/checkout/:token/pay: the sandbox provider charges a test card, then delivers its
 * signed payment event, which is verified and applied like any provider's webhook.
 */
export const paySandboxCheckout = async (
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  token: string,
  body: { cardNumber: string; confirm?: boolean | undefined },
): Promise<{ outcome: 'succeeded' | 'failed' | 'requires_confirmation'; message: string }> => {
  const payment = await findPaymentByToken(ctx.db, token);
  if (!payment) throw new NotFoundError(BillingMessages.checkoutNotFound);
  if (payment.status !== 'pending')
    throw new ConflictError(BillingMessages.alreadySettled, 'CHECKOUT_SETTLED');
  const outcome = sandboxCardOutcome(body.cardNumber, body.confirm ?? false);
  if (outcome === 'unknown_card') {
    throw new BadRequestError(BillingMessages.cardInvalid, { cardNumber: BillingMessages.cardInvalid });
  }
  if (outcome === 'requires_confirmation') return { outcome, message: BillingMessages.needsConfirmation };
  const event: SandboxPaymentEvent = {
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: outcome === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
    data: {
      checkoutToken: token,
      amount: payment.total,
      currency: payment.currency,
      ...(outcome === 'failed' ? { failureReason: BillingMessages.cardDeclined } : {}),
    },
  };
  const raw = Buffer.from(JSON.stringify(event));
  await receiveSandboxEvent(
    ctx,
    raw,
    signSandboxEvent(sandboxWebhookSecret(ctx.config.secretKey), raw, ctx.now()),
  );
  return { outcome, message: outcome === 'succeeded' ? BillingMessages.paid : BillingMessages.cardDeclined };
};
