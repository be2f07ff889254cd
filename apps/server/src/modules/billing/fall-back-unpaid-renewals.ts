import { FREE_PLAN_NAME, MIN_CONTACT_SLAB } from '@sendwell/domain';
import { RenewalMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { renewalsPastGrace } from './renewals.repository';

/**
 * Moves to the Free Plan every account whose plan renewal is still unpaid when its grace period ends: the
 * paid subscription ends, recurring top-ups stop, and their unpaid invoices are closed. The plan invoice stays
 * due: paying it restores the plan. Each account in one transaction, once. Answers the accounts moved.
 */
export const fallBackUnpaidRenewals = async (db: Db, now: Date): Promise<string[]> => {
  const moved: string[] = [];
  for (const invoice of await renewalsPastGrace(db, now)) {
    const fell = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('billing_renewals')
        .set({ fell_back_at: now })
        .where('account_id', '=', invoice.accountId)
        .where('payment_id', '=', invoice.paymentId)
        .where('fell_back_at', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return false;
      // Only the term this invoice renews is ended: a plan bought since replaces the renewal instead.
      const ended = await trx
        .deleteFrom('billing_subscriptions')
        .where('account_id', '=', invoice.accountId)
        .where('current_period_end', '=', invoice.termStart)
        .executeTakeFirst();
      if (ended.numDeletedRows === 0n) {
        await trx
          .updateTable('billing_payments')
          .set({ status: 'failed', failure_reason: RenewalMessages.replaced, settled_at: now })
          .where('account_id', '=', invoice.accountId)
          .where('id', '=', invoice.paymentId)
          .where('status', '=', 'pending')
          .execute();
        return false;
      }
      await trx
        .updateTable('accounts')
        .set({ plan_name: FREE_PLAN_NAME, contacts_allocated: MIN_CONTACT_SLAB, subscription_end_date: null })
        .where('id', '=', invoice.accountId)
        .execute();
      await trx
        .updateTable('billing_credits')
        .set({ valid_until: now })
        .where('account_id', '=', invoice.accountId)
        .where('is_recurring', '=', true)
        .where('valid_until', 'is', null)
        .execute();
      // The top-ups of the term that was not renewed are not owed.
      await trx
        .updateTable('billing_payments')
        .set({ status: 'failed', failure_reason: RenewalMessages.planEnded, settled_at: now })
        .where('account_id', '=', invoice.accountId)
        .where('status', '=', 'pending')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('billing_renewals')
            .select('payment_id')
            .where('account_id', '=', invoice.accountId)
            .where('source', '=', 'recurringTopUp')
            .where('term_start', '=', invoice.termStart),
        )
        .execute();
      return true;
    });
    if (fell) moved.push(invoice.accountId);
  }
  return moved;
};
