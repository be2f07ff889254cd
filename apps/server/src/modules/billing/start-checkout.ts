import { randomBytes } from 'node:crypto';
import { BillingMessages, ShopifyBillingMessages, type CheckoutOrder } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { ConflictError, ForbiddenError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findBillingPath } from './billing-path';
import { insertPayment } from './billing.repository';
import { describePayment } from './payment-description';
import { paymentProviderFor } from './payment-provider';
import { quoteCheckout } from './quote-checkout';

/**
 * POST /api/billing/checkout and the top-up routes: fixes the server's quote of a plan or a top-up in a pending
 * payment and answers the hosted checkout to open. The same request id answers the same checkout, so a
 * double-clicked 'Pay' makes one payment. Nothing changes until the provider's verified payment event.
 */
export const startCheckout = async (
  { db, now, config }: Pick<AppContext, 'db' | 'now' | 'config'>,
  auth: AccountAuth,
  order: CheckoutOrder & { requestId: string },
): Promise<{ paymentId: string; checkoutUrl: string }> => {
  if (!auth.isVerified) throw new ForbiddenError(BillingMessages.unverified, 'EMAIL_NOT_VERIFIED');
  // A plan of an account on the Shopify path is bought through the store (spec 2 §4.4), never here.
  if (order.kind === 'plan' && (await findBillingPath(db, auth.accountId)) === 'shopify')
    throw new ConflictError(ShopifyBillingMessages.shopifyBilled);
  const quote = await quoteCheckout(db, auth.accountId, order, now());
  const provider = paymentProviderFor(config, db);
  const payment = await insertPayment(db, {
    account_id: auth.accountId,
    kind: quote.kind,
    plan_id: quote.planId,
    period: quote.kind === 'plan' ? quote.period : null,
    contact_slab: quote.numberOfContacts,
    emails_added: quote.emailsAdded,
    contacts_added: quote.contactsAdded,
    ...(quote.steps === null ? {} : { top_up_steps: quote.steps }),
    is_recurring: quote.isRecurring,
    currency: quote.currency,
    subtotal: quote.subtotal,
    tax: quote.tax,
    discount: quote.discount,
    total: quote.total,
    provider: provider.name,
    checkout_token: randomBytes(24).toString('base64url'),
    request_id: order.requestId,
    created_by: auth.userId,
  });
  const { checkoutUrl } = await provider.startCheckout({
    accountId: auth.accountId,
    paymentId: payment.id,
    checkoutToken: payment.checkoutToken,
    requestId: order.requestId,
    description: describePayment({
      kind: quote.kind,
      planId: quote.planId,
      period: quote.kind === 'plan' ? quote.period : null,
      contactSlab: quote.numberOfContacts,
      emailsAdded: quote.emailsAdded,
      contactsAdded: quote.contactsAdded,
    }),
    currency: quote.currency,
    total: quote.total,
  });
  return { paymentId: payment.id, checkoutUrl };
};
