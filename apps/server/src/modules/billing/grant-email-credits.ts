import { currentUsagePeriod, findPlan, type TimeWindow } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { insertEmailGrant, recurringEmailTopUps } from './email-grants.repository';

/** A paid subscription's plan and current term. */
export interface SubscriptionTerm {
  planId: string;
  contactSlab: number;
  start: Date;
  end: Date;
}

/** The month of the term `now` falls in: email credits are monthly on annual terms too (spec 3 §9). */
export const grantPeriodOf = (term: SubscriptionTerm, now: Date): TimeWindow =>
  // A paid term's months do not depend on the timezone, which only the free plans' periods read.
  currentUsagePeriod({ subscription: term, trialDueDate: null }, now, 'UTC');

/** The plan's own credits for a month: the slab times the plan's emails per contact. */
export const planEmailCredits = (term: Pick<SubscriptionTerm, 'planId' | 'contactSlab'>): number =>
  term.contactSlab * (findPlan(term.planId)?.emailsPerContact ?? 0);

/**
 * Writes the email credits of the month under way into the ledger: the plan's, and each recurring top-up's
 * that runs in it. A month already granted is left as it is, so the payment event and the renewal job, run
 * in any order and any number of times, grant each month once. Answers the grants written.
 */
export const grantEmailCredits = async (
  db: Db,
  accountId: string,
  term: SubscriptionTerm,
  now: Date,
): Promise<number> => {
  const period = grantPeriodOf(term, now);
  let written = 0;
  const emails = planEmailCredits(term);
  if (
    emails > 0 &&
    (await insertEmailGrant(db, { accountId, source: 'plan', payment_id: null, emails, period, at: now }))
  )
    written += 1;
  for (const topUp of await recurringEmailTopUps(db, accountId, period))
    if (
      await insertEmailGrant(db, {
        accountId,
        source: 'recurringTopUp',
        payment_id: topUp.paymentId,
        emails: topUp.units,
        period,
        at: now,
      })
    )
      written += 1;
  return written;
};
