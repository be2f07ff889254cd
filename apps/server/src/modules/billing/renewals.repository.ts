import { sql } from 'kysely';
import { FREE_PLAN_NAME, MIN_CONTACT_SLAB } from '@sendwell/domain';
import type { Db } from '../../db/database';
import type { BillingPaymentsTable } from './billing.tables';
import type { BillingRenewalsTable } from './renewals.tables';

/** The SQL of renewals (migration 0049): the terms that ended, their invoices, and the invoices due. */

/**
 * Paid subscriptions whose term has ended and that have no invoice for the next term yet, oldest first.
 * Store-billed ones (Shopify charges its own renewals) are passed over. The anchor is the start of the first of
 * the terms renewed one after another, which later terms count their months from.
 */
export const subscriptionsDueForRenewal = (db: Db, now: Date) =>
  db
    .selectFrom('billing_subscriptions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('billing_renewals as previous', (join) =>
      join
        .onRef('previous.account_id', '=', 's.account_id')
        .on('previous.source', '=', 'plan')
        .onRef('previous.term_start', '=', 's.current_period_start')
        .onRef('previous.term_end', '=', 's.current_period_end'),
    )
    .select([
      's.account_id as accountId',
      's.plan_id as planId',
      's.currency',
      's.period',
      's.contact_slab as contactSlab',
      's.cost',
      's.current_period_start as start',
      's.current_period_end as end',
      sql<string>`coalesce(a.settings ->> 'timezone', 'UTC')`.as('timezone'),
      sql<Date>`coalesce(previous.anchor_at, s.current_period_start)`.as('anchor'),
    ])
    .where('s.current_period_end', '<=', now)
    .where('s.provider', '<>', 'shopify')
    // A term that ended shortly before may already have locked the account; renewing it lifts the lock.
    .where((eb) => eb.or([eb('a.locked_at', 'is', null), eb('a.lock_reason', '=', 'subscriptionEnded')]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('billing_renewals as r')
            .select(sql.lit(1).as('one'))
            .whereRef('r.account_id', '=', 's.account_id')
            .where('r.source', '=', 'plan')
            .whereRef('r.term_start', '=', 's.current_period_end'),
        ),
      ),
    )
    .orderBy('s.current_period_end')
    .limit(500)
    .execute();

/** The recurring email top-ups still running when a term starts: each is renewed with it, for its price. */
export const recurringTopUpsAt = (db: Db, accountId: string, at: Date) =>
  db
    .selectFrom('billing_credits as c')
    .innerJoin('billing_payments as p', (join) =>
      join.onRef('p.account_id', '=', 'c.account_id').onRef('p.id', '=', 'c.payment_id'),
    )
    .select([
      'c.payment_id as paymentId',
      'c.units',
      'p.plan_id as planId',
      'p.currency',
      'p.subtotal',
      'p.tax',
      'p.total',
      'p.top_up_steps as steps',
    ])
    .where('c.account_id', '=', accountId)
    .where('c.kind', '=', 'emails')
    .where('c.is_recurring', '=', true)
    .where('c.valid_from', '<', at)
    .where((eb) => eb.or([eb('c.valid_until', 'is', null), eb('c.valid_until', '>', at)]))
    .orderBy('c.valid_from')
    .execute();

export type NewRenewalInvoice = Pick<
  BillingPaymentsTable,
  'kind' | 'plan_id' | 'period' | 'contact_slab' | 'currency' | 'subtotal' | 'tax' | 'total' | 'provider'
> & {
  emails_added: number;
  contacts_added: number;
  top_up_steps: number | null;
  is_recurring: boolean;
  checkout_token: string;
  /** The welcome offer kept by a term within six months of the first purchase. */
  discount?: number;
  renewal: Omit<
    BillingRenewalsTable,
    'account_id' | 'payment_id' | 'declined_at' | 'fell_back_at' | 'attempts' | 'retry_at'
  >;
};

/**
 * Issues the invoice of one term and source, pending: once, whoever issues it first (the request id names the
 * term and the source, and is unique per account). False when it was issued already.
 */
