import { RenewalMessages } from '@sendwell/contracts';
import { addLocalMonths, addMonths, findPlan } from '@sendwell/domain';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import type { Db } from '../../db/database';
import { applyRenewalPayment } from './apply-renewal-payment';
import { applyTopUp } from './apply-top-up';
import { keepBillingAddressOnPayment } from './billing-account.repository';
import { grantEmailCredits } from './grant-email-credits';
import { claimEvent, findPaymentByToken, settlePayment, upsertSubscription } from './billing.repository';
import type { PaymentEvent } from './payment-provider';
import { closeRenewalInvoices, findRenewal } from './renewals.repository';

/** Kept here for callers of this module; the calendar rule lives with the usage periods it also starts. */
export { addMonths };

/** Runs `work` in the caller's transaction when it holds one, else in a transaction of its own. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** What paying for a plan changes; a payment whose amount differs from the quote changes nothing. */
const MISMATCH = 'The amount paid does not match the price of this checkout.';

/**
 * Applies one verified payment event, all in one transaction: an event id seen before, or a payment already
 * settled, changes nothing (replays, retries). A successful plan payment starts the subscription period and
 * gives the account the plan's contacts. Answers whether anything changed. Inside a caller's transaction it
 * runs in that one.
 */
export const applyPaymentEvent = (
  db: Db,
  provider: string,
  event: PaymentEvent,
  now: Date,
  /** The provider's id of what pays for the plan (a Shopify app subscription), which its later news is matched to. */
  reference?: string,
): Promise<boolean> =>
  inTransaction(db, async (trx) => {
    if (!(await claimEvent(trx, provider, event.id))) return false;
    const payment = await findPaymentByToken(trx, event.data.checkoutToken);
    if (!payment) return false;
    const paid = event.type === 'payment.succeeded';
    const matches = event.data.amount === payment.total && event.data.currency === payment.currency;
    const failureReason = !paid
      ? (event.data.failureReason ?? 'The payment failed.')
      : matches
        ? null
        : MISMATCH;
    // An invoice Sendwell issued for a renewal stays due when its charge fails, and renews the term when paid.
    const renewal = await findRenewal(trx, payment.accountId, payment.id);
    if (renewal) return applyRenewalPayment(trx, renewal, { failureReason, provider }, now);
    const status = failureReason ? 'failed' : 'paid';
    if (!(await settlePayment(trx, payment.accountId, payment.id, { status, failureReason, at: now })))
      return false;
    // The invoice shows the address the payment was made under, whatever it is changed to later.
    if (status === 'paid') await keepBillingAddressOnPayment(trx, payment.accountId, payment.id);
    if (status === 'paid' && payment.kind !== 'plan') {
      await applyTopUp(trx, { ...payment, kind: payment.kind }, now);
      return true;
    }
    if (status !== 'paid' || payment.kind !== 'plan' || !payment.period || !payment.contactSlab) return true;
    const plan = findPlan(payment.planId)!;
    // A plan bought now replaces any term still waiting on its renewal invoice: those are no longer due.
    await closeRenewalInvoices(trx, payment.accountId, { all: true }, RenewalMessages.replaced, now);
    // The term ends on the same day of the month where the account is (spec: time is the account's).
    const timezone = await getAccountTimezone(trx, payment.accountId);
    const end = addLocalMonths(now, payment.period === 'annual' ? 12 : 1, timezone);
    await upsertSubscription(trx, {
      accountId: payment.accountId,
      planId: payment.planId,
      currency: payment.currency,
      period: payment.period,
      contactSlab: payment.contactSlab,
      cost: payment.subtotal,
      start: now,
      end,
      provider,
      reference,
    });
    // The first month's email credits; the renewal job grants each later month of the term.
    const term = { planId: payment.planId, contactSlab: payment.contactSlab, start: now, end };
    await grantEmailCredits(trx, payment.accountId, term, now);
    await trx
      .updateTable('accounts')
      .set({
        plan_name: plan.name,
        contacts_allocated: payment.contactSlab,
        subscription_end_date: end,
        trial_due_date: null,
        // Paying for a plan ends the lock of an account whose trial or subscription had ended.
        locked_at: null,
        lock_reason: null,
      })
      .where('id', '=', payment.accountId)
      .execute();
    return true;
  });
