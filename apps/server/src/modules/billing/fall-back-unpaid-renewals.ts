import { RenewalMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import {
  closeRenewalInvoices,
  endUnrenewedPlan,
  renewalsPastGrace,
  stampRenewalOnce,
} from './renewals.repository';

/**
 * Moves to the Free Plan every account whose plan renewal is still unpaid when its grace period ends: the
 * paid subscription ends, recurring top-ups stop, and their unpaid invoices are closed. The plan invoice stays
 * due: paying it restores the plan. Each account in one transaction, once. Answers the accounts moved.
 */
export const fallBackUnpaidRenewals = async (db: Db, now: Date): Promise<string[]> => {
  const moved: string[] = [];
  for (const invoice of await renewalsPastGrace(db, now)) {
    const fell = await db.transaction().execute(async (trx) => {
      if (!(await stampRenewalOnce(trx, invoice, 'fell_back_at', now))) return false;
      // Only the term this invoice renews is ended: a plan bought since replaces the renewal instead.
      if (!(await endUnrenewedPlan(trx, invoice.accountId, invoice.termStart, now))) {
        const which = { paymentId: invoice.paymentId };
        await closeRenewalInvoices(trx, invoice.accountId, which, RenewalMessages.replaced, now);
        return false;
      }
      // The top-ups of the term that was not renewed are not owed.
      const which = { topUpsOfTerm: invoice.termStart };
      await closeRenewalInvoices(trx, invoice.accountId, which, RenewalMessages.planEnded, now);
      return true;
    });
    if (fell) moved.push(invoice.accountId);
  }
  return moved;
};
