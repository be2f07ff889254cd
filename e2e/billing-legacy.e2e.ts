import { expect, test, type Page } from '@playwright/test';
import { auditOverlay, auditScreen, settle } from './support/accessibility';
import { database } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { paymentModal } from './support/payment-modal';

const { freshAccount } = useListsSuite('billing-legacy');

const planCard = (page: Page, name: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
const look = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/billing-legacy-${name}.png`, animations: 'disabled' });
const openChooser = async (page: Page) => {
  await page.goto('/app/settings/plans/choose');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible({
    timeout: 30_000,
  });
};

test("a first plan's price summary shows the welcome offer, taken off the whole price", async ({ page }) => {
  await freshAccount(page, 'Welcome offer');
  await openChooser(page);
  await page.getByRole('radiogroup', { name: 'Currency' }).getByText('INR').click();
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  const modal = paymentModal(page);
  // ₹3,999 + ₹719.82 GST = ₹4,718.82, less 10%.
  await expect(modal.getByText('Welcome offer (10%)')).toBeVisible();
  await expect(modal.getByText('Applicable for 6 months')).toBeVisible();
  await expect(modal.getByText('−₹471.88')).toBeVisible();
  await expect(modal.getByText('₹4,246.94')).toBeVisible();
  await auditOverlay(page, 'payment-modal-welcome-offer');
  await look(page, 'welcome-offer');
});

test('a plan bought at older pricing is told so once per visit, and its card shows the price it keeps', async ({
  page,
}) => {
  const accountId = await freshAccount(page, 'Older pricing');
  // Pro at 10,000 contacts bought at ₹3,499 a month, before the list moved to ₹3,999.
  await database().query(
    `insert into billing_subscriptions (account_id, plan_id, currency, period, contact_slab, cost,
       current_period_start, current_period_end, provider)
     values ($1, 'pro', 'INR', 'monthly', 10000, 349900, now() - interval '7 days',
       now() + interval '1 month' - interval '7 days', 'sandbox')`,
    [accountId],
  );
  await database().query(
    `update accounts set plan_name = 'Pro', contacts_allocated = 10000, trial_due_date = null,
       subscription_end_date = now() + interval '1 month' - interval '7 days' where id = $1`,
    [accountId],
  );
  await openChooser(page);
  const notice = page.getByRole('dialog', { name: 'You are on older pricing' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your Pro plan for 10,000 contacts costs ₹3,499 + GST a month');
  await expect(notice).toContainText('You keep this price for as long as you keep this plan.');
  await expect(notice).toContainText("moves you to today's prices");
  await auditOverlay(page, 'old-pricing-notice');
  await look(page, 'old-pricing-notice');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();

  const pro = planCard(page, 'Pro');
  await expect(pro).toContainText('₹3,499');
  await expect(pro).toContainText('Your price from older pricing, kept while you keep this plan');
  await expect(pro.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  // Other plans are at today's prices, and the notice does not come back during the visit.
  await expect(planCard(page, 'Max')).not.toContainText('₹3,499');
  await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Annually (save 20%)').click();
  await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Monthly').click();
  await expect(notice).toBeHidden();
  await auditScreen(page, 'plan-chooser-older-pricing', { shell: true });
  await look(page, 'chooser-older-pricing');

  // A new visit tells it again.
  await openChooser(page);
  await expect(notice).toBeVisible();
});

test('the shell fits a 390 px wide phone: no page scrolls sideways', async ({ page }) => {
  await freshAccount(page, 'A rather long account name for a small phone screen');
  await page.setViewportSize({ width: 390, height: 844 });
  const pages = [
    ['/app/contacts', page.getByRole('heading', { level: 1, name: 'Lists & Segments' })],
    ['/app/settings/plans', page.getByText('No payments yet')],
    // Tables too wide for a phone scroll in their own box.
    ['/app/contacts/all', page.getByText('No contacts yet: import a file or send them through the API')],
    ['/app/settings/sendersettings', page.getByText('No senders yet')],
  ] as const;
  for (const [path, ready] of pages) {
    await page.goto(path);
    await expect(ready).toBeVisible({ timeout: 30_000 });
    // Measured once the page has loaded what it shows, as a person sees it: while the usage card still loaded,
    // the page once measured 397 px for a moment.
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} scrolls sideways at 390 wide`).toBeLessThanOrEqual(390);
    const menu = await page.locator('.app-header').getByRole('button').last().boundingBox();
    expect(menu && menu.x + menu.width, 'the user menu is within the screen').toBeLessThanOrEqual(390);
    await look(page, `phone${path.replaceAll('/', '-')}`);
  }
});

test("on a phone the navigation opens from the header's menu button, by touch or keyboard, and closes", async ({
  page,
}) => {
  await freshAccount(page, 'Phone navigation');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Lists & Segments' })).toBeVisible({
    timeout: 30_000,
  });
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation).toBeHidden();

  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(navigation.getByRole('link', { name: 'Campaigns' })).toBeVisible();
  await look(page, 'phone-navigation-open');
  await navigation.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(navigation).toBeHidden();

  // By keyboard: the button opens it, Tab reaches its links, Escape closes it.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(navigation).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(navigation).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // On a wide screen the navigation is always there and no menu button is shown.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(navigation).toBeVisible();
  await expect(menuButton).toBeHidden();
});
