import { BillingAccountMessages, BillingMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findPaymentMethod, findPaymentStatus, upsertPaymentMethod } from './billing-account.repository';
import { isSandboxCard } from './renewal-charges';
import { sandboxCardOutcome } from './sandbox-provider';

/** GET /api/billing/payments/:paymentId: what the payment modal waits on after the checkout frame. */
export const getPaymentStatus = async (db: AppContext['db'], accountId: string, paymentId: string) => {
  const payment = await findPaymentStatus(db, accountId, paymentId);
  if (!payment) throw new NotFoundError(BillingAccountMessages.paymentNotFound);
  return payment;
};

const cardOf = (card: { brand: string; last4: string; updatedAt: Date } | undefined) => ({
  card: card ? { ...card, updatedAt: card.updatedAt.toISOString() } : null,
});

/** GET /api/billing/payment-method. */
export const getPaymentMethod = async (db: AppContext['db'], accountId: string) =>
  cardOf(await findPaymentMethod(db, accountId));

/**
 * POST /api/billing/payment-method: the sandbox provider's card setup. A test card that would succeed is kept
 * (its last four digits only); a declined one is refused as a provider would. The card that is declined on
 * renewal is saved, as a real provider's test card of that kind is.
 */
export const updatePaymentMethod = async (
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  auth: AccountAuth,
  body: { cardNumber: string },
) => {
  if (!auth.isVerified) throw new ForbiddenError(BillingMessages.unverified, 'EMAIL_NOT_VERIFIED');
  // The card that is declined later is saved like any other: its renewal charges are what fail.
  const outcome = isSandboxCard(body.cardNumber, 'declinesRenewal')
    ? 'succeeded'
    : sandboxCardOutcome(body.cardNumber, true);
  if (outcome === 'unknown_card')
    throw new BadRequestError(BillingMessages.cardInvalid, { cardNumber: BillingMessages.cardInvalid });
  if (outcome === 'failed')
    throw new BadRequestError(BillingMessages.cardDeclined, { cardNumber: BillingMessages.cardDeclined });
  const last4 = body.cardNumber.replace(/\D/gu, '').slice(-4);
  await upsertPaymentMethod(db, auth.accountId, { brand: 'Visa', last4 }, { userId: auth.userId, at: now() });
  return cardOf(await findPaymentMethod(db, auth.accountId));
};
