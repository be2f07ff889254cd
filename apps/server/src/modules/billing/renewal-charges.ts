import { randomBytes } from 'node:crypto';
import { BillingMessages, SANDBOX_CARDS } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../db/database';
import { findPaymentMethod } from './billing-account.repository';
import { paymentProviderFor, type PaymentProvider, type SavedCardCharge } from './payment-provider';
import { sandboxProvider } from './sandbox-provider';

const digitsOf = (cardNumber: string): string => cardNumber.replace(/\D/gu, '');

/** Whether a card number is one of the sandbox's test cards. */
export const isSandboxCard = (cardNumber: string, card: keyof typeof SANDBOX_CARDS): boolean =>
  digitsOf(cardNumber) === digitsOf(SANDBOX_CARDS[card]);

/**
 * The sandbox's charge of the saved card: the card it keeps (its last four digits tell which test card it is)
 * decides the outcome, and each idempotency key is charged once, a second call answering the first charge.
 */
export const chargeSandboxSavedCard = (db: Db) => async (charge: SavedCardCharge) => {
  const card = await findPaymentMethod(db, charge.accountId);
  const declined = !card || card.last4 === digitsOf(SANDBOX_CARDS.declinesRenewal).slice(-4);
  await db
    .insertInto('billing_sandbox_charges')
    .values({
      idempotency_key: charge.idempotencyKey,
      id: `ch_${randomBytes(12).toString('hex')}`,
      account_id: charge.accountId,
      amount: charge.amount,
      currency: charge.currency,
      outcome: declined ? 'failed' : 'succeeded',
      failure_reason: declined ? BillingMessages.cardDeclined : null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  const made = await db
    .selectFrom('billing_sandbox_charges')
    .select(['id', 'outcome', 'amount', 'currency', 'failure_reason as failureReason'])
    .where('idempotency_key', '=', charge.idempotencyKey)
    .executeTakeFirstOrThrow();
  return made;
};

/**
 * The provider renewals are charged through: the sandbox, which charges the card it keeps; Stripe when
 * configured, which charges off session the card its checkout saved.
 */
export const renewalProviderFor = (ctx: Pick<AppContext, 'db' | 'config'>): PaymentProvider => {
  const provider = paymentProviderFor(ctx.config, ctx.db);
  return provider.name === sandboxProvider.name
    ? { ...provider, chargeSavedCard: chargeSandboxSavedCard(ctx.db) }
    : provider;
};
