import { expect, test } from '@playwright/test';
import { NOT_FOUND_TEXT } from './support/accessibility';
import { insertAccount, insertJourney, insertList, userIdOf } from './support/database';
import { openLists, openMenu, useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';

const { user, freshAccount } = useListsSuite('journeys');

const BLOCKED = 'Cannot archive a segment which is already being used in Journey Trigger/Segment Membership';

test("the archive-blocked dialog's link opens the journey's read-only page in a new tab", async ({
  page,
  context,
}) => {
  const accountId = await freshAccount(page, 'Journeys account');
  const abandoners = await insertList(accountId, { name: 'Cart abandoners', type: 'dynamic' });
  const winBack = await insertJourney(accountId, 'Win back', 'Available', abandoners);
  await openLists(page);

  await openMenu(page, 'Cart abandoners', 'Archive');
  const dialog = page.getByRole('dialog', { name: BLOCKED });
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: 'Open Journey Page' }).click(),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/app/journey/dashboard/${winBack}$`));
  await expect(tab.getByRole('heading', { level: 1, name: 'Win back' })).toBeVisible();
  await expect(tab.getByRole('row', { name: /Status/ })).toContainText('Available');
  await expect(tab.getByRole('row', { name: /Trigger/ })).toContainText('Joins a segment');
  await expect(tab.getByRole('link', { name: 'Cart abandoners' })).toHaveAttribute(
    'href',
    `/app/contacts/lists/${abandoners}`,
  );
  await expect(tab.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
  await shot(tab, 'journeys-01-dashboard');
  await tab.close();
});

test("the journeys page lists the account's journeys, filtered by one segment from the archive dialog", async ({
  page,
  context,
}) => {
  const accountId = await freshAccount(page, 'Journeys list account');
  const loyal = await insertList(accountId, { name: 'Loyal buyers', type: 'dynamic' });
  const trial = await insertList(accountId, { name: 'Trial users', type: 'static' });
  await insertJourney(accountId, 'Birthday treat', 'Paused', loyal);
  await insertJourney(accountId, 'VIP welcome', 'Available', loyal);
  await insertJourney(accountId, 'Old onboarding', 'Cancelled', trial);

  await test.step('from the dialog: only the journeys the segment triggers', async () => {
    await openLists(page);
    await openMenu(page, 'Loyal buyers', 'Archive');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('dialog', { name: BLOCKED }).getByRole('link', { name: 'Open Journey Page' }).click(),
    ]);
    await expect(tab).toHaveURL(new RegExp(`/app/journey\\?filterBySegmentTrigger=${loyal}$`));
    await expect(tab.getByRole('heading', { level: 1, name: 'Journeys' })).toBeVisible();
    await expect(
      tab.getByText('Showing the journeys triggered by the segment "Loyal buyers".'),
    ).toBeVisible();
    const rows = tab.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(tab.getByRole('row', { name: /Birthday treat/ })).toContainText('Paused');
    await expect(tab.getByRole('row', { name: /VIP welcome/ })).toContainText('Loyal buyers');
    await shot(tab, 'journeys-02-filtered');

    await tab.getByRole('link', { name: 'Show all journeys' }).click();
    await expect(rows).toHaveCount(3);
    await expect(tab.getByRole('row', { name: /Old onboarding/ })).toContainText('Cancelled');
    await expect(tab.getByRole('row', { name: /Old onboarding/ })).toContainText('Trial users');
    await tab.close();
  });

  await test.step('the navigation leads to all of them, and a name opens the journey', async () => {
    await page.goto('/app/contacts');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journeys' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journeys' })).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3);
    await shot(page, 'journeys-03-all');
    await page.getByRole('link', { name: 'VIP welcome' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'VIP welcome' })).toBeVisible();
  });
});

test("another account's journey shows the not-found page", async ({ page }) => {
  await freshAccount(page, 'Curious account');
  const otherAccount = await insertAccount(await userIdOf(user.email), 'Other account');
  const theirs = await insertJourney(
    otherAccount,
    'Not yours',
    'Available',
    await insertList(otherAccount, { name: 'Their segment', type: 'dynamic' }),
  );
  // The user is a member of the other account too, but it is not the current one.
  await page.goto(`/app/journey/dashboard/${theirs}`);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByText('Not yours')).toHaveCount(0);
  await page.goto('/app/journey/dashboard/not-a-number');
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
});
