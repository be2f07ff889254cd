import { FREE_PLAN_NAME } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { TRIAL_CONTACTS_ALLOCATED } from '../accounts/create-account';
import type { BillingShopifySubscriptionsTable } from './billing.tables';
import { SHOPIFY_PROVIDER } from './shopify-provider';

/** What the provider opened for a payment: its id, and the page the owner approves it on. */
export const setPaymentCheckout = async (
  db: Db,
  accountId: string,
  paymentId: string,
  checkout: { reference: string; url: string },
): Promise<void> => {
  await db
    .updateTable('billing_payments')
    .set({ provider_reference: checkout.reference, checkout_url: checkout.url })
    .where('account_id', '=', accountId)
    .where('id', '=', paymentId)
    .execute();
};

const shopifyPayment = (db: Db, accountId: string) =>
  db
    .selectFrom('billing_payments')
    .select([
      'id',
      'status',
      'failure_reason as failureReason',
      'checkout_token as checkoutToken',
      'provider_reference as reference',
      'checkout_url as checkoutUrl',
      'total',
      'currency',
    ])
    .where('account_id', '=', accountId)
    .where('provider', '=', SHOPIFY_PROVIDER);

export const findShopifyPayment = (db: Db, accountId: string, paymentId: string) =>
  shopifyPayment(db, accountId).where('id', '=', paymentId).executeTakeFirst();

/** The app subscriptions opened for the account and not approved or refused yet, other than `except`. */
export const findPendingShopifyPayments = (db: Db, accountId: string, except: string) =>
  shopifyPayment(db, accountId)
    .where('status', '=', 'pending')
    .where('provider_reference', 'is not', null)
    .where('provider_reference', '<>', except)
    .execute();

/** The payment an app subscription was opened for, in the account whose store it belongs to. */
export const findShopifyPaymentByReference = (db: Db, accountId: string, reference: string) =>
  shopifyPayment(db, accountId).where('provider_reference', '=', reference).executeTakeFirst();

type ShopifyState = BillingShopifySubscriptionsTable['status'];

/** Shopify's own word for a state it never leaves. */
const TERMINAL: ShopifyState[] = ['CANCELLED', 'DECLINED', 'EXPIRED'];

/**
 * Keeps Shopify's state of an app subscription when it is newer than the one kept: a delivery replayed, or one
 * older than a state already known (deliveries come in any order), or any after a terminal state, changes
 * nothing. Answers whether it was kept.
 */
export const recordShopifyState = async (
  db: Db,
  state: { accountId: string; subscriptionId: string; status: ShopifyState; at: Date },
): Promise<boolean> => {
  const kept = await db
    .insertInto('billing_shopify_subscriptions')
    .values({
      account_id: state.accountId,
      subscription_id: state.subscriptionId,
      status: state.status,
      status_at: state.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'subscription_id'])
        .doUpdateSet((eb) => ({ status: eb.ref('excluded.status'), status_at: eb.ref('excluded.status_at') }))
        .where((eb) =>
          eb.and([
            eb('billing_shopify_subscriptions.status_at', '<', eb.ref('excluded.status_at')),
            eb('billing_shopify_subscriptions.status', 'not in', TERMINAL),
          ]),
        ),
    )
    .returning('subscription_id')
    .executeTakeFirst();
  return kept !== undefined;
};

/** Shopify's state of one app subscription, to change. */
const shopifyRow = (db: Db, accountId: string, subscriptionId: string) =>
  db
    .updateTable('billing_shopify_subscriptions')
    .where('account_id', '=', accountId)
    .where('subscription_id', '=', subscriptionId);

/** The paid plan bought through this app subscription ends later, at the end of the period Shopify says is paid. */
export const scheduleShopifyPlanEnd = async (
  db: Db,
  accountId: string,
  subscriptionId: string,
  endsAt: Date,
): Promise<boolean> => {
  const plan = await db
    .selectFrom('billing_subscriptions')
    .select('account_id')
    .where('account_id', '=', accountId)
    .where('provider', '=', SHOPIFY_PROVIDER)
    .where('provider_reference', '=', subscriptionId)
    .executeTakeFirst();
  if (!plan) return false;
  await shopifyRow(db, accountId, subscriptionId).set({ plan_ends_at: endsAt }).execute();
  await db
    .updateTable('accounts')
    .set({ subscription_end_date: endsAt })
    .where('id', '=', accountId)
    .execute();
  return true;
};

/**
 * The paid plan bought through this app subscription ends now: the account returns to the Free Plan with its
 * contacts, unlocked; nothing happens when the plan was bought through another subscription since.
 */
export const endShopifyPlan = async (
  db: Db,
  accountId: string,
  subscriptionId: string,
  now: Date,
): Promise<boolean> => {
  const ended = await db
    .deleteFrom('billing_subscriptions')
    .where('account_id', '=', accountId)
    .where('provider', '=', SHOPIFY_PROVIDER)
    .where('provider_reference', '=', subscriptionId)
    .executeTakeFirst();
  if (ended.numDeletedRows === 0n) {
    // The plan came from another subscription since: this one has nothing left to end.
    await shopifyRow(db, accountId, subscriptionId).set({ plan_ends_at: null }).execute();
    return false;
  }
  await db
    .updateTable('accounts')
    .set({
      plan_name: FREE_PLAN_NAME,
      contacts_allocated: TRIAL_CONTACTS_ALLOCATED,
      subscription_end_date: null,
      trial_due_date: null,
      locked_at: null,
      lock_reason: null,
    })
    .where('id', '=', accountId)
    .execute();
  await shopifyRow(db, accountId, subscriptionId)
    .set((eb) => ({ plan_ended_at: now, plan_ends_at: eb.fn.coalesce('plan_ends_at', eb.val(now)) }))
    .execute();
  return true;
};

/** The cancelled subscriptions whose paid period is over and whose plan has not ended yet. */
export const findDueShopifyPlanEnds = (db: Db, now: Date) =>
  db
    .selectFrom('billing_shopify_subscriptions')
    .select(['account_id as accountId', 'subscription_id as subscriptionId'])
    .where('plan_ends_at', '<=', now)
    .where('plan_ended_at', 'is', null)
    .execute();

/** Shopify's state of the app subscription the account's paid plan came from. */
export const findShopifyState = (db: Db, accountId: string, subscriptionId: string) =>
  db
    .selectFrom('billing_shopify_subscriptions')
    .select(['status', 'plan_ends_at as planEndsAt', 'plan_ended_at as planEndedAt'])
    .where('account_id', '=', accountId)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();

/** The latest app subscription whose ending returned the account to the Free Plan. */
export const findLastEndedShopifyPlan = (db: Db, accountId: string) =>
  db
    .selectFrom('billing_shopify_subscriptions')
    .select(['status', 'plan_ended_at as planEndedAt'])
    .where('account_id', '=', accountId)
    .where('plan_ended_at', 'is not', null)
    .orderBy('plan_ended_at', 'desc')
    .limit(1)
    .executeTakeFirst();
