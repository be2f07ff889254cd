import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BillingEmailGrantsTable } from './billing.tables';

/** The SQL of the monthly email credits ledger (migration 0042). */

export type NewEmailGrant = Pick<BillingEmailGrantsTable, 'source' | 'payment_id' | 'emails'> & {
  accountId: string;
  period: { start: Date; end: Date };
  at: Date;
};

/** Grants a period's credits; false when that period of that source was granted already. */
export const insertEmailGrant = async (db: Db, grant: NewEmailGrant): Promise<boolean> => {
  const row = await db
    .insertInto('billing_email_grants')
    .values({
      account_id: grant.accountId,
      source: grant.source,
      payment_id: grant.payment_id,
      period_start: grant.period.start,
      period_end: grant.period.end,
      emails: grant.emails,
      granted_at: grant.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/** The credits granted for the period starting at `start`: the plan's (null before it is granted) and the recurring top-ups'. */
export const sumEmailGrants = async (
  db: Db,
  accountId: string,
  start: Date,
): Promise<{ plan: number | null; recurring: number }> => {
  const rows = await db
    .selectFrom('billing_email_grants')
    .select(['source', (eb) => eb.fn.sum<string>('emails').as('emails')])
    .where('account_id', '=', accountId)
    .where('period_start', '=', start)
    .groupBy('source')
    .execute();
  const of = (source: string) => rows.find((row) => row.source === source);
  const plan = of('plan');
  return { plan: plan ? Number(plan.emails) : null, recurring: Number(of('recurringTopUp')?.emails ?? 0) };
};

/**
 * A page (by account, after `page.after`) of the paid subscriptions still running whose plan credits of the month under way are not granted yet: no plan
 * grant covers `now`. Locked accounts are passed over until they pay again.
 */
export const subscriptionsDueForGrant = (db: Db, now: Date, page: { after: string | null; limit: number }) =>
  db
    .selectFrom('billing_subscriptions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select([
      's.account_id as accountId',
      's.plan_id as planId',
      's.contact_slab as contactSlab',
      's.current_period_start as start',
      's.current_period_end as end',
    ])
    .where('s.current_period_start', '<=', now)
    .where('s.current_period_end', '>', now)
    .where('a.locked_at', 'is', null)
    .$if(page.after !== null, (qb) => qb.where('s.account_id', '>', page.after!))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('billing_email_grants as g')
            .select(sql.lit(1).as('one'))
            .whereRef('g.account_id', '=', 's.account_id')
            .where('g.source', '=', 'plan')
            .whereRef('g.period_start', '>=', 's.current_period_start')
            .where('g.period_start', '<=', now)
            .where('g.period_end', '>', now),
        ),
      ),
    )
    .orderBy('s.account_id')
    .limit(page.limit)
    .execute();

/** The recurring email top-ups that run in a period: bought before it ended and not cancelled before it began. */
export const recurringEmailTopUps = (db: Db, accountId: string, period: { start: Date; end: Date }) =>
  db
    .selectFrom('billing_credits')
    .select(['payment_id as paymentId', 'units'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'emails')
    .where('is_recurring', '=', true)
    .where('valid_from', '<', period.end)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', period.start)]))
    // A month whose renewal invoice is not paid (yet) comes when it is (migration 0049).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('billing_renewals as r')
            .innerJoin('billing_payments as p', (join) =>
              join.onRef('p.account_id', '=', 'r.account_id').onRef('p.id', '=', 'r.payment_id'),
            )
            .select(sql.lit(1).as('one'))
            .whereRef('r.account_id', '=', 'billing_credits.account_id')
            .whereRef('r.top_up_payment_id', '=', 'billing_credits.payment_id')
            .where('r.term_start', '<=', period.start)
            .where('r.term_end', '>', period.start)
            .where('p.status', '<>', 'paid'),
        ),
      ),
    )
    .orderBy('valid_from')
    .execute();
