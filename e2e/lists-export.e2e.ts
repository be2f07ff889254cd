import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  daysAgo,
  insertActivity,
  insertContacts,
  insertEvent,
  insertList,
  insertSentCampaign,
} from './support/database';
import { openLists, tableRows, openMenu, useListsSuite } from './support/lists-suite';
import { clickMenuItem } from './support/menus';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('export');

test('a limited-access member cannot export, see the download centre or delete a list for good', async ({ page }) => {
  const accountId = await freshAccount(page, 'Limited account', { limitedAccess: true });
  await insertList(accountId, { name: 'Shared list' });
  await openLists(page);
  await page.getByRole('button', { name: 'More actions for Shared list', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Export to CSV' })).toHaveCount(0);
  await clickMenuItem(page, 'Archive');
  const dialog = page.getByRole('dialog', { name: 'Archive or delete "Shared list"' });
  await expect(dialog.getByRole('radio', { name: 'Delete permanently' })).toBeDisabled();
  await expect(dialog).toContainText(
    'Your access to this account is limited, so you cannot delete a list permanently. You can archive it instead.',
  );
  await expect(dialog.getByRole('button', { name: 'Download backup & delete' })).toHaveCount(0);
  await shot(page, 'lists-16-limited-archive');
  // Archiving can be undone, so it stays open to them.
  await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('List archived')).toBeVisible();

  await page.goto('/app/settings/download-centre');
  await expect(
    page.getByText('Your access to this account is limited, so exports of its lists are not available to you.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a list is exported and downloaded from the download centre', async ({ page }) => {
  const accountId = await freshAccount(page, 'Export account');
  const list = await insertList(accountId, { name: 'Customers' });
  await insertContacts(
    accountId,
    [
      { email: 'ada@example.com', properties: { firstName: 'Ada', lastName: 'Lovelace', city: 'London' } },
      {
        email: 'alan@example.com',
        properties: { firstName: 'Alan', lastName: 'Turing' },
        isUnsubscribed: true,
      },
    ],
    [list],
  );
  await openLists(page);

  await openMenu(page, 'Customers', 'Export to CSV');
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Download is in progress...' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('We will email you the download link when it is ready.');
  await shot(page, 'lists-17-export-started');

  const popupPromise = page.waitForEvent('popup');
  await notice.getByRole('link', { name: 'Go to Download centre' }).click();
  const centre = await popupPromise;
  await expect(centre).toHaveURL(/\/app\/settings\/download-centre$/);
  const row = centre.getByRole('row').filter({ hasText: 'Customers' });
  await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('2');
  await shot(centre, 'lists-18-download-centre');

  const downloadPromise = centre.waitForEvent('download');
  await row.getByRole('link', { name: 'Download Customers' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Customers.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  const [header, ...lines] = csv.trim().split('\n');
  expect(header).toMatch(/^email,email_subscription_status,email_blocked_status,firstName,lastName/);
  expect(
    lines.find((line) => line.startsWith('ada@example.com,subscribed,not blocked,Ada,Lovelace')),
  ).toBeTruthy();
  expect(lines.find((line) => line.startsWith('alan@example.com,unsubscribed'))).toBeTruthy();
  await centre.close();

  await test.step('a second export within 30 minutes is refused', async () => {
    await openMenu(page, 'Customers', 'Export to CSV');
    const limit = page.locator('.ant-notification-notice').filter({ hasText: 'Request Limit Reached' });
    await expect(limit).toBeVisible();
    await expect(limit).toContainText('Please wait 30 minutes after your first request');
    await shot(page, 'lists-19-export-limit');
  });
});

test('the contacts view lists, searches and opens a contact', async ({ page }) => {
  const accountId = await freshAccount(page, 'Contacts account');
  const members = await insertList(accountId, { name: 'Members' });
  const other = await insertList(accountId, { name: 'Webinar guests', type: 'static' });
  const fillers = Array.from({ length: 24 }, (_, i) => ({
    email: `member${String(i + 1).padStart(2, '0')}@example.com`,
    properties: { firstName: `Member ${i + 1}`, country: 'India' },
    createdAt: daysAgo(30 - i),
  }));
  await insertContacts(accountId, fillers, [members]);
  const [grace] = await insertContacts(
    accountId,
    [
      {
        email: 'grace.hopper@example.com',
        properties: {
          firstName: 'Grace',
          lastName: 'Hopper',
          city: 'Arlington',
          country: 'United States',
          loyaltyTier: 'Gold',
          orders: 12,
        },
        isBlocked: true,
      },
    ],
    [members, other],
  );
  const campaign = await insertSentCampaign(accountId, 'Autumn launch', [members], 3);
  await insertActivity(accountId, [
    { contactId: grace!, campaignId: campaign, kind: 'sent', at: daysAgo(3) },
    { contactId: grace!, campaignId: campaign, kind: 'opened', at: daysAgo(2), isApplePrivacyOpen: true },
    {
      contactId: grace!,
      campaignId: campaign,
      kind: 'clicked',
      at: daysAgo(2),
      link: 'https://shop.example.com/autumn',
    },
  ]);
  await insertEvent(accountId, grace!, 'Order placed', daysAgo(1), { orderValue: 120, currency: 'USD' });

  await openLists(page);
  await page.getByRole('link', { name: '25 contacts in Members' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/contacts/lists/${members}$`));
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(page.getByText('25 contacts', { exact: true })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(20);
  await expect(page.getByText('1-20 of 25')).toBeVisible();
  await expect(tableRows(page).first()).toContainText('grace.hopper@example.com');
  await expect(tableRows(page).first()).toContainText('Grace Hopper');
  await expect(tableRows(page).first()).toContainText('Blocked');
  await expect(tableRows(page).first()).toContainText('Arlington, United States');
  await shot(page, 'lists-20-contacts');

  await page.getByTitle('Next Page').click();
  await expect(page.getByText('21-25 of 25')).toBeVisible();

  await page.getByLabel('Search contacts by email').fill('grace');
  await expect(tableRows(page)).toHaveCount(1);
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await shot(page, 'lists-21-contacts-search');

  await tableRows(page).first().click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'grace.hopper@example.com' });
  await expect(drawer.getByText('Loyalty tier')).toBeVisible();
  await expect(drawer.getByText('Gold', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Lists' })).toContainText('Webinar guests');
  const activity = drawer.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByText('Opened', { exact: true })).toBeVisible();
  await expect(activity.getByLabel('Apple privacy open')).toBeVisible();
  await expect(activity.getByText('https://shop.example.com/autumn')).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Events' })).toContainText('Order placed');
  await expect(drawer.getByRole('region', { name: 'Events' })).toContainText('Order value: 120');
  // Tall enough for the whole drawer, which scrolls on its own rather than with the page.
  await page.setViewportSize({ width: 1280, height: 1500 });
  await shot(page, 'lists-22-contact-drawer');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Lists & Segments' }).click();
  await expect(page).toHaveURL(/\/app\/contacts$/);
});
