import { addLocalMonths, findPlan, nextRenewalRetry } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { keepBillingAddressOnPayment } from './billing-account.repository';
import { settlePayment, upsertSubscription } from './billing.repository';
import { insertEmailGrant } from './email-grants.repository';
import { grantEmailCredits } from './grant-email-credits';
import type { findRenewal } from './renewals.repository';
import { markRenewalDeclined, recordRenewalAttempt } from './renewals.repository';

type Renewal = NonNullable<Awaited<ReturnType<typeof findRenewal>>>;

/**
 * When a declined invoice's card is next charged by itself: RENEWAL_RETRY_DAYS after its first decline (now,
 * when this is the first), at the same time of day in the account's timezone, before the grace period ends.
 */
export const nextRetryOf = async (
  trx: Db,
  invoice: Pick<Renewal, 'accountId' | 'declinedAt' | 'graceUntil'>,
  now: Date,
): Promise<Date | null> =>
  nextRenewalRetry(
    invoice.declinedAt ?? now,
    now,
    invoice.graceUntil,
    await getAccountTimezone(trx, invoice.accountId),
  );

/**
 * A verified payment event for a renewal invoice, in the transaction that claimed it. Paid: the plan's term
 * is extended (or, after the account fell back to the Free Plan, the plan is restored), or the top-up's month
 * of credits granted. Not paid: the invoice stays pending, due, and the plan is kept until its grace ends; a
 * decline no run has recorded is counted as the first automatic charge, with its first retry scheduled.
 */
export const applyRenewalPayment = async (
  trx: Db,
  renewal: Renewal,
  outcome: { failureReason: string | null; provider: string },
  now: Date,
): Promise<boolean> => {
  const { accountId, paymentId } = renewal;
  if (outcome.failureReason !== null) {
    const declined = await markRenewalDeclined(trx, renewal, outcome.failureReason, now);
    // A decline no run has recorded (the run that asked for the charge died first) is the first automatic
    // charge: counted here, no run asks for it again, and the first retry is due from it.
    if (renewal.attempts === 0)
      await recordRenewalAttempt(trx, renewal, 0, await nextRetryOf(trx, renewal, now));
    // The plan is kept through the grace period: it is the subscription's end until then.
    if (renewal.source === 'plan' && renewal.fellBackAt === null)
      await trx
        .updateTable('accounts')
        .set({ subscription_end_date: renewal.graceUntil, locked_at: null, lock_reason: null })
        .where('id', '=', accountId)
        .where('subscription_end_date', '<=', renewal.graceUntil)
        .execute();
    return declined;
  }
  if (!(await settlePayment(trx, accountId, paymentId, { status: 'paid', failureReason: null, at: now })))
    return false;
  await keepBillingAddressOnPayment(trx, accountId, paymentId);
  if (renewal.source === 'recurringTopUp') {
    await insertEmailGrant(trx, {
      accountId,
      source: 'recurringTopUp',
      payment_id: renewal.topUpPaymentId,
      emails: renewal.emailsAdded,
      period: { start: renewal.termStart, end: renewal.termEnd },
      at: now,
    });
    return true;
  }
  const plan = findPlan(renewal.planId)!;
  const months = renewal.period === 'annual' ? 12 : 1;
  // Paid in time, the term paid for follows the last one; paid after it is over, a new term starts now.
  const term =
    renewal.termEnd > now
      ? { start: renewal.termStart, end: renewal.termEnd }
      : { start: now, end: addLocalMonths(now, months, await getAccountTimezone(trx, accountId)) };
  const cost = await trx
    .selectFrom('billing_payments')
    .select('subtotal')
    .where('account_id', '=', accountId)
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  await upsertSubscription(trx, {
    accountId,
    planId: renewal.planId,
    currency: renewal.currency,
    period: renewal.period ?? 'monthly',
    contactSlab: renewal.contactSlab ?? 0,
    cost: cost.subtotal,
    start: term.start,
    end: term.end,
    provider: outcome.provider,
  });
  await trx
    .updateTable('accounts')
    .set({
      plan_name: plan.name,
      contacts_allocated: renewal.contactSlab ?? 0,
      subscription_end_date: term.end,
      trial_due_date: null,
      locked_at: null,
      lock_reason: null,
    })
    .where('id', '=', accountId)
    .execute();
  if (term.start <= now)
    await grantEmailCredits(
      trx,
      accountId,
      { planId: renewal.planId, contactSlab: renewal.contactSlab ?? 0, ...term },
      now,
    );
  return true;
};
