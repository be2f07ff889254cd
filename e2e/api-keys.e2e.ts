import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { insertList } from './support/database';
import { openedDialog } from './support/dialogs';
import { openLists, useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';
import { choose } from './support/menus';
import { previewCount, shown, startFromScratch } from './support/segment-wizard';

const { freshAccount } = useListsSuite('api-keys');
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const baseUrl = () => process.env.E2E_BASE_URL!;

/** A call from the customer's own system: Node's fetch with the key, no browser, no cookie. */
const publicApi = (apiKey: string) => (path: string, body: unknown) =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const notice = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

test('an API key is created, shown once, sends events that segments use, and stops when revoked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'API account');
  const newsletter = await insertList(accountId, { name: 'Newsletter' });
  let apiKey = '';

  await test.step('create a key: shown in full once, copied, then listed by its prefix', async () => {
    await page.goto('/app/settings/apikey');
    await expect(page.getByRole('tab', { name: 'API keys', selected: true })).toBeVisible();
    await expect(page.getByText('No API keys yet')).toBeVisible();
    await shot(page, 'api-keys-01-empty');

    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = await openedDialog(page, 'Create API key');
    await create.getByRole('button', { name: 'Create key' }).click();
    await expect(create.getByText('Please enter a name for this key')).toBeVisible();
    await create.getByLabel('Name').fill('Website');
    await expect(create.getByText('Please enter a name for this key')).toBeHidden();
    await shot(page, 'api-keys-02-create');
    await create.getByRole('button', { name: 'Create key' }).click();

    const created = page.getByRole('dialog', { name: 'Your new API key' });
    const input = created.getByLabel('New API key');
    await expect(input).toHaveValue(/^sw_[A-Za-z0-9_-]{43}$/);
    apiKey = await input.inputValue();
    await expect(created).toContainText("Copy this key now. For your security it won't be shown again.");
    await created.getByRole('button', { name: 'Copy' }).click();
    await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(apiKey);
    await shot(page, 'api-keys-03-shown-once');
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: 'Website' });
    await expect(row).toContainText(`${apiKey.slice(0, 11)}…`);
    await expect(row).toContainText('Never');
    await expect(page.getByText(apiKey)).toHaveCount(0);
    await shot(page, 'api-keys-04-listed');
  });

  await test.step('send contacts and events with the key from outside the browser', async () => {
    const call = publicApi(apiKey);
    const contacts = await call('/api/v1/contacts/batch', {
      contacts: [
        { email: 'ada@example.com', properties: { firstName: 'Ada' }, listIds: [newsletter] },
        { email: 'grace@example.com', properties: { firstName: 'Grace' }, listIds: [newsletter] },
      ],
    });
    expect(contacts.status).toBe(200);
    const events = await call('/api/v1/events', {
      events: [
        { name: 'Plan Upgraded', email: 'ada@example.com', properties: { toPlan: 'Pro', amount: 49 } },
        { name: 'App Login', email: 'grace@example.com', properties: { platform: 'ios' } },
      ],
    });
    expect(await events.json()).toEqual({ accepted: 2, rejected: 0, errors: [] });
  });

  await test.step('the events show on the contact', async () => {
    await page.goto(`/app/contacts/lists/${newsletter}`);
    await page.getByRole('row').filter({ hasText: 'ada@example.com' }).click();
    const drawer = page.getByRole('dialog', { name: 'Contact' });
    const events = drawer.getByRole('region', { name: 'Events' });
    await expect(events).toContainText('Plan Upgraded');
    await expect(events).toContainText('To plan: Pro');
    await expect(events).toContainText('Amount: 49');
    await shot(page, 'api-keys-05-contact-events');
  });

  await test.step('the segment builder offers the events and counts by them', async () => {
    await openLists(page);
    await page.getByRole('button', { name: 'Create segment' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Segment' });
    await startFromScratch(page, wizard, 'Upgraded to Pro');

    const first = wizard.getByRole('group', { name: 'Group 1 condition 1' });
    await choose(page, first.getByLabel('Condition type'), 'Custom event');
    await first.getByLabel('Event', { exact: true }).click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await expect(options.getByTitle('App Login', { exact: true })).toBeVisible();
    await shot(page, 'api-keys-06-builder-events');
    await choose(page, first.getByLabel('Event', { exact: true }), 'Plan Upgraded');
    // A chosen event starts as at least 1 time, over all time.
    await expect(shown(first.getByLabel('Occurrence operator'))).toHaveText('at least');
    await expect(first.getByLabel('Occurrence count')).toHaveValue('1');
    await choose(page, first.getByLabel('Occurrence range'), 'in the last');
    await first.getByLabel('Occurrence days').pressSequentially('30');
    await first.getByRole('button', { name: 'Property filter' }).click();
    // The property's key reads as people write it.
    await choose(page, first.getByLabel('Event property', { exact: true }), 'To plan');
    await choose(page, first.getByLabel('Event property operator'), 'is');
    await first.getByLabel('Event property value').fill('Pro');
    await expect(previewCount(wizard)).toHaveText('1 contact');
    await shot(page, 'api-keys-07-builder-count');
    await wizard.getByRole('button', { name: 'Create Segment' }).click();
    await expect(wizard).toBeHidden();
    await expect(page.getByRole('link', { name: /^1 contacts? in Upgraded to Pro$/ })).toBeVisible({
      timeout: 30_000,
    });
  });

  await test.step('revoking blanks the key and the next call is refused', async () => {
    await page.goto('/app/settings/apikey');
    const row = page.getByRole('row').filter({ hasText: 'Website' });
    await expect(row).not.toContainText('Never');
    await row.getByRole('button', { name: 'Revoke Website' }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(notice(page, 'API key revoked')).toBeVisible();
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(row).not.toContainText(apiKey.slice(0, 11));
    await shot(page, 'api-keys-08-revoked');

    const refused = await publicApi(apiKey)('/api/v1/events', {
      events: [{ name: 'Plan Upgraded', email: 'ada@example.com' }],
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'This API key is not valid or has been revoked' },
    });
  });
});

