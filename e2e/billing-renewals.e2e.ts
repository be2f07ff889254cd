import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@sendwell/contracts';
import { auditScreen } from './support/accessibility';
import { database } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { fillBillingAddress, payInFrame } from './support/payment-modal';

const { freshAccount } = useListsSuite('billing-renewals');

const planCard = (page: Page, name: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** Moves the clock to just after the term's end: the term (and the plan's end shown) a month earlier. */
const endTerm = async (accountId: string) => {
  await database().query(
    `with shift as (
       select current_period_end - now() + interval '1 minute' as by from billing_subscriptions where account_id = $1
     ), moved as (
       update billing_subscriptions s set current_period_start = s.current_period_start - shift.by,
         current_period_end = s.current_period_end - shift.by
       from shift where s.account_id = $1
     )
     update accounts a set subscription_end_date = a.subscription_end_date - shift.by
     from shift where a.id = $1`,
    [accountId],
  );
};

/** Runs the renewal job now, as its schedule would: a job on the server's queue, which its worker takes. */
const runRenewalJob = async () => {
  await database().query(`insert into pgboss.job (name, data) values ('renew-subscriptions', '{}'::jsonb)`);
};

test('a plan whose saved card declines its renewal is due after the term ends, and paid with another card', async ({
  page,
}) => {
  test.slow();
  const accountId = await freshAccount(page, 'Renewal account');
  await page.goto('/app/settings/plans/choose');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radiogroup', { name: 'Currency' }).getByText('INR').click();
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await fillBillingAddress(page);
  await payInFrame(page);
  await expect(page.getByText('Subscription plan updated')).toBeVisible({ timeout: 30_000 });
  // The card renewals are charged to (a checkout does not keep its card): the test card that is saved fine and
  // declined when a renewal charges it.
  await page.goto('/billing/payment-method');
  await page.getByLabel('New card number').fill(SANDBOX_CARDS.declinesRenewal);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/billing\/connecting$/);

  await endTerm(accountId);
  await runRenewalJob();
  const due = page.getByRole('region', { name: 'Invoices due' });
  await expect(async () => {
    await page.goto('/app/settings/plans');
    await expect(due.getByText('Payment due')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(due).toContainText('We could not charge your card for invoice #');
  // Within six months of the first purchase, the renewal keeps the welcome offer's price.
  await expect(due).toContainText('Pro plan, 10,000 contacts, billed monthly, ₹4,246.94');
  await expect(due).toContainText('to keep your plan; after that your account moves to the Free Plan.');
  await expect(due).toContainText('Your card was declined. Try another card.');
  // The card saved is the one declined, and the purchase is in the history.
  await expect(page.getByText('ending in 0341')).toBeVisible();
  await expect(page.locator('#billing-history')).toContainText('Pro plan, 10,000 contacts, billed monthly');
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
  await expect(history).toContainText('₹4,246.94');
  await expect(page.getByRole('region', { name: 'Invoices due' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Plan/ }).first()).toContainText('Pro');
  await expect(page.getByText('Current period ends on')).toBeVisible();
  await page.screenshot({ path: '/tmp/billing-renewals-paid.png', fullPage: true, animations: 'disabled' });
});
