import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { insertContacts, insertJourney, insertList } from './support/database';
import { openedDialog } from './support/dialogs';
import { openLists, rowOf, openMenu, useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('manage');

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
    // The dialog may still be settling from its opening animation when the pointer first arrives, and a
    // pointer that lands on a moving target never enters it: move onto it again until the tooltip shows.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await dialog.getByText('journey(s)', { exact: true }).hover();
      await expect(page.getByRole('tooltip')).toContainText('Birthday treat (Paused)', { timeout: 2_000 });
    }).toPass();
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
  const dialog = await openedDialog(page, 'Archive or delete "Old leads"');
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
  const dialog = await openedDialog(page, 'Archive or delete "Event guests"');
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
