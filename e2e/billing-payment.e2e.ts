import { expect, test, type Page } from '@playwright/test';
import { auditOverlay, auditScreen } from './support/accessibility';
import { useListsSuite } from './support/lists-suite';
import { checkoutFrame, fillBillingAddress, payInFrame, paymentModal } from './support/payment-modal';

const { freshAccount } = useListsSuite('billing-payment');

const planCard = (page: Page, name: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
const look = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/billing-account-${name}.png`, animations: 'disabled' });

test('a trial upgrades to Pro through the payment modal, then buys email credits', async ({ page }) => {
  // Two payments, each through the embedded checkout and the provider's signed event.
  test.slow();
  await freshAccount(page, 'Payment account');
  await page.goto('/app/settings/plans/choose');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radiogroup', { name: 'Currency' }).getByText('INR').click();
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();

  // Step 0: the billing address, with the server's price beside it.
  const modal = paymentModal(page);
  await expect(modal.getByText('Upgrade your plan')).toBeVisible();
  await expect(modal.getByText('What you will get')).toBeVisible();
  await expect(modal.getByText('100,000 emails a month')).toBeVisible();
  await expect(modal.getByText('₹4,246.94')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await modal.getByLabel('Email', { exact: true }).fill('billing@');
  await modal.getByLabel('Email', { exact: true }).blur();
  await expect(modal.getByText('Please enter valid email')).toBeVisible();
  await modal.getByLabel('Contact number').fill('12345');
  await modal.getByLabel('Contact number').blur();
  await expect(modal.getByText('Please enter a valid contact number')).toBeVisible();
  await auditOverlay(page, 'payment-modal-address');
  await look(page, 'address');
  await fillBillingAddress(page);

  // Step 1: the provider's checkout in a frame; the plan changes when its signed event arrives.
  await expect(checkoutFrame(page).getByText('Pro plan, 10,000 contacts, billed monthly')).toBeVisible();
  await auditOverlay(page, 'payment-modal-checkout');
  await look(page, 'checkout');
  await payInFrame(page);
  await expect(page.getByText('Subscription plan updated')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/app\/settings\/plans#billing-history$/);
  const history = page.locator('#billing-history');
  await expect(history).toContainText('Pro plan, 10,000 contacts, billed monthly');
  await expect(page.getByRole('row', { name: /Plan/ }).first()).toContainText('Pro');

  // 'Buy credits': the modal opens on the slider; prices come from the server's quote.
  await page.goto('/app/settings/plans/buy-credits');
  await expect(modal.getByText('Buy credits', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByText('25,000 extra email credits', { exact: true })).toBeVisible();
  await expect(modal.getByText('₹1,770')).toBeVisible();
  await modal.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
  await expect(modal.getByText('50,000 extra email credits', { exact: true })).toBeVisible();
  await expect(modal.getByText('₹3,540')).toBeVisible();
  await expect(modal.getByRole('radio', { name: 'Every month' })).toBeVisible();
  await auditOverlay(page, 'payment-modal-credits');
  await look(page, 'credits');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(checkoutFrame(page).getByText('50,000 extra email credits (Pro plan)')).toBeVisible();
  await payInFrame(page);
  await expect(page.getByText('50,000 email credits added successfully')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history).toContainText('₹3,540');
  await auditScreen(page, 'plans-after-credits', { shell: true });
  await look(page, 'plans');
});

test("'Change payment method' keeps a test card, and the 'Connecting...' page offers Close", async ({
  page,
}) => {
  await freshAccount(page, 'Card account');
  await page.goto('/billing/payment-method');
  await expect(page.getByRole('heading', { level: 1, name: 'Change payment method' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('No card is saved yet.')).toBeVisible();
  await auditScreen(page, 'payment-method');
  await look(page, 'payment-method');
  await page.getByLabel('New card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card was declined. Try another card.')).toBeVisible();
  await page.getByLabel('New card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/billing\/connecting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connecting...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
  await auditScreen(page, 'connecting');
  await look(page, 'connecting');
  await page.goto('/app/settings/plans');
  await expect(page.getByText('Visa ending in 4242')).toBeVisible({ timeout: 30_000 });
});

test('prices show in USD by default, and in INR once the billing address is in India', async ({ page }) => {
  await freshAccount(page, 'Currency account');
  await page.goto('/app/settings/plans/choose');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible({
    timeout: 30_000,
  });
  const currency = page.getByRole('radiogroup', { name: 'Currency' });
  await expect(currency.getByRole('radio', { name: 'USD' })).toBeChecked();
  await expect(planCard(page, 'Pro')).toContainText('$49');

  // The modal opens in the default currency; the address entered in it is in India, so it checks out in INR.
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  const modal = paymentModal(page);
  await expect(modal.getByText('$49', { exact: true }).first()).toBeVisible();
  await fillBillingAddress(page);
  await expect(checkoutFrame(page).getByText('Pro plan, 10,000 contacts, billed monthly')).toBeVisible();
  await expect(modal.getByText('₹4,246.94').first()).toBeVisible();
  await expect(checkoutFrame(page).getByText(/4,246\.94/).first()).toBeVisible();
  await look(page, 'currency-checkout');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Back on the chooser, INR is now the default; a currency picked by hand is kept in the browser.
  await page.reload();
  await expect(currency.getByRole('radio', { name: 'INR' })).toBeChecked({ timeout: 30_000 });
  await expect(planCard(page, 'Pro')).toContainText('₹3,999');
  await currency.getByText('USD').click();
  await page.reload();
  await expect(currency.getByRole('radio', { name: 'USD' })).toBeChecked({ timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('user-selected-currency'))).toBe('USD');
});
