import { expect, test, type Page } from '@playwright/test';
import { insertContacts, insertList, setContactsAllocated, setTrialDueDate } from './support/database';
import { openLists, useListsSuite } from './support/lists-suite';
import { setAccountSettings } from './support/segment-seeds';
import { openWizard } from './support/segment-wizard';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('plans');

const ACCOUNT_ZONE = 'Pacific/Kiritimati';

const card = (page: Page, title: string) =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });

const expectPlansTab = async (page: Page) => {
  await expect(page).toHaveURL(/\/app\/settings\/plans$/);
  await expect(page.getByRole('tab', { name: 'Plans and billing', selected: true })).toBeVisible();
};

test("'Upgrade now' on the plan-limit warning opens Plans and billing, which shows the plan and its usage", async ({
  page,
}) => {
  const accountId = await freshAccount(page, 'Full account');
  await setAccountSettings(accountId, { timezone: ACCOUNT_ZONE });
  // Midday in UTC ten days on is already the next day in the account's timezone (UTC+14).
  const trialEnd = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  trialEnd.setUTCHours(12, 0, 0, 0);
  await setTrialDueDate(accountId, trialEnd);
  const listId = await insertList(accountId, { name: 'Newsletter' });
  await insertContacts(
    accountId,
    [{ email: 'ada@example.com' }, { email: 'grace@example.com' }, { email: 'alan@example.com' }],
    [listId],
  );
  await setContactsAllocated(accountId, 3);

  await openLists(page);
  const warning = page
    .getByRole('alert')
    .filter({ hasText: 'You are about to reach you current plan contact limit !' });
  await warning.getByRole('link', { name: 'Upgrade now' }).click();
  await expectPlansTab(page);

  const plan = card(page, 'Your plan');
  await expect(plan).toContainText('Free Trial');
  const inAccountZone = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: ACCOUNT_ZONE,
  }).format(trialEnd);
  await expect(plan.getByRole('row', { name: /Trial ends on/ })).toContainText(inAccountZone);

  const contacts = card(page, 'Usage');
  await expect(contacts).toContainText('3 of 3 contacts');
  await expect(contacts.getByRole('progressbar', { name: 'Contacts used' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(contacts).toContainText('You are about to reach you current plan contact limit !');
  // The primary owner may buy credits; the plan itself is changed from the chooser.
  await expect(contacts.getByRole('button', { name: 'Buy credits' })).toBeVisible();
  await expect(page.getByRole('button', { name: /checkout|upgrade/i })).toHaveCount(0);
  await shot(page, 'plans-01-overview');
});

test("'Upgrade now' where dynamic segments are not in the plan opens Plans and billing, as /app/settings/upgrade does", async ({
  page,
}) => {
  const accountId = await freshAccount(page, 'Lite account');
  await setAccountSettings(accountId, { contactSegmentation: { disableDynamic: true } });
  await openLists(page);
  const dialog = await openWizard(page);
  await dialog.getByRole('button', { name: 'Start from scratch' }).click();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await dialog.locator('label', { hasText: 'Dynamic' }).hover();
    await expect(page.getByRole('tooltip')).toContainText('Upgrade now', { timeout: 2_000 });
  }).toPass();
  // Followed by keyboard: a pointer crossing from the label to the tooltip may close it on a loaded machine.
  await page.getByRole('tooltip').getByRole('link', { name: 'Upgrade now' }).press('Enter');
  await expectPlansTab(page);
  await expect(page.getByText('0 of 2,500 contacts')).toBeVisible();

  await page.goto('/app/settings/upgrade');
  await expectPlansTab(page);
});
