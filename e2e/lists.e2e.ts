import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  closeDatabase,
  daysAgo,
  insertAccount,
  insertActivity,
  insertContacts,
  insertEvent,
  insertJourney,
  insertList,
  insertSentCampaign,
  markVerified,
  setContactsAllocated,
  setRecipientsCount,
  userIdOf,
} from './support/database';
import { shot } from './support/screens';
import { signUpThroughApi, switchAccount } from './support/session';

// Sign-ups are rate limited, so the file signs up once and gives every test an account of its own.
const user = {
  name: 'Grace Marketer',
  company: 'Lists Co',
  email: `lists.${Date.now()}@example.com`,
  password: 'lists-Passw0rd',
};
const STATE = join(import.meta.dirname, '..', 'test-results', 'lists-e2e-user.json');

test.use({ storageState: STATE });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await signUpThroughApi(user, STATE);
  // Verification is the auth spec's concern; here it would only put its banner over every screen.
  await markVerified(await userIdOf(user.email));
});
test.afterAll(async () => {
  await closeDatabase();
});

// An uncaught error in the page fails the test even when the screen happens to look right.
const pageErrors: Error[] = [];
test.beforeEach(({ page }) => {
  pageErrors.length = 0;
  page.on('pageerror', (error) => pageErrors.push(error));
});
test.afterEach(() => {
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
});

/** A new empty account for the signed-in user, made current; returns its id. */
const freshAccount = async (page: Page, name: string, options: { limitedAccess?: boolean } = {}) => {
  const accountId = await insertAccount(await userIdOf(user.email), name, options);
  await switchAccount(page, accountId);
  return accountId;
};

const openLists = async (page: Page, query = '') => {
  await page.goto(`/app/contacts${query}`);
  await expect(page.getByRole('heading', { name: 'Lists & Segments' })).toBeVisible();
};

const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const rangeLabel = (page: Page) => page.getByLabel('Rows shown');
const firstRowName = (page: Page) => tableRows(page).first().locator('td').first();

