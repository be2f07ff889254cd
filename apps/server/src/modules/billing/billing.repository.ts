import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BillingPaymentsTable } from './billing.tables';

/** The account's paid subscription, with its paid features suspended while Shopify holds it frozen. */
const paidSubscription = (db: Db, accountId: string) =>
  db
    .selectFrom('billing_subscriptions as s')
    .leftJoin('billing_shopify_subscriptions as shop', (join) =>
      join
        .onRef('shop.account_id', '=', 's.account_id')
        .onRef('shop.subscription_id', '=', 's.provider_reference'),
    )
    .select((eb) => eb.fn.coalesce(eb('shop.status', '=', 'FROZEN'), eb.lit(false)).as('suspended'))
    .where('s.account_id', '=', accountId);

/** The account's paid subscription; undefined on the free plans. */
export const findSubscription = (db: Db, accountId: string) =>
  paidSubscription(db, accountId)
    .select([
      's.plan_id as planId',
      's.currency',
      's.period',
      's.contact_slab as contactSlab',
      's.cost',
      's.current_period_end as currentPeriodEnd',
      's.provider',
      's.provider_reference as reference',
    ])
    .executeTakeFirst();

export type NewPayment = Omit<
  BillingPaymentsTable,
  | 'id'
  | 'number'
  | 'status'
  | 'created_at'
  | 'settled_at'
  | 'failure_reason'
  | 'emails_added'
  | 'contacts_added'
  | 'top_up_steps'
  | 'is_recurring'
  | 'provider_reference'
  | 'checkout_url'
  | 'billing_address'
  | 'discount'
> & {
  emails_added?: number;
  contacts_added?: number;
  top_up_steps?: number;
  is_recurring?: boolean;
  discount?: number;
};

/** A pending payment, or the one the same request already made. */
export const insertPayment = async (
  db: Db,
  payment: NewPayment,
): Promise<{ id: string; checkoutToken: string }> => {
  const inserted = await db
    .insertInto('billing_payments')
    .values(payment)
    .onConflict((oc) => oc.columns(['account_id', 'request_id']).doNothing())
    .returning(['id', 'checkout_token as checkoutToken'])
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('billing_payments')
    .select(['id', 'checkout_token as checkoutToken'])
    .where('account_id', '=', payment.account_id)
    .where('request_id', '=', payment.request_id)
    .executeTakeFirstOrThrow();
};

export const findPaymentByToken = (db: Db, token: string) =>
  db
    .selectFrom('billing_payments as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select([
      'p.account_id as accountId',
      'p.id',
      'p.kind',
      'p.plan_id as planId',
      'p.period',
      'p.contact_slab as contactSlab',
      'p.emails_added as emailsAdded',
      'p.contacts_added as contactsAdded',
      'p.currency',
      'p.subtotal',
      'p.tax',
      'p.total',
      'p.discount',
      'p.status',
      'p.failure_reason as failureReason',
      'a.name as accountName',
    ])
    .where('p.checkout_token', '=', token)
    .executeTakeFirst();

/** Records an event as applied; false when it already was (a replay). */
export const claimEvent = async (db: Db, provider: string, eventId: string): Promise<boolean> => {
  const row = await db
    .insertInto('billing_events')
    .values({ provider, event_id: eventId })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
};

