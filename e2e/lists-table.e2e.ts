import { expect, test } from '@playwright/test';
import {
  daysAgo,
  insertActivity,
  insertContacts,
  insertList,
  insertSentCampaign,
  setContactsAllocated,
  setRecipientsCount,
} from './support/database';
import { openLists, tableRows, rowOf, rangeLabel, firstRowName, useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('table');

test('the lists table pages, sorts, searches and keeps its state in the address', async ({ page }) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Table account');
  // Twelve newsletters made on different days, so the default sort (newest first) is known.
  for (let i = 1; i <= 12; i++) {
    const at = daysAgo(i + 2);
    await insertList(accountId, {
      name: `Newsletter ${String(i).padStart(2, '0')}`,
      createdAt: at,
      updatedAt: at,
    });
  }
  const vip = await insertList(accountId, {
    name: 'VIP customers',
    type: 'dynamic',
    createdAt: daysAgo(40),
    updatedAt: daysAgo(1),
  });
  const hubspot = await insertList(accountId, {
    name: 'CRM leads',
    type: 'hubspot',
    createdAt: daysAgo(60),
    updatedAt: daysAgo(2),
  });
  const likely = await insertList(accountId, {
    name: 'Likely buyers',
    type: 'dynamic',
    isAIGenerated: true,
    createdAt: daysAgo(1),
    updatedAt: daysAgo(0),
  });
  await insertList(accountId, {
    name: 'Store contacts',
    type: 'shopify',
    createdAt: daysAgo(90),
    updatedAt: daysAgo(30),
  });
  await insertList(accountId, {
    name: 'Spring launch',
    type: 'dynamic',
    processing: true,
    createdAt: daysAgo(50),
    updatedAt: daysAgo(20),
  });
  await insertContacts(
    accountId,
    Array.from({ length: 7 }, (_, i) => ({ email: `vip${i}@example.com` })),
    [vip],
  );
  await insertContacts(
    accountId,
    [{ email: 'lead1@example.com' }, { email: 'lead2@example.com' }],
    [hubspot],
  );
  await insertSentCampaign(accountId, 'Black Friday preview', [vip], 6);
  await insertSentCampaign(accountId, 'Winter newsletter', [vip], 2);

  await test.step('the app opens on the contacts page with ten rows', async () => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/contacts$/);
    await expect(page.getByRole('heading', { name: 'Lists & Segments' })).toBeVisible();
    await expect(tableRows(page)).toHaveCount(10);
    await expect(rangeLabel(page)).toHaveText('1-10 of 17');
    await expect(firstRowName(page)).toContainText('Likely buyers');
    await expect(rowOf(page, 'Likely buyers').getByText('AI', { exact: true })).toBeVisible();
    await shot(page, 'lists-01-table');
  });

  await test.step('newest first by default, and the name opens the list', async () => {
    await expect(page.getByRole('columnheader', { name: 'Created on' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(tableRows(page).nth(0)).toContainText('Likely buyers');
    await expect(tableRows(page).nth(1)).toContainText('Newsletter 01');
    await expect(tableRows(page).nth(2)).toContainText('Newsletter 02');
    await expect(tableRows(page).nth(9)).toContainText('Newsletter 09');

    await page.getByRole('link', { name: 'Likely buyers', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/contacts/lists/${likely}$`));
    await expect(page.getByRole('heading', { name: 'Likely buyers' })).toBeVisible();
    await page.goBack();
    await expect(rangeLabel(page)).toHaveText('1-10 of 17');

    // A real link, so the keyboard opens it too.
    await page.getByRole('link', { name: 'Newsletter 01', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/contacts\/lists\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Newsletter 01' })).toBeVisible();
    await page.goBack();
    await expect(rangeLabel(page)).toHaveText('1-10 of 17');
  });

  await test.step('a processing segment shows a spinner, its count and the Processing tag', async () => {
    await page.getByTitle('Next Page').click();
    await expect(rowOf(page, 'CRM leads').getByText('HubSpot', { exact: true })).toBeVisible();
    await expect(rowOf(page, 'CRM leads')).toContainText('HubSpot list');
    await expect(rowOf(page, 'VIP customers')).toContainText('Dynamic segment');
    const processing = rowOf(page, 'Spring launch');
    await expect(processing.getByText('Processing', { exact: true })).toBeVisible();
    await processing.getByText('Processing', { exact: true }).hover();
    await expect(page.getByRole('button', { name: 'Refresh the count now' })).toBeVisible();
    await shot(page, 'lists-02-processing');
    // A count already being worked out cannot be asked for again.
    await expect(processing.getByRole('button', { name: 'Refresh contact count' })).toBeDisabled();
  });

  await test.step('the page is in the address: reload and Back keep it', async () => {
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rangeLabel(page)).toHaveText('11-17 of 17');
    await expect(tableRows(page)).toHaveCount(7);
    await page.reload();
    await expect(rangeLabel(page)).toHaveText('11-17 of 17');
    await page.goBack();
    await expect(rangeLabel(page)).toHaveText('1-10 of 17');
  });

  await test.step('sorting by name, contacts and campaigns', async () => {
    // Each click waits for the header to show the order, as a user would see it before clicking again.
    const sortBy = async (header: string, order: 'ascending' | 'descending') => {
      await page.getByRole('columnheader', { name: header }).click();
      await expect(page.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', order);
    };
    await sortBy('List/Segment name', 'ascending');
    await expect(page).toHaveURL(/sortBy=name&sortOrder=ascend/);
    await expect(firstRowName(page)).toContainText('CRM leads');
    await sortBy('List/Segment name', 'descending');
    // Descending is the default order, so only the column is in the address.
    await expect(page).toHaveURL(/\?sortBy=name$/);
    await expect(firstRowName(page)).toContainText('VIP customers');

    await sortBy('Contacts', 'ascending');
    await sortBy('Contacts', 'descending');
    await expect(page).toHaveURL(/\?sortBy=recipientsCount$/);
    await expect(firstRowName(page)).toContainText('VIP customers');
    await expect(tableRows(page).first()).toContainText('7');

    await sortBy('Campaigns', 'ascending');
    await sortBy('Campaigns', 'descending');
    await expect(page).toHaveURL(/\?sortBy=totalCampaignsSent$/);
    await expect(firstRowName(page)).toContainText('VIP customers');
    await shot(page, 'lists-03-sorted-by-campaigns');
    await page.reload();
    await expect(firstRowName(page)).toContainText('VIP customers');
  });

  await test.step('page size and search', async () => {
    await choose(page, page.locator('.ant-pagination-options').getByRole('combobox'), '5 / page');
    await expect(page).toHaveURL(/pageSize=5/);
    await expect(tableRows(page)).toHaveCount(5);
    await expect(rangeLabel(page)).toHaveText('1-5 of 17');

    await page.getByLabel('Search lists and segments by name').fill('newsletter');
    await expect(page).toHaveURL(/search=newsletter/);
    await expect(rangeLabel(page)).toHaveText('1-5 of 12');
    await shot(page, 'lists-04-search');
    await page.getByLabel('Search lists and segments by name').fill('nothing like this');
    await expect(page.getByText('No lists or segments match "nothing like this"')).toBeVisible();
    await page.getByLabel('Search lists and segments by name').fill('');
    await expect(rangeLabel(page)).toHaveText('1-5 of 17');
  });

  await test.step('the store contacts list cannot be archived; export and rename are offered', async () => {
    await openLists(page, '?sortBy=name&sortOrder=descend&pageSize=25');
    await page.getByRole('button', { name: 'More actions for Store contacts', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Export to CSV' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Archive' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Send campaign', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the archived tab is empty until something is archived', async () => {
    await page.getByText('Archived', { exact: true }).click();
    await expect(page).toHaveURL(/archived=true/);
    await expect(page.getByText('No archived lists or segments.', { exact: false })).toBeVisible();
  });
});

test('a list shows its growth, engagement and campaign performance, and the plan limit warns', async ({
  page,
}) => {
  const accountId = await freshAccount(page, 'Reports account');
  const vip = await insertList(accountId, { name: 'VIP customers', type: 'dynamic' });
  await insertList(accountId, { name: 'Newsletter', createdAt: daysAgo(10) });
  const vipIds = await insertContacts(
    accountId,
    Array.from({ length: 7 }, (_, i) => ({ email: `vip${i}@example.com` })),
    [vip],
    (index) => index * 4,
  );
  const campaign = await insertSentCampaign(accountId, 'Black Friday preview', [vip], 6);
  await insertSentCampaign(accountId, 'Winter newsletter', [vip], 2);
  await insertActivity(
    accountId,
    vipIds.flatMap((contactId, index) => [
      { contactId, campaignId: campaign, kind: 'sent' as const, at: daysAgo(6) },
      ...(index < 4 ? [{ contactId, campaignId: campaign, kind: 'opened' as const, at: daysAgo(5) }] : []),
      ...(index < 2
        ? [
            {
              contactId,
              campaignId: campaign,
              kind: 'clicked' as const,
              at: daysAgo(5),
              link: 'https://shop.example.com/sale',
            },
          ]
        : []),
    ]),
  );
  await setRecipientsCount(accountId, vip, 3);
  await openLists(page);

  await test.step('refreshing a dynamic segment recounts it while the row polls', async () => {
    await expect(page.getByRole('link', { name: '3 contacts in VIP customers' })).toBeVisible();
    await rowOf(page, 'VIP customers').getByRole('button', { name: 'Refresh contact count' }).click();
    // The recount runs as a background job; the row asks every 5 seconds until it is done.
    await expect(page.getByRole('link', { name: '7 contacts in VIP customers' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(rowOf(page, 'VIP customers').getByText('Processing', { exact: true })).toHaveCount(0);
  });

  await test.step('growth and engagement report', async () => {
    await rowOf(page, 'VIP customers').getByRole('button', { name: 'Growth and Engagement Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Growth and Engagement Report' });
    await expect(dialog.getByText('Contacts joined per day')).toBeVisible();
    await expect(dialog.getByText('Unique opens')).toBeVisible();
    await expect(dialog.getByText('57.1%')).toBeVisible();
    await shot(page, 'lists-05-engagement');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('campaign performance', async () => {
    await page.getByRole('button', { name: 'Campaign performance of VIP customers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Campaign performance' });
    await expect(dialog.getByRole('row').filter({ hasText: 'Black Friday preview' })).toContainText('57.1%');
    await expect(dialog.getByText('Winter newsletter')).toBeVisible();
    await shot(page, 'lists-06-campaign-performance');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('at the plan contact limit a warning shows', async () => {
    await setContactsAllocated(accountId, 7);
    await openLists(page);
    await expect(
      page.getByText('You are about to reach you current plan contact limit !', { exact: true }),
    ).toBeVisible();
    await shot(page, 'lists-07-plan-limit');
    await page.getByRole('button', { name: 'Learn about archiving contacts' }).click();
    await expect(
      page.getByText('Archived and deleted contacts do not count toward your plan', { exact: false }),
    ).toBeVisible();
    await shot(page, 'lists-07b-archiving-help');
  });
});

test('a new account sees what lists and segments are', async ({ page }) => {
  await freshAccount(page, 'Empty account');
  await openLists(page);
  await expect(page.getByText('No lists or segments yet')).toBeVisible();
  await expect(
    page.getByText('Segments pick contacts from your lists by conditions', { exact: false }),
  ).toBeVisible();
  await shot(page, 'lists-08-empty');
});
