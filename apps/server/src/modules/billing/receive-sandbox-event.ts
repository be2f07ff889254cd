import { BillingMessages, SandboxPaymentEvent } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../platform/errors';
import { applyPaymentEvent } from './apply-payment-event';
import { findPaymentByToken } from './billing.repository';
import { SANDBOX_PROVIDER, sandboxWebhookSecret, verifySandboxSignature } from './sandbox-provider';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/**
 * A delivered sandbox payment event, proven: the signature over the exact bytes (401 otherwise), an event
 * Sendwell reads (400), for a checkout that exists (404). Answers the event and the account it is for.
 */
export const verifySandboxEvent = async (
  ctx: Ctx,
  body: Buffer,
  signature: string | undefined,
): Promise<{ event: SandboxPaymentEvent; accountId: string }> => {
  if (!verifySandboxSignature(sandboxWebhookSecret(ctx.config.secretKey), signature, body, ctx.now())) {
    throw new UnauthorizedError(BillingMessages.badSignature);
  }
  const event = SandboxPaymentEvent.safeParse(JSON.parse(body.toString('utf8')));
  if (!event.success) throw new BadRequestError('The payment event is not one Sendwell reads.');
  const payment = await findPaymentByToken(ctx.db, event.data.data.checkoutToken);
  if (!payment) throw new NotFoundError(BillingMessages.checkoutNotFound);
  return { event: event.data, accountId: payment.accountId };
};

/** Proves and applies one event: the webhook route and the sandbox checkout's own delivery both come here. */
export const receiveSandboxEvent = async (
  ctx: Ctx,
  body: Buffer,
  signature: string | undefined,
): Promise<boolean> => {
  const { event } = await verifySandboxEvent(ctx, body, signature);
  return applyPaymentEvent(ctx.db, SANDBOX_PROVIDER, event, ctx.now());
};
