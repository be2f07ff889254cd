import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { auditOverlay, auditScreen, settle } from './support/accessibility';
import { database } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { paymentModal } from './support/payment-modal';

const { freshAccount } = useListsSuite('billing-screens');

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const planCard = (page: Page, name: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The screen as it is, at 1280×800 and at 390 wide, to /tmp/billing-audit-<name>-{desktop,phone}.png. */
const look = async (page: Page, name: string, options: { fullPage?: boolean } = {}) => {
  const fullPage = options.fullPage ?? true;
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/billing-audit-${name}-desktop.png`, fullPage, animations: 'disabled' });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/billing-audit-${name}-phone.png`, fullPage, animations: 'disabled' });
  // Nothing of the screen's own content runs past the phone's width (wide tables scroll within their cards).
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? main.scrollWidth - main.clientWidth : 0;
  });
  expect(overflow, `${name} scrolls sideways at 390 wide`).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
};

/** A Pro plan of 10,000 contacts bought in INR a week ago, with its paid invoice. */
const buyPro = async (accountId: string) => {
  await database().query(
    `with subscription as (
       insert into billing_subscriptions (account_id, plan_id, currency, period, contact_slab, cost,
         current_period_start, current_period_end, provider)
       values ($1, 'pro', 'INR', 'monthly', 10000, 399900, now() - interval '7 days',
         now() + interval '1 month' - interval '7 days', 'sandbox')
     )
     insert into billing_payments (account_id, kind, plan_id, period, contact_slab, contacts_added, emails_added,
       currency, subtotal, tax, total, status, provider, checkout_token, request_id, created_at, settled_at)
     values ($1, 'plan', 'pro', 'monthly', 10000, 10000, 100000, 'INR', 399900, 71982, 471882, 'paid', 'sandbox',
       $2, 'screens:plan', now() - interval '7 days', now() - interval '7 days')`,
    [accountId, randomBytes(24).toString('base64url')],
  );
  await database().query(
    `update accounts set plan_name = 'Pro', contacts_allocated = 10000, trial_due_date = null,
       subscription_end_date = now() + interval '1 month' - interval '7 days' where id = $1`,
    [accountId],
  );
};

/** The renewal of that plan declined an hour ago, as the renewal job leaves it: its invoice due, 7 days of grace. */
const declineRenewal = async (accountId: string) => {
  await database().query(
    `with invoice as (
       insert into billing_payments (account_id, kind, plan_id, period, contact_slab, contacts_added, currency,
         subtotal, tax, total, failure_reason, provider, checkout_token, request_id, created_at)
       values ($1, 'plan', 'pro', 'monthly', 10000, 10000, 'INR', 399900, 71982, 471882,
         'Your card was declined. Try another card.', 'sandbox', $2, 'screens:renewal', now() - interval '1 hour')
       returning id
     )
     insert into billing_renewals (account_id, payment_id, source, term_start, term_end, anchor_at, due_at,
       grace_until, declined_at)
     select $1, id, 'plan', now() - interval '1 hour', now() + interval '1 month', now() - interval '7 days',
       now() - interval '1 hour', now() + interval '7 days', now()
     from invoice`,
    [accountId, randomBytes(24).toString('base64url')],
  );
};

test.use({ viewport: DESKTOP });

