import { createHmac, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ShopifyBillingMessages } from '@sendwell/contracts';
import { FREE_PLAN_LIMITS } from '@sendwell/domain';
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
  let subscriptionId = '';
  await page.route('**/api/billing/shopify/subscription', async (route) => {
    const response = await route.fetch();
    paymentId = ((await response.json()) as { paymentId: string }).paymentId;
    await route.fulfill({ response });
  });
  await page.route(`https://${shop}/**`, async (route) => {
    const charge = /\/charges\/(\d+)\//.exec(route.request().url())?.[1];
    subscriptionId = `gid://shopify/AppSubscription/${charge}`;
    await control('/control/subscriptions/status', { id: subscriptionId, status });
    await route.fulfill({
      status: 302,
      headers: { location: `${process.env.E2E_BASE_URL}/app/settings/plans?shopifyPayment=${paymentId}` },
    });
  });
  /** The app subscription the merchant answered, once they have. */
  return () => subscriptionId;
};

/** Shopify's signed app_subscriptions/update delivery for the store's subscription, stamped now. */
const deliverFromShopify = async (page: Page, shop: string, subscriptionId: string, status: string) => {
  const body = JSON.stringify({
    app_subscription: { admin_graphql_api_id: subscriptionId, status, updated_at: new Date().toISOString() },
  });
  const response = await page.request.post('/api/billing/webhooks/shopify', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-shop-domain': shop,
      'x-shopify-topic': 'app_subscriptions/update',
      'x-shopify-webhook-id': randomBytes(8).toString('hex'),
      'x-shopify-hmac-sha256': createHmac('sha256', 'shpss_e2e_app_secret_0123456789')
        .update(body)
        .digest('base64'),
    },
  });
  expect(await response.json()).toEqual({ applied: true });
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

  const subscriptionId = await answerOnShopify(page, shop, 'ACTIVE');
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();

  await expect(page.getByText('Subscription plan updated')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/app\/settings\/plans$/);
  await expect(yourPlan(page)).toContainText('Pro');
  await look(page, 'upgraded');

  // Shopify freezes the subscription for an unpaid bill: the owner reads why on the billing screen, until
  // Shopify says it is active again.
  await deliverFromShopify(page, shop, subscriptionId(), 'FROZEN');
  await page.reload();
  await expect(yourPlan(page).getByRole('alert')).toContainText(ShopifyBillingMessages.frozen, {
    timeout: 30_000,
  });
  // Meanwhile the account has what the Free Plan has, and is told so; no credits are offered.
  await expect(yourPlan(page).getByRole('alert')).toContainText(
    ShopifyBillingMessages.frozenLimits(FREE_PLAN_LIMITS.senderEmails, FREE_PLAN_LIMITS.teamMembers),
  );
  const usage = page.locator('.ant-card').filter({ has: page.getByText('Usage', { exact: true }) });
  await expect(usage).toContainText('20,000 from your plan');
  await expect(page.getByRole('button', { name: 'Buy credits' })).toHaveCount(0);
  await auditScreen(page, 'shopify-plan-frozen', { shell: true });
  await look(page, 'frozen');
  await deliverFromShopify(page, shop, subscriptionId(), 'ACTIVE');
  await page.reload();
  await expect(yourPlan(page)).toContainText('Pro', { timeout: 30_000 });
  await expect(yourPlan(page).getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy credits' })).toBeVisible();
  await expect(usage).toContainText('100,000 from your plan');
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
