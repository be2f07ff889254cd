import { renewalGraceUntil } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { endUnrenewedPlan, subscriptionsDueForRenewal } from './renewals.repository';

/**
 * Moves to the Free Plan every paid plan whose term ended so long before it was seen (nothing ran for days or
 * weeks) that the grace period a declined renewal would have had is over, in the account's timezone: as for an
 * unpaid renewal, the plan is not charged for the terms missed, not even once; the owner buys it again to go
 * on. Each account in its own transaction, once. Answers the accounts moved.
 */
export const endLapsedPlans = async (db: Db, now: Date): Promise<string[]> => {
  const moved: string[] = [];
  for (const due of await subscriptionsDueForRenewal(db, now)) {
    if (renewalGraceUntil(due.end, due.timezone) > now) continue;
    const ended = await db.transaction().execute((trx) => endUnrenewedPlan(trx, due.accountId, due.end, now));
    if (ended) moved.push(due.accountId);
  }
  return moved;
};
