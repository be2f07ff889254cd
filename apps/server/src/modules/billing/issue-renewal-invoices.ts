import { randomBytes } from 'node:crypto';
import { nextRenewalTerm, renewalGraceUntil, withTax } from '@sendwell/domain';
import type { Db } from '../../db/database';
import {
  insertRenewalInvoice,
  recurringTopUpsAt,
  subscriptionsDueForRenewal,
  type NewRenewalInvoice,
} from './renewals.repository';
import { offerOnRenewal } from './welcome-offer';

/**
 * Issues the invoices of every paid term that has ended and whose grace period is not over: the plan's next term
 * (one term, the one running now, however late the term's end is seen), at the price it was bought for, and the
 * next month of each recurring email top-up running with it. Terms are counted in the account's timezone. Each subscription's invoices are written in one transaction, once: a rerun issues nothing twice.
 * Answers the invoices issued.
 */
export const issueRenewalInvoices = async (db: Db, now: Date, providerName: string): Promise<number> => {
  let issued = 0;
  for (const due of await subscriptionsDueForRenewal(db, now)) {
    // A term found after its grace period had run out (nothing ran for days) is not renewed: see endLapsedPlans.
    if (renewalGraceUntil(due.end, due.timezone) <= now) continue;
    const months = due.period === 'annual' ? 12 : 1;
    const term = nextRenewalTerm({ anchor: due.anchor, periodEnd: due.end, months }, due.timezone);
    const renewal = {
      term_start: term.start,
      term_end: term.end,
      anchor_at: due.anchor,
      due_at: due.end,
      grace_until: renewalGraceUntil(due.end, due.timezone),
    };
    const common = { provider: providerName, is_recurring: false, top_up_steps: null };
    const token = () => randomBytes(24).toString('base64url');
    const invoices: NewRenewalInvoice[] = [
      {
        ...common,
        ...(await offerOnRenewal(db, due.accountId, withTax(due.currency, due.cost), {
          start: term.start,
          timezone: due.timezone,
        })),
        kind: 'plan',
        plan_id: due.planId,
        period: due.period,
        contact_slab: due.contactSlab,
        emails_added: 0,
        contacts_added: due.contactSlab,
        checkout_token: token(),
        renewal: { ...renewal, source: 'plan', top_up_payment_id: null },
      },
    ];
    // Recurring email credits come with monthly plans only, one month at a time.
    if (months === 1)
      for (const topUp of await recurringTopUpsAt(db, due.accountId, term.start))
        invoices.push({
          ...common,
          kind: 'emails',
          plan_id: topUp.planId,
          period: null,
          contact_slab: null,
          currency: topUp.currency,
          subtotal: topUp.subtotal,
          tax: topUp.tax,
          total: topUp.total,
          emails_added: topUp.units,
          contacts_added: 0,
          top_up_steps: topUp.steps,
          is_recurring: true,
          checkout_token: token(),
          renewal: { ...renewal, source: 'recurringTopUp', top_up_payment_id: topUp.paymentId },
        });
    issued += await db.transaction().execute(async (trx) => {
      let written = 0;
      for (const invoice of invoices)
        if (await insertRenewalInvoice(trx, due.accountId, invoice)) written += 1;
      return written;
    });
  }
  return issued;
};
