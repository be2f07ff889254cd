import { randomBytes } from 'node:crypto';
import {
  BillingMessages,
  ShopifyBillingMessages,
  type ShopifySubscriptionRequest,
} from '@sendwell/contracts';
import {
  billingPathOf,
  planChange,
  resolveFeatureFlags,
  shopifyChangeAllowed,
  SHOPIFY_BILLING_CURRENCY,
} from '@sendwell/domain';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { BadRequestError, ConflictError, ForbiddenError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findAccount } from '../accounts/accounts.repository';
import { billingStoreOf } from '../store-integration/store-admin-token';
import { findSubscription, insertPayment } from './billing.repository';
import { describePlanQuote } from './payment-description';
import { quotePlanPrice } from './quote-plan';
import { shopifyProviderFor } from './shopify-billing-provider';
import { findShopifyPayment, setPaymentCheckout } from './shopify-billing.repository';

type Order = z.output<typeof ShopifySubscriptionRequest>;

/**
 * POST /api/billing/shopify/subscription (spec 2 §4.4, §7): creates or upgrades the plan as a Shopify app
 * subscription, priced by the server in USD, and answers Shopify's confirmation page as the paymentLink. A
 * smaller plan is bought only with the shopifyPlanDowngrade flag. The same request id answers the same page.
 * Nothing changes until Shopify confirms the subscription.
 */
export const startShopifySubscription = async (
  ctx: Pick<AppContext, 'db' | 'config'>,
  auth: AccountAuth,
  order: Order,
): Promise<{ paymentId: string; paymentLink: string }> => {
  const { db, config } = ctx;
  if (!auth.isVerified) throw new ForbiddenError(BillingMessages.unverified, 'EMAIL_NOT_VERIFIED');
  const [store, current, account] = await Promise.all([
    billingStoreOf(db, config.secretKey, auth.accountId),
    findSubscription(db, auth.accountId),
    findAccount(db, auth.accountId),
  ]);
  const path = billingPathOf({
    store: store ? { integrationVersion: 2, canBill: true } : null,
    subscriptionCost: current?.cost ?? 0,
    subscriptionProvider: current?.provider ?? null,
  });
  if (!store || !account || path !== 'shopify')
    throw new ConflictError(ShopifyBillingMessages.notShopifyBilled);

  const quote = quotePlanPrice({ ...order, currency: SHOPIFY_BILLING_CURRENCY });
  const change = planChange(current ? { planId: current.planId, slab: current.contactSlab } : null, {
    planId: quote.planId,
    slab: quote.numberOfContacts,
  });
  if (change === 'current' && current?.period === quote.period)
    throw new BadRequestError(BillingMessages.currentPlan);
  if (
    change !== 'current' &&
    !shopifyChangeAllowed(change, resolveFeatureFlags(account.flags).shopifyPlanDowngrade)
  )
    throw new BadRequestError(BillingMessages.downgrade);

  const payment = await insertPayment(db, {
    account_id: auth.accountId,
    kind: 'plan',
    plan_id: quote.planId,
    period: quote.period,
    contact_slab: quote.numberOfContacts,
    emails_added: quote.emailsPerMonth,
    contacts_added: quote.numberOfContacts,
    is_recurring: true,
    currency: quote.currency,
    subtotal: quote.subtotal,
    tax: quote.tax,
    total: quote.total,
    provider: 'shopify',
    checkout_token: randomBytes(24).toString('base64url'),
    request_id: order.requestId,
    created_by: auth.userId,
  });
  const opened = await findShopifyPayment(db, auth.accountId, payment.id);
  if (opened?.checkoutUrl) return { paymentId: payment.id, paymentLink: opened.checkoutUrl };

  const { checkoutUrl, reference } = await shopifyProviderFor(config, store).startCheckout({
    accountId: auth.accountId,
    paymentId: payment.id,
    checkoutToken: payment.checkoutToken,
    requestId: order.requestId,
    description: `Sendwell ${describePlanQuote(quote)}`,
    currency: quote.currency,
    total: quote.total,
    period: quote.period,
  });
  if (!reference) throw new Error('Shopify answered an app subscription without its id');
  await setPaymentCheckout(db, auth.accountId, payment.id, { reference, url: checkoutUrl });
  return { paymentId: payment.id, paymentLink: checkoutUrl };
};