/** Settles a pending payment; false when it was already settled. */
export const settlePayment = async (
  db: Db,
  accountId: string,
  id: string,
  outcome: { status: 'paid' | 'failed'; failureReason: string | null; at: Date },
): Promise<boolean> => {
  const result = await db
    .updateTable('billing_payments')
    .set({ status: outcome.status, failure_reason: outcome.failureReason, settled_at: outcome.at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const upsertSubscription = async (
  db: Db,
  row: {
    accountId: string;
    planId: 'lite' | 'pro' | 'max';
    currency: 'INR' | 'USD';
    period: 'monthly' | 'annual';
    contactSlab: number;
    cost: number;
    start: Date;
    end: Date;
    /** The provider paid for it; 'sendwell' when not told. */
    provider?: string;
    /** The provider's id of what pays for it (a Shopify app subscription). */
    reference?: string;
  },
): Promise<void> => {
  const values = {
    provider: row.provider ?? 'sendwell',
    provider_reference: row.reference ?? null,
    plan_id: row.planId,
    currency: row.currency,
    period: row.period,
    contact_slab: row.contactSlab,
    cost: row.cost,
    current_period_start: row.start,
    current_period_end: row.end,
  };
  await db
    .insertInto('billing_subscriptions')
    .values({ account_id: row.accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, updated_at: row.start }))
    .execute();
};

/**
 * The account's first paid plan payment, and whether it had the welcome offer: the offer is for the first plan
 * an account buys, and its renewals keep it for six months from then. Undefined before any plan was paid for.
 */
export const findFirstPlanPurchase = (db: Db, accountId: string) =>
  db
    .selectFrom('billing_payments')
    .select(['settled_at as settledAt', 'discount'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'plan')
    .where('status', '=', 'paid')
    .orderBy('settled_at')
    .orderBy('number')
    .limit(1)
    .executeTakeFirst();

export const selectPaidPayments = (db: Db, accountId: string) =>
  db
    .selectFrom('billing_payments')
    .select([
      'id',
      'kind',
      'plan_id as planId',
      'period',
      'contact_slab as contactSlab',
      'emails_added as emailsAdded',
      'contacts_added as contactsAdded',
      'currency',
      'total',
      'settled_at as settledAt',
    ])
    .where('account_id', '=', accountId)
    .where('status', '=', 'paid')
    .orderBy('settled_at', 'desc')
    .orderBy('number', 'desc')
    .execute();

/** The paid subscription's plan and current term, which the billing period of email credits follows. */
export const findSubscriptionTerm = (db: Db, accountId: string) =>
  paidSubscription(db, accountId)
    .select([
      's.plan_id as planId',
      's.contact_slab as contactSlab',
      's.current_period_start as start',
      's.current_period_end as end',
    ])
    .executeTakeFirst();

/** One-time email credits bought and received in a window; recurring ones are granted month by month instead. */
export const sumEmailCreditsAdded = async (
  db: Db,
  accountId: string,
  window: { start: Date; end: Date },
): Promise<number> => {
  const row = await db
    .selectFrom('billing_payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('emails_added'), eb.lit(0)).as('added'))
    .where('account_id', '=', accountId)
    .where('kind', '=', 'emails')
    .where('status', '=', 'paid')
    .where('is_recurring', '=', false)
    .where('settled_at', '>=', window.start)
    .where('settled_at', '<', window.end)
    .executeTakeFirstOrThrow();
  return Number(row.added);
};

/** The sends of a window, as the sending activity records them. */
const sendsIn = (db: Db, accountId: string, window: { start: Date; end: Date }) =>
  db
    .selectFrom('email_activity')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'sent')
    .where('occurred_at', '>=', window.start)
    .where('occurred_at', '<', window.end);

/** Emails sent in a window. */
export const countEmailsSent = async (
  db: Db,
  accountId: string,
  window: { start: Date; end: Date },
): Promise<number> => {
  const row = await sendsIn(db, accountId, window)
    .select((eb) => eb.fn.countAll<number>().as('sent'))
    .executeTakeFirstOrThrow();
  return Number(row.sent);
};

/** Emails sent and contacts they went to, per calendar day in a timezone, over a window. */
export const dailyEmailsSent = async (
  db: Db,
  accountId: string,
  window: { start: Date; end: Date },
  timezone: string,
): Promise<{ day: string; sent: number; contacts: number }[]> => {
  const rows = await sendsIn(db, accountId, window)
    .select((eb) => [
      sql<string>`to_char(occurred_at at time zone ${timezone}, 'YYYY-MM-DD')`.as('day'),
      eb.fn.countAll<number>().as('sent'),
      sql<number>`count(distinct contact_id)`.as('contacts'),
    ])
    .groupBy(sql`1`)
    .execute();
  return rows.map((row) => ({ day: row.day, sent: Number(row.sent), contacts: Number(row.contacts) }));
};

/** A payment received by this account, with what its invoice shows; undefined for another account's or an unpaid one. */
export const findPaidPayment = (db: Db, accountId: string, id: string) =>
  db
    .selectFrom('billing_payments as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select([
      'p.id',
      'p.number',
      'p.kind',
      'p.plan_id as planId',
      'p.period',
      'p.contact_slab as contactSlab',
      'p.emails_added as emailsAdded',
      'p.contacts_added as contactsAdded',
      'p.currency',
      'p.subtotal',
      'p.tax',
      'p.total',
      'p.discount',
      'p.provider',
      'p.settled_at as settledAt',
      'p.billing_address as billingAddress',
      'a.name as accountName',
    ])
    .where('p.account_id', '=', accountId)
    .where('p.id', '=', id)
    .where('p.status', '=', 'paid')
    .executeTakeFirst();
/** Why the account is locked, if it is (spec 2 §4.5), with the plan it was on. */
export const findAccountLock = (db: Db, accountId: string) =>
  db
    .selectFrom('accounts')
    .select(['lock_reason as reason', 'locked_at as lockedAt', 'plan_name as planName'])
    .where('id', '=', accountId)
    .where('locked_at', 'is not', null)
    .executeTakeFirst();

/**
 * Locks every account whose trial or subscription ended on a day that is over in the account's timezone (a
 * plan runs through the whole of its last day, wherever the account is). Answers the accounts locked.
 */
export const lockExpiredAccounts = async (db: Db, now: Date): Promise<string[]> => {
  const result = await sql<{ id: string }>`
    with zones as materialized (select name from pg_timezone_names),
    due as (
      select a.id,
        coalesce(a.subscription_end_date, a.trial_due_date) as ends_at,
        coalesce(z.name, 'UTC') as zone
      from accounts a
      left join zones z on z.name = a.settings ->> 'timezone'
      where a.locked_at is null
        and coalesce(a.subscription_end_date, a.trial_due_date) < ${now}
    )
    update accounts a
    set locked_at = ${now},
      lock_reason = case when a.subscription_end_date is null then 'trialEnded' else 'subscriptionEnded' end
    from due
    where a.id = due.id
      and (due.ends_at at time zone due.zone)::date < (${now}::timestamptz at time zone due.zone)::date
    returning a.id
  `.execute(db);
  return result.rows.map((row) => row.id);
};

/** The downgrade the owner asked for, if one is open. */
export const findDowngradeRequest = (db: Db, accountId: string) =>
  db
    .selectFrom('billing_downgrade_requests')
    .select(['plan_id as planId', 'contact_slab as contactSlab', 'period', 'created_at as createdAt'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();

/** Stores the account's downgrade request; asking again replaces the one before. */
export const upsertDowngradeRequest = async (
  db: Db,
  row: {
    accountId: string;
    planId: 'lite' | 'pro' | 'max';
    contactSlab: number;
    period: 'monthly' | 'annual';
    requestedBy: string;
    at: Date;
  },
): Promise<void> => {
  const values = {
    plan_id: row.planId,
    contact_slab: row.contactSlab,
    period: row.period,
    requested_by: row.requestedBy,
    created_at: row.at,
  };
  await db
    .insertInto('billing_downgrade_requests')
    .values({ account_id: row.accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
};