test('a trial account: plans and billing, the plan chooser in both currencies, and the payment modal', async ({
  page,
}) => {
  test.slow();
  await freshAccount(page, 'Screens trial');
  await page.goto('/app/settings/plans');
  await expect(page.getByText('No payments yet')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Trial ends on')).toBeVisible();
  await settle(page);
  await look(page, 'overview-trial');

  await page.goto('/app/settings/plans/choose');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  const currency = page.getByRole('radiogroup', { name: 'Currency' });
  await currency.getByText('USD').click();
  await expect(planCard(page, 'Pro')).toContainText('$49');
  await settle(page);
  await look(page, 'chooser-usd');
  // Spec 2 §2.7 'compare all features': every feature of the three plans, side by side.
  // The custom plan banner offers sales; 'Compare all features' is followed by keyboard.
  await expect(
    page
      .locator('.ant-card')
      .filter({ hasText: 'Need more? Custom plan' })
      .getByRole('link', { name: 'Talk to sales' }),
  ).toHaveAttribute('href', /^mailto:sales@/);
  await page.getByRole('link', { name: 'Compare all features' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Features of each plan' })).toBeInViewport();
  await expect(page.getByRole('row', { name: /Extra email credits/ })).toContainText('25,000 per $20');
  await page.screenshot({ path: '/tmp/billing-audit-chooser-compare-desktop.png', animations: 'disabled' });
  await currency.getByText('INR').click();
  await expect(planCard(page, 'Pro')).toContainText('₹3,999');
  await look(page, 'chooser-inr');

  // The slab dropdown, open; 75,000 contacts is beyond Lite.
  await page.getByRole('combobox', { name: 'Contacts' }).click();
  await expect(page.getByTitle('250K+')).toBeVisible();
  await page.screenshot({ path: '/tmp/billing-audit-chooser-slabs-desktop.png', animations: 'disabled' });
  await page.getByTitle('75,000').click();
  await expect(planCard(page, 'Lite')).toContainText('Contact limit exceeded');
  await look(page, 'chooser-limit-exceeded');
  await page.getByRole('combobox', { name: 'Contacts' }).click();
  await page.getByTitle('250K+').click();
  await expect(page.getByText('Talk to sales for more than 250,000 contacts').first()).toBeVisible();
  await look(page, 'chooser-contact-sales');
  await page.getByRole('combobox', { name: 'Contacts' }).click();
  await page.getByTitle('10,000').click();

  // The payment modal: billing address beside 'What you will get' and the price summary.
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  const modal = paymentModal(page);
  await expect(modal.getByText('What you will get')).toBeVisible();
  await expect(modal.getByText('₹4,246.94')).toBeVisible();
  await auditOverlay(page, 'billing-screens-address');
  await look(page, 'payment-address');

  // Long values, emoji, a dotted capital I and a NUL: a clear message by the field, and the layout holds.
  const firstName = modal.getByLabel('First name', { exact: true });
  await firstName.fill('Ğ'.repeat(300));
  await firstName.blur();
  await expect(modal.getByText('Use at most 100 characters')).toBeVisible();
  await modal.getByLabel('Address line 1').fill('İstiklal Caddesi 🌉 '.repeat(15).trim());
  await modal.getByLabel('City').fill('İstanbul\u0000');
  await modal.getByLabel('City').blur();
  await expect(
    modal.getByText('This field holds a hidden character that cannot be saved. Type it again.'),
  ).toBeVisible();
  await look(page, 'payment-address-long');
  // The server refuses the same, naming the field, whatever the browser sends.
  const csrf = decodeURIComponent(
    (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? '',
  );
  const answer = await page.request.post('/api/billing/address', {
    headers: { 'X-CSRF-Token': csrf },
    data: {
      first_name: 'x'.repeat(300),
      last_name: 'Rao',
      company: 'Acme',
      email: 'billing@example.com',
      line1: '1 MG Road',
      line2: '',
      city: 'Pune',
      state: 'MH',
      zip: '411001',
      country: 'IN',
      phone: '+91 98765 43210',
      vat_number: '',
    },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).error.fields).toEqual({ first_name: 'Use at most 100 characters' });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('a paid account: the overview, its history, a payment due, the current plan and a downgrade request', async ({
  page,
}) => {
  test.slow();
  const accountId = await freshAccount(page, 'Screens paid');
  await buyPro(accountId);
  await page.goto('/app/settings/plans');
  const history = page.locator('#billing-history');
  await expect(history).toContainText('₹4,718.82', { timeout: 30_000 });
  await expect(page.getByText('Current period ends on')).toBeVisible();
  await settle(page);
  await auditScreen(page, 'billing-screens-paid', { shell: true });
  await look(page, 'overview-paid');

  await declineRenewal(accountId);
  await page.reload();
  const due = page.getByRole('region', { name: 'Invoices due' });
  await expect(due.getByText('Payment due')).toBeVisible({ timeout: 30_000 });
  await expect(due.getByRole('button', { name: /^Pay now/ })).toBeVisible();
  await settle(page);
  await auditScreen(page, 'billing-screens-due', { shell: true });
  await look(page, 'overview-due');

  await page.goto('/app/settings/plans/choose');
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Current plan' })).toBeDisabled({
    timeout: 30_000,
  });
  await expect(page.getByRole('radiogroup', { name: 'Currency' })).toHaveCount(0);
  await settle(page);
  await look(page, 'chooser-current');
  await planCard(page, 'Lite').getByRole('button', { name: 'Downgrade' }).click();
  await expect(page.getByRole('dialog')).toContainText('Moving to a smaller plan');
  await auditOverlay(page, 'billing-screens-downgrade');
  await look(page, 'chooser-downgrade', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.goto('/app/settings/plans/buy-credits');
  const modal = paymentModal(page);
  await expect(modal.getByText('25,000 extra email credits', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await auditOverlay(page, 'billing-screens-credits');
  await look(page, 'payment-credits');
});

test('the lock screens: the plan-expired overlay and the Whop lock', async ({ page }) => {
  const expired = await freshAccount(page, 'Screens expired');
  await database().query(
    `update accounts set trial_due_date = now() - interval '2 days', locked_at = now(), lock_reason = 'trialEnded'
       where id = $1`,
    [expired],
  );
  await page.goto('/app/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Trial ended' })).toBeVisible({ timeout: 30_000 });
  await settle(page);
  await look(page, 'plan-expired');

  const whop = await freshAccount(page, 'Screens whop');
  await database().query(
    `update accounts set plan_name = 'whop', trial_due_date = null, subscription_end_date = now() - interval '2 days',
       locked_at = now(), lock_reason = 'subscriptionEnded' where id = $1`,
    [whop],
  );
  await page.goto('/app/contacts');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Subscription cancelled' })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await settle(page);
  await look(page, 'whop-lock', { fullPage: false });
});

test('the Connecting... page and the paid-feature modal', async ({ page }) => {
  await freshAccount(page, 'Screens misc');
  await page.goto('/billing/connecting');
  await expect(page.getByRole('heading', { level: 1, name: 'Connecting...' })).toBeVisible({
    timeout: 30_000,
  });
  // Close is a button, reached by keyboard.
  const close = page.getByRole('button', { name: 'Close' });
  await close.focus();
  await expect(close).toBeFocused();
  await look(page, 'connecting', { fullPage: false });

  await page.goto('/app/settings/store-integration');
  await page.getByRole('button', { name: 'HubSpot: Upgrade plan to use this integration' }).click();
  await expect(page.getByRole('dialog').getByText('You discovered a paid feature')).toBeVisible();
  await look(page, 'paid-feature', { fullPage: false });
});
