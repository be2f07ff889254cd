import { expect, test, type Page } from '@playwright/test';
import { auditScreen } from './support/accessibility';
import { useListsSuite } from './support/lists-suite';
import { fillBillingAddress, openCheckoutPage } from './support/payment-modal';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('billing');

const planCard = (page: Page, name: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

test('a trial account upgrades to Pro through the sandbox checkout and sees the payment in its history', async ({
  page,
}) => {
  // Two checkouts, each through the hosted page and back.
  test.slow();
  await freshAccount(page, 'Billing account');
  await page.goto('/app/settings/plans');
  // The first screen of the run waits for the server and the app's first chunks.
  await expect(page.getByText('No payments yet')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/plans\/choose$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();

  // A trial chooses its currency; 10,000 contacts is the default slab.
  await page.getByRole('radiogroup', { name: 'Currency' }).getByText('INR').click();
  await expect(planCard(page, 'Pro')).toContainText('₹3,999');
  await expect(planCard(page, 'Pro')).toContainText('+ GST');
  await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Annually (save 20%)').click();
  await expect(planCard(page, 'Pro')).toContainText('₹3,199.20');
  await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Monthly').click();

  // Lite stops at 50,000 contacts.
  await page.getByRole('combobox', { name: 'Contacts' }).click();
  await page.getByTitle('75,000').click();
  await expect(planCard(page, 'Lite')).toContainText('Contact limit exceeded');
  await expect(planCard(page, 'Lite').getByRole('button', { name: 'Upgrade to Lite' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Contacts' }).click();
  await page.getByTitle('10,000').click();
  await auditScreen(page, 'plan-chooser', { shell: true });
  await shot(page, 'billing-plan-chooser');

  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  // The payment modal asks for the billing address first; its checkout is the hosted page, opened here alone.
  await fillBillingAddress(page);
  await openCheckoutPage(page);
  await expect(page).toHaveURL(/\/billing\/checkout\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('Pro plan, 10,000 contacts, billed monthly')).toBeVisible();
  await expect(page.getByText('₹4,246.94', { exact: true })).toBeVisible();
  await auditScreen(page, 'sandbox-checkout');
  await shot(page, 'billing-sandbox-checkout');

  // A declined card leaves the plan as it was.
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await page.getByRole('link', { name: 'Start again from Plans and billing' }).click();
  await expect(page.getByRole('row', { name: /Plan/ }).first()).toContainText('Free Trial');

  await page.getByRole('button', { name: 'Choose a plan' }).click();
  await page.getByRole('radiogroup', { name: 'Currency' }).getByText('INR').click();
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  // The address is kept from the first attempt.
  await expect(page.getByRole('dialog').getByLabel('City')).toHaveValue('Pune');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await openCheckoutPage(page);
  await page.getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Your bank asks you to confirm this payment.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment received. You can close this page.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Plans and billing' }).click();
  await expect(page.getByRole('row', { name: /Plan/ }).first()).toContainText('Pro');
  const history = page.locator('.ant-card').filter({ hasText: 'Billing history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Pro plan, 10,000 contacts, billed monthly');
  await expect(history).toContainText('₹4,246.94');
  await auditScreen(page, 'plans-with-history', { shell: true });
  await shot(page, 'billing-history');

  // The chooser now shows Pro as the current plan and a smaller plan as a request.
  await page.getByRole('button', { name: 'Choose a plan' }).click();
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await planCard(page, 'Lite').getByRole('button', { name: 'Downgrade' }).click();
  await expect(page.getByRole('dialog')).toContainText('Moving to a smaller plan');
});
