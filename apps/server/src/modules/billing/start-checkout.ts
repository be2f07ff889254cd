import { randomBytes } from 'node:crypto';
import { BillingMessages, type CheckoutRequest } from '@sendwell/contracts';
import { planChange } from '@sendwell/domain';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { BadRequestError, ForbiddenError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findSubscription, insertPayment } from './billing.repository';
import { quotePlanPrice } from './quote-plan';
import { describePayment } from './payment-description';
import { paymentProviderFor } from './payment-provider';

/**
 * POST /api/billing/checkout: fixes the server's quote in a pending payment and answers the hosted checkout
 * to open. The same request id answers the same checkout, so a double-clicked 'Pay' makes one payment.
 */
export const startCheckout = async (
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  auth: AccountAuth,
  body: z.infer<typeof CheckoutRequest>,
): Promise<{ paymentId: string; checkoutUrl: string }> => {
  if (!auth.isVerified) throw new ForbiddenError(BillingMessages.unverified, 'EMAIL_NOT_VERIFIED');
  const quote = quotePlanPrice(body);
  const current = await findSubscription(db, auth.accountId);
  const change = planChange(current ? { planId: current.planId, slab: current.contactSlab } : null, {
    planId: quote.planId,
    slab: quote.numberOfContacts,
  });
  if (change === 'downgrade') throw new BadRequestError(BillingMessages.downgrade);
  if (change === 'current' && current?.period === quote.period)
    throw new BadRequestError(BillingMessages.currentPlan);
  const provider = paymentProviderFor(config);
  const payment = await insertPayment(db, {
    account_id: auth.accountId,
    kind: 'plan',
    plan_id: quote.planId,
    period: quote.period,
    contact_slab: quote.numberOfContacts,
    emails_added: quote.emailsPerMonth,
    contacts_added: quote.numberOfContacts,
    currency: quote.currency,
    subtotal: quote.subtotal,
    tax: quote.tax,
    total: quote.total,
    provider: provider.name,
    checkout_token: randomBytes(24).toString('base64url'),
    request_id: body.requestId,
    created_by: auth.userId,
  });
  const { checkoutUrl } = await provider.startCheckout({
    accountId: auth.accountId,
    paymentId: payment.id,
    checkoutToken: payment.checkoutToken,
    requestId: body.requestId,
    description: describePayment({
      kind: 'plan',
      planId: quote.planId,
      period: quote.period,
      contactSlab: quote.numberOfContacts,
      emailsAdded: quote.emailsPerMonth,
      contactsAdded: quote.numberOfContacts,
    }),
    currency: quote.currency,
    total: quote.total,
  });
  return { paymentId: payment.id, checkoutUrl };
};