test('a limited-access member sees the keys but cannot create or revoke one', async ({ page }) => {
  await freshAccount(page, 'Limited API account', { limitedAccess: true });
  await page.goto('/app/settings/apikey');
  await expect(page.getByRole('tab', { name: 'API keys', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create API key' })).toBeDisabled();
  await expect(
    page.getByText('Your access to this account is limited, so you cannot create or revoke API keys.'),
  ).toBeVisible();
  await shot(page, 'api-keys-limited');
});

test('a limited-access member sees the store integration but cannot connect a store', async ({ page }) => {
  await freshAccount(page, 'Limited store account', { limitedAccess: true });
  await page.goto('/app/settings/store-integration');
  await expect(page.getByRole('tab', { name: 'Store integration', selected: true })).toBeVisible();
  await expect(
    page.getByText(
      'Your access to this account is limited, so you cannot connect, change or disconnect the store.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect store' })).toHaveCount(0);
  await expect(page.getByLabel('Shared secret')).toHaveCount(0);
  await expect(page.getByText('No webhooks received yet.')).toBeVisible();
  await shot(page, 'store-limited');
});

test('a store is connected and its signed webhooks show as they arrive', async ({ page }) => {
  await freshAccount(page, 'Store account');
  const secret = 'shpss_0123456789abcdef';
  await page.goto('/app/settings/store-integration');
  await expect(page.getByText('No webhooks received yet.')).toBeVisible();
  await page.getByLabel('Store address').fill('corner-shop.myshopify.com');
  await page.getByLabel('Shared secret').fill(secret);
  await shot(page, 'store-01-connect');
  await page.getByRole('button', { name: 'Connect store' }).click();

  const card = page.locator('.ant-card').filter({ hasText: 'Connected store' });
  await expect(card).toContainText('corner-shop.myshopify.com');
  await expect(card).toContainText('Version 2');
  await expect(card).toContainText('••••cdef');
  const webhookUrl = (await card.locator('code').first().textContent()) ?? '';
  expect(webhookUrl).toMatch(new RegExp(`^${baseUrl()}/api/webhooks/store/`));
  await shot(page, 'store-02-connected');

  const order = JSON.stringify({
    email: 'ada@example.com',
    created_at: new Date().toISOString(),
    subtotal_price: '54.00',
    total_price: '59.00',
    customer: { first_name: 'Ada', last_name: 'Lovelace' },
    line_items: [{ title: 'Linen shirt', sku: 'LS-M', quantity: 2 }],
  });
  const deliver = (signature: string, eventId: string) =>
    fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-event-id': eventId,
        'x-shopify-hmac-sha256': signature,
      },
      body: order,
    });
  expect((await deliver('bm90IHRoZSBzaWduYXR1cmU=', 'evt-forged')).status).toBe(401);
  const signature = createHmac('sha256', secret).update(order).digest('base64');
  expect(await (await deliver(signature, 'evt-1')).json()).toMatchObject({ duplicate: false, events: 2 });
  expect(await (await deliver(signature, 'evt-1')).json()).toMatchObject({ duplicate: true, events: 0 });

  const events = page.locator('.ant-card').filter({ hasText: 'Latest events received' });
  await events.getByRole('button', { name: 'Refresh' }).click();
  const row = events.getByRole('row').filter({ hasText: 'ada@example.com' });
  await expect(row).toContainText('orders/create');
  await expect(row).toContainText('Placed Order');
  await expect(row).toContainText('Ordered Product');
  await expect(events.getByRole('row').filter({ hasText: 'orders/create' })).toHaveCount(1);
  await expect(card).not.toContainText('None yet');
  await shot(page, 'store-03-events');
});
