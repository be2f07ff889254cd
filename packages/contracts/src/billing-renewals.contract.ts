import { z } from 'zod';
import { BillingCurrency } from './billing.contract';
import { defineRoute, PRIMARY_OWNER } from './route';

/**
 * Renewals and the invoices they leave due (spec 2 §3 'Pending invoices response', §4.3, §7 getPendingInvoices).
 * An invoice is due when Sendwell issued it for a renewal (a plan's next term or a recurring top-up's next
 * month) and it is not paid: the saved card was declined, or no card could be charged.
 */

export const PendingInvoice = z.object({
  id: z.string(),
  number: z.number().int(),
  /** 'Pro plan, 10,000 contacts, billed monthly', as the billing history will show it once paid. */
  description: z.string(),
  currency: BillingCurrency,
  /** Tax included, in minor units. */
  amount: z.number().int(),
  /** When the renewal fell due: the end of the term paid for before. */
  dueAt: z.string(),
  /** Plan renewals: the plan is kept until this instant, then the account moves to the Free Plan. */
  graceUntil: z.string(),
  /** Why the charge did not go through; null until the saved card is charged. */
  failureReason: z.string().nullable(),
  /** The plan was kept through the grace period and the account has moved to the Free Plan. */
  fellBack: z.boolean(),
  /** The provider's checkout for this invoice. */
  paymentLink: z.string(),
});
export type PendingInvoice = z.infer<typeof PendingInvoice>;

/** Spec 2 §3: isPaymentDue and paymentLink (the oldest due invoice's checkout), and the invoices due. */
export const PendingInvoicesResponse = z.object({
  isPaymentDue: z.boolean(),
  paymentLink: z.string().nullable(),
  invoices: z.array(PendingInvoice),
});

export const RenewalMessages = {
  noCard: 'No card is saved for renewals. Pay this invoice to renew your plan.',
  notCharged: 'Renewals on this payment provider are paid from the invoice.',
  planEnded: 'The plan ended before this invoice was paid.',
  replaced: 'A plan bought since replaces this renewal.',
  dueTitle: 'Payment due',
  due: (what: string, payBy: string) =>
    `We could not charge your card for ${what}. Pay by ${payBy} to keep your plan; after that your account moves to the Free Plan.`,
  fellBack: (what: string) =>
    `Your account moved to the Free Plan because ${what} was not paid. Pay it to restore your plan.`,
  payNow: 'Pay now',
  notDue: 'This invoice is not due.',
} as const;

/** While the owner pays an invoice at its checkout, its automatic retries wait this long (no double charge). */
export const PAY_NOW_RETRY_HOLD_HOURS = 24;

export const billingRenewalRoutes = {
  getPendingInvoices: defineRoute({
    method: 'GET',
    path: '/api/billing/pending-invoices',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags: ['billing'],
    summary:
      'The invoices due (renewals not paid) and the link to pay the oldest: what is checked after paying',
    description:
      'Only the primary owner, who pays. refreshCache is accepted as the spec sends it; the answer is always read fresh.',
    query: z.object({ refreshCache: z.enum(['true', 'false']).optional() }),
    response: PendingInvoicesResponse,
  }),
  payPendingInvoice: defineRoute({
    method: 'POST',
    path: '/api/billing/pending-invoices/:id/pay',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags: ['billing'],
    summary: "'Pay now': the checkout of an invoice due; its automatic retries wait while it is paid there",
    description: `Automatic retries of the invoice are put off for ${PAY_NOW_RETRY_HOLD_HOURS} hours, so a retry does not charge the card while the owner pays at the checkout. 404 when the invoice is not due.`,
    params: z.object({ id: z.string().uuid() }),
    response: z.object({ paymentLink: z.string() }),
  }),
};
