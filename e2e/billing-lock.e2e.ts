import { expect, test, type Page } from '@playwright/test';
import { auditOverlay, auditScreen } from './support/accessibility';
import { database } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('billing-lock');

/** Ends the account's plan as the scheduled job does once its last day is over. */
const endPlan = async (accountId: string, plan: { whop?: boolean } = {}) => {
  await database().query(
    plan.whop
      ? `update accounts set plan_name = 'whop', trial_due_date = null, subscription_end_date = now() - interval '2 days',
           locked_at = now(), lock_reason = 'subscriptionEnded' where id = $1`
      : `update accounts set trial_due_date = now() - interval '2 days', locked_at = now(), lock_reason = 'trialEnded'
           where id = $1`,
    [accountId],
  );
};

const csrfOf = async (page: Page) =>
  decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '');

test('an account whose trial ended sees the plan-expired overlay, and the API refuses it all but billing', async ({
  page,
}) => {
  const open = await freshAccount(page, 'Open account');
  const locked = await freshAccount(page, 'Expired trial');
  await endPlan(locked);

  await page.goto('/app/contacts');
  // The first screen of the run waits for the server and the app's first chunks.
  await expect(page.getByRole('heading', { level: 1, name: 'Trial ended' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Your free trial has ended. Choose a plan in Plans and billing')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByText('Switch Account')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Switch account' })).toBeVisible();
  // The left panel's; the chooser's custom plan banner offers sales too.
  await expect(page.getByRole('link', { name: 'Talk to sales' }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // No page of the app shows behind it.
  await expect(page.getByRole('heading', { name: 'Lists & Segments' })).toHaveCount(0);
  await auditScreen(page, 'plan-expired');
  await page.screenshot({
    path: '/tmp/billing-stripe-plan-expired.png',
    fullPage: true,
    animations: 'disabled',
  });

  // The server refuses the account's reads and writes, whatever the screen shows; billing still answers.
  const headers = { 'X-CSRF-Token': await csrfOf(page) };
  const write = await page.request.post('/api/newRecipientList', { data: { name: 'Sneaky list' }, headers });
  expect(write.status()).toBe(402);
  expect((await write.json()).error.code).toBe('ACCOUNT_LOCKED');
  expect((await page.request.get('/api/allRecipientLists')).status()).toBe(402);
  expect((await page.request.get('/api/billing/subscription')).status()).toBe(200);

  // Another of the user's accounts is open as before.
  await page.getByRole('combobox', { name: 'Switch account' }).click();
  await page.getByTitle('Open account').click();
  await expect(page.getByRole('heading', { name: 'Lists & Segments' })).toBeVisible();
  expect(open).toBeTruthy();
});

test('a Whop plan that ended locks the account behind the subscription-cancelled dialog', async ({
  page,
}) => {
  const locked = await freshAccount(page, 'Whop shop');
  await endPlan(locked, { whop: true });

  await page.goto('/app/contacts');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 1, name: 'Subscription cancelled' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toContainText('was bought on Whop and has ended. Visit Whop to renew it.');
  await expect(dialog.getByText('Switch Account')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Talk to sales' })).toBeVisible();
  // It cannot be dismissed.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await auditOverlay(page, 'whop-lock');
  await shot(page, 'billing-whop-lock');
  await page.screenshot({
    path: '/tmp/billing-stripe-whop-lock.png',
    fullPage: true,
    animations: 'disabled',
  });

  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
});
