import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { auditScreen } from './support/accessibility';
import { useListsSuite } from './support/lists-suite';
import { postJson } from './support/session';

const { freshAccount } = useListsSuite('billing-shopify');

const planCard = (page: Page, name: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
const yourPlan = (page: Page) =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title').getByText('Your plan', { exact: true }) });
const look = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/billing-shopify-${name}.png`, animations: 'disabled', fullPage: true });

/** Tells the stores' Admin API on loopback (started by the global setup) what a test's store and merchant do. */
const control = async (path: string, body: unknown) => {
  const response = await fetch(`${process.env.E2E_SHOPIFY_URL}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(response.status, `${path} answered ${response.status}`).toBe(204);
};

/** A version 2 store with its Admin API token, connected to the account as the store settings do. */
const connectShopifyStore = async (page: Page) => {
  const shop = `e2e-${randomBytes(4).toString('hex')}.myshopify.com`;
  const token = `shpat_${randomBytes(16).toString('hex')}`;
  await control('/control/shops', { shop, token });
  await postJson(page.request, '/api/integrations/store/connect', {
    shopDomain: shop,
    sharedSecret: 'shpss_e2e_app_secret_0123456789',
    integrationVersion: 2,
    adminAccessToken: token,
  });
  return shop;
};

/**
 * Shopify's confirmation page, as the merchant answers it: the subscription takes `status` in Shopify, and
 * Shopify sends the browser back to the return address Sendwell gave it.
 */
const answerOnShopify = async (page: Page, shop: string, status: 'ACTIVE' | 'DECLINED') => {
  // The payment the page starts, read from the server's own answer as it passes.
  let paymentId = '';
  await page.route('**/api/billing/shopify/subscription', async (route) => {
    const response = await route.fetch();
    paymentId = ((await response.json()) as { paymentId: string }).paymentId;
    await route.fulfill({ response });
  });
  await page.route(`https://${shop}/**`, async (route) => {
    const charge = /\/charges\/(\d+)\//.exec(route.request().url())?.[1];
    await control('/control/subscriptions/status', { id: `gid://shopify/AppSubscription/${charge}`, status });
    await route.fulfill({
      status: 302,
      headers: { location: `${process.env.E2E_BASE_URL}/app/settings/plans?shopifyPayment=${paymentId}` },
    });
  });
};

test('a store billed through Shopify sees USD prices and upgrades once Shopify confirms the subscription', async ({
  page,
}) => {
  test.slow();
  await freshAccount(page, 'Shopify store');
  // The store is connected in its settings, with the Admin API token that lets it bill.
  const shop = `e2e-${randomBytes(4).toString('hex')}.myshopify.com`;
  const token = `shpat_${randomBytes(16).toString('hex')}`;
  await control('/control/shops', { shop, token });
  await page.goto('/app/settings/store-integration');
  await expect(page.getByText('Connect your store')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Store address').fill(shop);
  await page.getByLabel('Shared secret').fill('shpss_e2e_app_secret_0123456789');
  await page.getByLabel('Admin API access token (optional)').fill(token);
  await look(page, 'connect-form');
  await page.getByRole('button', { name: 'Connect store' }).click();
  await expect(page.getByText('Through Shopify (USD)')).toBeVisible();
  await expect(page.getByText(`${process.env.E2E_BASE_URL}/api/billing/webhooks/shopify`)).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  await look(page, 'connected');

  await page.goto('/app/settings/plans/choose');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Your plan is billed through Shopify')).toBeVisible();
  // Spec 2 §4.4: USD only, with no currency to choose.
  await expect(page.getByRole('radiogroup', { name: 'Currency' })).toHaveCount(0);
  await expect(planCard(page, 'Pro')).toContainText('$49');
  await auditScreen(page, 'shopify-plan-chooser', { shell: true });
  await look(page, 'chooser');

  await answerOnShopify(page, shop, 'ACTIVE');
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();

  await expect(page.getByText('Subscription plan updated')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/app\/settings\/plans$/);
  await expect(yourPlan(page)).toContainText('Pro');
  await look(page, 'upgraded');
});

test('a subscription declined in Shopify leaves the plan as it was and says so', async ({ page }) => {
  test.slow();
  await freshAccount(page, 'Shopify declined');
  const shop = await connectShopifyStore(page);
  await page.goto('/app/settings/plans/choose');
  await answerOnShopify(page, shop, 'DECLINED');
  await planCard(page, 'Max').getByRole('button', { name: 'Upgrade to Max' }).click();

  await expect(page.getByText('The subscription was declined in Shopify. Nothing was charged.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(yourPlan(page)).toContainText('Free Trial');
  await look(page, 'declined');
});
