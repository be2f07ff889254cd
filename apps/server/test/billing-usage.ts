import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import type { NewPayment } from '../src/modules/billing/billing.repository';

/** Rows of sending and billing put straight into the tables, for tests of what the plan allows. */

/** One 'sent' (or other) activity row per instant, as the sending engine records them. */
export const seedActivity = async (
  db: Db,
  accountId: string,
  sends: readonly { at: string; contactId?: number; kind?: 'sent' | 'opened' }[],
): Promise<void> => {
  if (sends.length === 0) return;
  await db
    .insertInto('email_activity')
    .values(
      sends.map((send) => ({
        account_id: accountId,
        contact_id: send.contactId ?? 1,
        campaign_id: 1,
        kind: send.kind ?? 'sent',
        occurred_at: new Date(send.at),
        link: null,
        sender_id: null,
      })),
    )
    .execute();
};

/** A payment in the ledger, paid at `settledAt` unless another status is given. */
export const seedPayment = async (
  db: Db,
  accountId: string,
  payment: Partial<NewPayment> & { settledAt?: string; status?: 'pending' | 'paid' | 'failed' },
): Promise<string> => {
  const { settledAt, status, ...columns } = payment;
  const row = await db
    .insertInto('billing_payments')
    .values({
      account_id: accountId,
      kind: 'plan',
      plan_id: 'pro',
      period: 'monthly',
      contact_slab: 10_000,
      emails_added: 100_000,
      contacts_added: 10_000,
      currency: 'INR',
      subtotal: 399_900,
      tax: 71_982,
      total: 471_882,
      provider: 'sandbox',
      checkout_token: randomBytes(12).toString('hex'),
      request_id: randomBytes(8).toString('hex'),
      created_by: null,
      ...columns,
      status: status ?? 'paid',
      settled_at: status === 'pending' ? null : new Date(settledAt ?? '2026-11-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** The account on a paid plan for a term, as a verified payment leaves it. */
export const seedSubscription = async (
  db: Db,
  accountId: string,
  term: {
    planId: 'lite' | 'pro' | 'max';
    slab: number;
    period: 'monthly' | 'annual';
    start: string;
    end: string;
  },
): Promise<void> => {
  await db
    .insertInto('billing_subscriptions')
    .values({
      account_id: accountId,
      plan_id: term.planId,
      currency: 'INR',
      period: term.period,
      contact_slab: term.slab,
      cost: 0,
      current_period_start: new Date(term.start),
      current_period_end: new Date(term.end),
    })
    .execute();
  await db
    .updateTable('accounts')
    .set({ contacts_allocated: term.slab, trial_due_date: null, subscription_end_date: new Date(term.end) })
    .where('id', '=', accountId)
    .execute();
};

export const setAccountTimezone = (db: Db, accountId: string, timezone: string) =>
  db
    .updateTable('accounts')
    .set({ settings: sql`settings || ${JSON.stringify({ timezone })}::jsonb` })
    .where('id', '=', accountId)
    .execute();

/** Many sends at one instant, made by the database (a campaign's worth). */
export const seedManySends = async (db: Db, accountId: string, at: string, count: number): Promise<void> => {
  await sql`
    insert into email_activity (account_id, contact_id, campaign_id, kind, occurred_at)
    select ${accountId}::uuid, n, 1, 'sent', ${new Date(at)}::timestamptz from generate_series(1, ${count}::int) as n
  `.execute(db);
};