export const insertRenewalInvoice = async (
  db: Db,
  accountId: string,
  invoice: NewRenewalInvoice,
): Promise<boolean> => {
  const { renewal, ...payment } = invoice;
  const inserted = await db
    .insertInto('billing_payments')
    .values({
      ...payment,
      account_id: accountId,
      request_id: `renewal:${renewal.top_up_payment_id ?? 'plan'}:${renewal.term_start.toISOString()}`,
      created_by: null,
      created_at: renewal.due_at,
    })
    .onConflict((oc) => oc.columns(['account_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .insertInto('billing_renewals')
    .values({ ...renewal, account_id: accountId, payment_id: inserted.id })
    .execute();
  return true;
};

const invoiceColumns = [
  'r.account_id as accountId',
  'r.payment_id as paymentId',
  'r.source',
  'r.top_up_payment_id as topUpPaymentId',
  'r.term_start as termStart',
  'r.term_end as termEnd',
  'r.due_at as dueAt',
  'r.grace_until as graceUntil',
  'r.declined_at as declinedAt',
  'r.fell_back_at as fellBackAt',
  'r.attempts',
  'p.kind',
  'p.plan_id as planId',
  'p.period',
  'p.contact_slab as contactSlab',
  'p.emails_added as emailsAdded',
  'p.contacts_added as contactsAdded',
  'p.currency',
  'p.total',
  'p.number',
  'p.checkout_token as checkoutToken',
  'p.request_id as requestId',
  'p.failure_reason as failureReason',
] as const;

const renewalInvoices = (db: Db) =>
  db
    .selectFrom('billing_renewals as r')
    .innerJoin('billing_payments as p', (join) =>
      join.onRef('p.account_id', '=', 'r.account_id').onRef('p.id', '=', 'r.payment_id'),
    )
    .select(invoiceColumns);

/** The renewal a payment pays for, if it is a renewal invoice. */
export const findRenewal = (db: Db, accountId: string, paymentId: string) =>
  renewalInvoices(db)
    .where('r.account_id', '=', accountId)
    .where('r.payment_id', '=', paymentId)
    .executeTakeFirst();

/**
 * Invoices whose saved card is to be charged now: issued and not charged yet (plans first, so top-ups see the new
 * term), or declined with an automatic retry due before the grace period ends. Pending, not fallen back.
 */
export const renewalInvoicesToCharge = (db: Db, now: Date) =>
  renewalInvoices(db)
    .where('p.status', '=', 'pending')
    .where('r.fell_back_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('r.attempts', '=', 0), eb('r.due_at', '<=', now)]),
        eb.and([eb('r.retry_at', '<=', now), eb('r.grace_until', '>', now)]),
      ]),
    )
    .orderBy('r.due_at')
    .orderBy(sql`r.source = 'plan'`, 'desc')
    .limit(500)
    .execute();

/**
 * Records automatic charge number `attempt` of an invoice (counted from 0) and when the next one is due: once,
 * by the run that made it, so two runs at once or a rerun after a crash charge with the same idempotency key
 * and record it once. False when it was recorded already.
 */
export const recordRenewalAttempt = async (
  db: Db,
  invoice: { accountId: string; paymentId: string },
  attempt: number,
  retryAt: Date | null,
): Promise<boolean> => {
  const result = await db
    .updateTable('billing_renewals')
    .set({ attempts: attempt + 1, retry_at: retryAt })
    .where('account_id', '=', invoice.accountId)
    .where('payment_id', '=', invoice.paymentId)
    .where('attempts', '=', attempt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/**
 * Puts off the automatic retries of an invoice due until at least `until` ('Pay now' was opened); an invoice
 * with no retry scheduled keeps none.
 */
export const holdRenewalRetries = async (
  db: Db,
  accountId: string,
  paymentId: string,
  until: Date,
): Promise<void> => {
  await db
    .updateTable('billing_renewals')
    .set({ retry_at: sql<Date>`greatest(retry_at, ${until})` })
    .where('account_id', '=', accountId)
    .where('payment_id', '=', paymentId)
    .where('retry_at', 'is not', null)
    .execute();
};

/**
 * Whether an automatic charge read at the start of a run is still to be made, read again just before charging:
 * not when the invoice was paid or is being paid ('Pay now' put its retry off) or another run charged it since.
 */
export const isStillToCharge = async (
  db: Db,
  invoice: { accountId: string; paymentId: string; attempts: number },
  now: Date,
): Promise<boolean> => {
  const row = await db
    .selectFrom('billing_renewals as r')
    .innerJoin('billing_payments as p', 'p.id', 'r.payment_id')
    .select(['p.status', 'r.attempts', 'r.retry_at as retryAt'])
    .where('r.account_id', '=', invoice.accountId)
    .where('r.payment_id', '=', invoice.paymentId)
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.status === 'pending' &&
    row.attempts === invoice.attempts &&
    (row.attempts === 0 || (row.retryAt !== null && row.retryAt <= now))
  );
};

/** The account's invoices due (issued for a renewal and not paid), oldest first. */
export const dueInvoices = (db: Db, accountId: string) =>
  renewalInvoices(db)
    .where('r.account_id', '=', accountId)
    .where('p.status', '=', 'pending')
    .orderBy('r.due_at')
    .orderBy('p.number')
    .execute();

/** Plan invoices past their grace period, still unpaid, whose account has not fallen back for them yet. */
export const renewalsPastGrace = (db: Db, now: Date) =>
  renewalInvoices(db)
    .where('r.source', '=', 'plan')
    .where('p.status', '=', 'pending')
    .where('r.fell_back_at', 'is', null)
    .where('r.grace_until', '<=', now)
    .orderBy('r.grace_until')
    .limit(500)
    .execute();

/** What happens once to a renewal invoice: its first decline, and its fall-back to the Free Plan. */
export type RenewalStamp = 'declined_at' | 'fell_back_at';

/**
 * Stamps when it happened, once: true for the call that stamped it, false when it was stamped already, so of
 * two callers at once (two runs, or a run and the provider's event) only one goes on.
 */
export const stampRenewalOnce = async (
  db: Db,
  invoice: { accountId: string; paymentId: string },
  column: RenewalStamp,
  at: Date,
): Promise<boolean> => {
  const stamped = await db
    .updateTable('billing_renewals')
    .set(column, at)
    .where('account_id', '=', invoice.accountId)
    .where('payment_id', '=', invoice.paymentId)
    .where(column, 'is', null)
    .executeTakeFirst();
  return stamped.numUpdatedRows > 0n;
};

/** Notes a declined charge: the invoice stays pending, due. False when it was noted already. */
export const markRenewalDeclined = async (
  db: Db,
  invoice: { accountId: string; paymentId: string },
  reason: string,
  at: Date,
): Promise<boolean> => {
  await db
    .updateTable('billing_payments')
    .set({ failure_reason: reason })
    .where('account_id', '=', invoice.accountId)
    .where('id', '=', invoice.paymentId)
    .where('status', '=', 'pending')
    .execute();
  return stampRenewalOnce(db, invoice, 'declined_at', at);
};

/**
 * Closes unpaid renewal invoices of the account as failed, with the reason shown in the history: all of them
 * (a plan bought at checkout replaces the terms they renew), one invoice, or the top-ups of one term.
 */
export const closeRenewalInvoices = async (
  db: Db,
  accountId: string,
  which: { all: true } | { paymentId: string } | { topUpsOfTerm: Date },
  reason: string,
  at: Date,
): Promise<void> => {
  await db
    .updateTable('billing_payments')
    .set({ status: 'failed', failure_reason: reason, settled_at: at })
    .where('account_id', '=', accountId)
    .where('status', '=', 'pending')
    .where('id', 'in', (eb) => {
      const renewals = eb
        .selectFrom('billing_renewals')
        .select('payment_id')
        .where('account_id', '=', accountId);
      if ('paymentId' in which) return renewals.where('payment_id', '=', which.paymentId);
      if ('topUpsOfTerm' in which)
        return renewals.where('source', '=', 'recurringTopUp').where('term_start', '=', which.topUpsOfTerm);
      return renewals;
    })
    .execute();
};

/**
 * Ends a paid plan whose term ended at `termEnd` and was never renewed: the account moves to the Free Plan and
 * its recurring top-ups stop. Nothing changes when a plan bought since replaced that term. Answers whether it ended.
 */
export const endUnrenewedPlan = async (
  db: Db,
  accountId: string,
  termEnd: Date,
  at: Date,
): Promise<boolean> => {
  const ended = await db
    .deleteFrom('billing_subscriptions')
    .where('account_id', '=', accountId)
    .where('current_period_end', '=', termEnd)
    .executeTakeFirst();
  if (ended.numDeletedRows === 0n) return false;
  await db
    .updateTable('accounts')
    .set({
      plan_name: FREE_PLAN_NAME,
      contacts_allocated: MIN_CONTACT_SLAB,
      subscription_end_date: null,
      // The Free Plan does not end: a lock for the term's end is lifted.
      locked_at: sql`case when lock_reason = 'subscriptionEnded' then null else locked_at end`,
      lock_reason: sql`case when lock_reason = 'subscriptionEnded' then null else lock_reason end`,
    })
    .where('id', '=', accountId)
    .execute();
  await db
    .updateTable('billing_credits')
    .set({ valid_until: at })
    .where('account_id', '=', accountId)
    .where('is_recurring', '=', true)
    .where('valid_until', 'is', null)
    .execute();
  return true;
};
