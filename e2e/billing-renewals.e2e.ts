import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { auditScreen } from './support/accessibility';
import { database } from './support/database';
import { useListsSuite } from './support/lists-suite';

const { freshAccount } = useListsSuite('billing-renewals');

/**
 * A Pro plan whose renewal an hour ago was declined, as the renewal job leaves it: the invoice for the next
 * term pending (due), the plan kept for its grace period of 7 days.
 */
const declineRenewal = async (accountId: string) => {
  await database().query(
    `with subscription as (
       insert into billing_subscriptions (account_id, plan_id, currency, period, contact_slab, cost,
         current_period_start, current_period_end, provider)
       values ($1, 'pro', 'INR', 'monthly', 10000, 399900, now() - interval '1 month 1 hour',
         now() - interval '1 hour', 'sandbox')
     ), invoice as (
       insert into billing_payments (account_id, kind, plan_id, period, contact_slab, contacts_added, currency,
         subtotal, tax, total, failure_reason, provider, checkout_token, request_id, created_at)
       values ($1, 'plan', 'pro', 'monthly', 10000, 10000, 'INR', 399900, 71982, 471882,
         'Your card was declined. Try another card.', 'sandbox', $2, 'renewal:plan:e2e', now() - interval '1 hour')
       returning id
     )
     insert into billing_renewals (account_id, payment_id, source, term_start, term_end, anchor_at, due_at,
       grace_until, declined_at)
     select $1, id, 'plan', now() - interval '1 hour', now() + interval '1 month' - interval '1 hour',
       now() - interval '1 month 1 hour', now() - interval '1 hour', now() + interval '7 days', now()
     from invoice`,
    [accountId, randomBytes(24).toString('base64url')],
  );
  await database().query(
    `update accounts set plan_name = 'Pro', contacts_allocated = 10000, trial_due_date = null,
       subscription_end_date = now() + interval '7 days' where id = $1`,
    [accountId],
  );
};

test('the owner sees a declined renewal due on Plans and billing and pays it at its checkout', async ({
  page,
}) => {
  const accountId = await freshAccount(page, 'Renewal account');
  await declineRenewal(accountId);

  await page.goto('/app/settings/plans');
  const due = page.getByRole('region', { name: 'Invoices due' });
  await expect(due.getByText('Payment due')).toBeVisible({ timeout: 30_000 });
  await expect(due).toContainText('We could not charge your card for invoice #');
  await expect(due).toContainText('Pro plan, 10,000 contacts, billed monthly, ₹4,718.82');
  await expect(due).toContainText('to keep your plan; after that your account moves to the Free Plan.');
  await expect(due).toContainText('Your card was declined. Try another card.');
  await auditScreen(page, 'billing-renewal-due');
  await page.screenshot({ path: '/tmp/billing-renewals-due.png', fullPage: true, animations: 'disabled' });

  // Spec 2 §4.3: the browser goes to the payment link, the provider's checkout of that invoice.
  await due.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\//);
  await expect(page.getByText('Pro plan, 10,000 contacts, billed monthly')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment received. You can close this page.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Plans and billing' }).click();

  // Paid: nothing is due, the history shows it, and the plan runs to the end of the term it paid for.
  const history = page.locator('#billing-history');
  await expect(history).toContainText('Pro plan, 10,000 contacts, billed monthly');
  await expect(history).toContainText('₹4,718.82');
  await expect(page.getByRole('region', { name: 'Invoices due' })).toHaveCount(0);
  await expect(page.getByText('Current period ends on')).toBeVisible();
  await page.screenshot({ path: '/tmp/billing-renewals-paid.png', fullPage: true, animations: 'disabled' });
});