const openMenu = async (page: Page, listName: string, item: string) => {
  await page.getByRole('button', { name: `More actions for ${listName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

test('the lists table pages, sorts, searches and keeps its state in the address', async ({ page }) => {
  const accountId = await freshAccount(page, 'Table account');
  // Twelve newsletters updated on different days, so the default sort (last updated first) is known.
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
  await insertList(accountId, {
    name: 'Likely buyers',
    type: 'dynamic',
    isAIGenerated: true,
    createdAt: daysAgo(5),
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
    createdAt: daysAgo(3),
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
    await expect(rowOf(page, 'CRM leads').getByText('HubSpot', { exact: true })).toBeVisible();
    await expect(rowOf(page, 'CRM leads')).toContainText('HubSpot list');
    await expect(rowOf(page, 'VIP customers')).toContainText('Dynamic segment');
    await shot(page, 'lists-01-table');
  });

  await test.step('a processing segment shows a spinner, its count and the Processing tag', async () => {
    await page.getByTitle('Next Page').click();
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
    await page.locator('.ant-pagination-options .ant-select').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^5 \/ page$/ })
      .click();
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
    // No campaigns page yet, so no Send campaign.
    await expect(page.getByRole('menuitem', { name: 'Send campaign' })).toHaveCount(0);
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

test('rename checks the name and reports a clash from the server', async ({ page }) => {
  const accountId = await freshAccount(page, 'Rename account');
  await insertList(accountId, { name: 'Spring sale' });
  await insertList(accountId, { name: 'Summer sale' });
  await insertList(accountId, { name: 'CRM contacts', type: 'dynamic-hubspot' });
  const old = await insertList(accountId, { name: 'Old promo' });
  await openLists(page);
  // Archived lists are not offered for choosing, but their names are still taken.
  await openMenu(page, 'Old promo', 'Archive');
  await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('List archived')).toBeVisible();
  await expect(rowOf(page, 'Old promo')).toHaveCount(0);
  expect(old).toBeGreaterThan(0);

  const dialog = page.getByRole('dialog', { name: 'Rename list' });
  const nameInput = dialog.getByLabel('Name');
  const ok = dialog.getByRole('button', { name: 'Rename' });

  await test.step('a taken, empty or too long name is refused', async () => {
    await openMenu(page, 'Spring sale', 'Rename');
    await expect(nameInput).toHaveValue('Spring sale');
    await nameInput.fill(' summer SALE ');
    await expect(dialog.getByText('A list or segment with this name already exists.')).toBeVisible();
    await expect(ok).toBeDisabled();
    await shot(page, 'lists-09-rename-taken');
    await nameInput.fill('');
    await expect(dialog.getByText('List or segment name cannot be empty')).toBeVisible();
    await expect(ok).toBeDisabled();
    await nameInput.fill('x'.repeat(257));
    await expect(dialog.getByText('List / segment name cannot be more than 256 characters')).toBeVisible();
    await expect(ok).toBeDisabled();
  });

  await test.step('a good name is saved', async () => {
    await nameInput.fill('Spring sale 2026');
    await expect(ok).toBeEnabled();
    await ok.click();
    await expect(page.getByText('List renamed successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, 'Spring sale 2026')).toBeVisible();
    await expect(rowOf(page, 'Spring sale')).toHaveCount(0);
  });

  await test.step("an archived list's name is still taken", async () => {
    await openMenu(page, 'Summer sale', 'Rename');
    await nameInput.fill('old PROMO');
    await expect(dialog.getByText('A list or segment with this name already exists.')).toBeVisible();
    await expect(ok).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('a clash only the server knows closes the dialog with its message', async () => {
    await openMenu(page, 'Summer sale', 'Rename');
    await expect(nameInput).toHaveValue('Summer sale');
    // Taken elsewhere after the dialog read the names.
    await insertList(accountId, { name: 'Taken meanwhile' });
    await nameInput.fill('Taken meanwhile');
    await ok.click();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator('.ant-notification').getByText('A list or segment with this name already exists.'),
    ).toBeVisible();
    await shot(page, 'lists-10-rename-server-error');
  });

  await test.step('a synced list warns that the source must be renamed too', async () => {
    await openMenu(page, 'CRM contacts', 'Rename');
    const synced = page.getByRole('dialog', { name: 'Rename segment' });
    await expect(
      synced.getByText('This segment is synced from HubSpot. Rename it in HubSpot as well', { exact: false }),
    ).toBeVisible();
    await shot(page, 'lists-11-rename-synced');
    await synced.getByRole('button', { name: 'Cancel' }).click();
  });
});

test('archiving is blocked while a journey uses the segment, and works once it does not', async ({
  page,
}) => {
  const accountId = await freshAccount(page, 'Journey account');
  const abandoners = await insertList(accountId, { name: 'Cart abandoners', type: 'dynamic' });
  const winBack = await insertJourney(accountId, 'Win back', 'Available', abandoners);
  const loyal = await insertList(accountId, { name: 'Loyal buyers', type: 'dynamic' });
  await insertJourney(accountId, 'Birthday treat', 'Paused', loyal);
  await insertJourney(accountId, 'VIP welcome', 'Available', loyal);
  const trial = await insertList(accountId, { name: 'Trial users', type: 'static' });
  await insertJourney(accountId, 'Old onboarding', 'Cancelled', trial);
  await openLists(page);

  await test.step('one journey: its page opens in a new tab', async () => {
    await openMenu(page, 'Cart abandoners', 'Archive');
    const dialog = page.getByRole('dialog', {
      name: 'Cannot archive a segment which is already being used in Journey Trigger/Segment Membership',
    });
    await expect(
      dialog.getByText(
        'You are using this segment as trigger in "Win back". Please cancel the journey before proceeding to archive the segment.',
      ),
    ).toBeVisible();
    const open = dialog.getByRole('link', { name: 'Open Journey Page' });
    await expect(open).toHaveAttribute('href', `/app/journey/dashboard/${winBack}`);
    await expect(open).toHaveAttribute('target', '_blank');
    await shot(page, 'lists-12-archive-blocked');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  await test.step('several journeys: a tooltip lists them and the journeys page opens filtered', async () => {
    await openMenu(page, 'Loyal buyers', 'Archive');
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('Please cancel the journey(s) before proceeding to archive the segment.'),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open Journey Page' })).toHaveAttribute(
      'href',
      `/app/journey?filterBySegmentTrigger=${loyal}`,
    );
    await dialog.getByText('journey(s)', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toContainText('Birthday treat (Paused)');
    await expect(page.getByRole('tooltip')).toContainText('VIP welcome (Available)');
    await shot(page, 'lists-13-archive-blocked-several');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });

  await test.step('a cancelled journey does not block; the list is archived and restored', async () => {
    await openMenu(page, 'Trial users', 'Archive');
    const dialog = page.getByRole('dialog', { name: 'Archive or delete "Trial users"' });
    await expect(dialog.getByText('Archive list', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Archive list and its contacts', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Delete permanently', { exact: true }).first()).toBeVisible();
    await shot(page, 'lists-14-archive-dialog');
    await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(page.getByText('List archived')).toBeVisible();
    await expect(rowOf(page, 'Trial users')).toHaveCount(0);

    await page.getByText('Archived', { exact: true }).click();
    await expect(rowOf(page, 'Trial users')).toBeVisible();
    await shot(page, 'lists-15-archived-tab');
    await openMenu(page, 'Trial users', 'Restore');
    await expect(page.getByText('List restored')).toBeVisible();
    await expect(rowOf(page, 'Trial users')).toHaveCount(0);
    await page.getByText('Active', { exact: true }).click();
    await expect(rowOf(page, 'Trial users')).toBeVisible();
  });
});

test('deleting permanently needs the exact name', async ({ page }) => {
  const accountId = await freshAccount(page, 'Delete account');
  const list = await insertList(accountId, { name: 'Old leads' });
  await insertContacts(accountId, [{ email: 'old1@example.com' }, { email: 'old2@example.com' }], [list]);
  await openLists(page);

  await openMenu(page, 'Old leads', 'Archive');
  const dialog = page.getByRole('dialog', { name: 'Archive or delete "Old leads"' });
  await dialog.getByText('Delete permanently', { exact: true }).first().click();
  const confirm = dialog.getByLabel('Type the list name to confirm');
  const remove = dialog.getByRole('button', { name: 'Delete permanently' });
  await expect(remove).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Download backup & delete' })).toBeDisabled();
  await confirm.fill('old leads');
  await expect(remove).toBeDisabled();
  await confirm.fill('Old leads');
  await expect(remove).toBeEnabled();
  await shot(page, 'lists-16-delete-typed-name');
  await remove.click();

  await expect(page.getByText('List deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Old leads')).toHaveCount(0);
  await page.getByText('Archived', { exact: true }).click();
  await expect(rowOf(page, 'Old leads')).toHaveCount(0);
});

test('download backup & delete keeps a copy of the list before deleting it', async ({ page }) => {
  const accountId = await freshAccount(page, 'Backup account');
  const list = await insertList(accountId, { name: 'Event guests' });
  await insertContacts(accountId, [{ email: 'guest1@example.com' }, { email: 'guest2@example.com' }], [list]);
  await openLists(page);

  await openMenu(page, 'Event guests', 'Archive');
  const dialog = page.getByRole('dialog', { name: 'Archive or delete "Event guests"' });
  await dialog.getByText('Delete permanently', { exact: true }).first().click();
  await dialog.getByLabel('Type the list name to confirm').fill('Event guests');
  await dialog.getByRole('button', { name: 'Download backup & delete' }).click();
  await expect(
    page.locator('.ant-notification-notice').getByText('Download is in progress...'),
  ).toBeVisible();
  // The list goes only once its backup is ready.
  await expect(page.getByText('List deleted')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Event guests')).toHaveCount(0);

  await page.goto('/app/settings/download-centre');
  const row = page.getByRole('row').filter({ hasText: 'Event guests' });
  await expect(row.getByText('Ready', { exact: true })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Download Event guests' }).click();
  const csv = readFileSync((await (await downloadPromise).path())!, 'utf8');
  expect(csv).toContain('guest1@example.com');
  expect(csv).toContain('guest2@example.com');
});

test('a limited-access member cannot export', async ({ page }) => {
  const accountId = await freshAccount(page, 'Limited account', { limitedAccess: true });
  await insertList(accountId, { name: 'Shared list' });
  await openLists(page);
  await page.getByRole('button', { name: 'More actions for Shared list', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Export to CSV' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive or delete "Shared list"' });
  await dialog.getByText('Delete permanently', { exact: true }).first().click();
  await expect(dialog.getByRole('button', { name: 'Delete permanently' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download backup & delete' })).toHaveCount(0);
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
