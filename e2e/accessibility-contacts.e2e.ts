import { expect, test } from '@playwright/test';
import { auditOverlay, auditScreen, focused, settle } from './support/accessibility';
import { expectSkipLink, useAccessibilitySuite } from './support/accessibility-suite';
import { database, insertJourney, insertList, setContactsAllocated } from './support/database';
import { openLists, openMenu } from './support/lists-suite';
import { choose } from './support/menus';
import { condition, openWizard, previewCount, startFromScratch, wizard } from './support/segment-wizard';
import { shot } from './support/screens';

/* The accessibility sweep of the contacts, lists, segments and journeys screens (see support/accessibility-suite.ts). */

const { freshAccount, collect, seed, testNoDeadLinks } = useAccessibilitySuite('contacts');

test('the contacts page and its dialogs are accessible', async ({ page }) => {
  test.setTimeout(120_000);
  const { accountId } = await seed(page);
  // The plan is full, so the warning and its 'Upgrade now' link are on the page for the crawl.
  await setContactsAllocated(accountId, 3);
  await openLists(page);
  await collect(page, await auditScreen(page, 'contacts', { shell: true }));

  await test.step('the import choice', async () => {
    await page.getByRole('button', { name: 'Import contacts' }).click();
    await expect(page.getByRole('menuitem', { name: /Add contacts manually/ })).toBeVisible();
    await auditOverlay(page, 'import-choice');
  });

  await test.step('creating a list by adding contacts', async () => {
    await page.getByRole('menuitem', { name: /Add contacts manually/ }).dispatchEvent('click');
    const dialog = page.getByRole('dialog', { name: 'Add contacts manually' });
    await expect(dialog).toBeVisible();
    await auditOverlay(page, 'create-list');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('importing a CSV file', async () => {
    await page.getByRole('button', { name: 'Import contacts' }).click();
    await page.getByRole('menuitem', { name: /Import via CSV/ }).dispatchEvent('click');
    const dialog = page.getByRole('dialog').filter({ visible: true });
    await expect(dialog).toBeVisible();
    await auditOverlay(page, 'import-csv');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('archiving a list', async () => {
    await openMenu(page, 'Spring sale', 'Archive');
    const dialog = page.getByRole('dialog', { name: 'Archive or delete "Spring sale"' });
    await expect(dialog).toBeVisible();
    await auditOverlay(page, 'archive-list');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step("the segment wizard's first step", async () => {
    const dialog = await openWizard(page);
    await auditOverlay(page, 'segment-wizard');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step("the wizard's conditions, with an unfinished one and the live count", async () => {
    const dialog = await openWizard(page);
    await startFromScratch(page, dialog, 'Londoners again');
    const first = condition(dialog, 1, 1);
    await choose(page, first.getByLabel('Condition type'), 'Contact property');
    await expect(first).toHaveAccessibleDescription('Choose a property');
    await expect(previewCount(dialog)).toHaveText(/contacts?$/);
    await auditOverlay(page, 'segment-wizard-conditions');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step("a segment's definition and its conditions being edited", async () => {
    await page
      .getByRole('row')
      .filter({ hasText: 'Londoners' })
      .getByRole('button', { name: 'Show definition' })
      .click();
    const definition = page.getByRole('dialog', { name: 'Segment definition' });
    await expect(definition.getByLabel('Segment definition')).toHaveText(
      'All contacts whose city is London.',
    );
    await auditOverlay(page, 'show-definition');
    await page.keyboard.press('Escape');
    await expect(definition).toBeHidden();

    await openMenu(page, 'Londoners', 'Edit conditions');
    const edit = wizard(page, 'Edit conditions');
    await expect(condition(edit, 1, 1).getByLabel('Property value')).toHaveValue('London');
    await expect(previewCount(edit)).toHaveText(/contacts?$/);
    await auditOverlay(page, 'edit-conditions');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
  });
});

test("a list's contacts and a contact's drawer are accessible", async ({ page }) => {
  const { listId } = await seed(page);
  await page.goto(`/app/contacts/lists/${listId}`);
  await expect(page.getByRole('row').filter({ hasText: 'ada@example.com' })).toBeVisible();
  await collect(page, await auditScreen(page, 'list-contacts', { shell: true }));
  await page.getByRole('row').filter({ hasText: 'ada@example.com' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact' })).toBeVisible();
  await auditOverlay(page, 'contact-drawer');
});

test('the import history is accessible', async ({ page }) => {
  const { listId } = await seed(page);
  await database().query(
    `insert into imports (account_id, list_id, source, file_name, status, total_rows, processed_rows, new_count, warning_count, completed_at)
     select account_id, id, 'csv', 'spring-leads.csv', 'done', 3, 3, 3, 1, now() from lists where id = $1`,
    [listId],
  );
  await page.goto('/app/contacts/imports');
  await expect(page.getByRole('row').filter({ hasText: 'spring-leads.csv' })).toBeVisible();
  await collect(page, await auditScreen(page, 'import-history', { shell: true }));
});

test("a contact's page, its property form and its delete dialog are accessible", async ({ page }) => {
  const { contactId } = await seed(page);
  await page.goto(`/app/contact/${contactId}`);
  await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
  await collect(page, await auditScreen(page, 'contact-page', { shell: true }));
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Save properties' })).toBeVisible();
  await collect(page, await auditScreen(page, 'contact-page-edit', { shell: true }));
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Archive or delete ada@example.com' })).toBeVisible();
  await auditOverlay(page, 'delete-contact');
});

test('all contacts, with a selection and its bulk dialogs, are accessible', async ({ page }) => {
  await seed(page);
  await page.goto('/app/contacts/all');
  await expect(page.getByRole('row').filter({ hasText: 'ada@example.com' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select ada@example.com' }).check();
  await expect(page.getByRole('region', { name: 'Selected contacts' })).toBeVisible();
  await collect(page, await auditScreen(page, 'all-contacts', { shell: true }));
  for (const [button, title] of [
    ['Add to list', 'Add 1 contact to a list'],
    ['Delete', 'Delete 1 contact?'],
  ] as const) {
    await page
      .getByRole('region', { name: 'Selected contacts' })
      .getByRole('button', { name: button })
      .click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await auditOverlay(page, `all-contacts-${button.toLowerCase().replaceAll(' ', '-')}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('the journeys pages are accessible', async ({ page }) => {
  const accountId = await freshAccount(page, 'Journeys account');
  const segment = await insertList(accountId, { name: 'Loyal buyers', type: 'dynamic' });
  const journey = await insertJourney(accountId, 'Birthday treat', 'Paused', segment);
  await insertJourney(accountId, 'VIP welcome', 'Available', segment);
  for (const [name, path] of [
    ['journeys', '/app/journey'],
    ['journeys-filtered', `/app/journey?filterBySegmentTrigger=${segment}`],
    ['journey-dashboard', `/app/journey/dashboard/${journey}`],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText('Birthday treat').first()).toBeVisible();
    await collect(page, await auditScreen(page, name, { shell: true }));
  }
});

test('the app frame starts with a skip link to the main content', async ({ page }) => {
  await freshAccount(page, 'Skipping account');
  await openLists(page);
  await expectSkipLink(page, 'signed-in');
});

test('the lists table works by keyboard: the page actions, then a row menu opened and closed', async ({
  page,
}) => {
  await seed(page);
  await openLists(page);
  await settle(page);
  const stops: { name: string; ring: boolean }[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    stops.push(stop);
    if (stop.name === 'More actions for Newsletter') break;
  }
  const names = stops.map((stop) => stop.name);
  const order = ['Create segment', 'Import contacts', 'More actions for Newsletter'].map((name) =>
    names.indexOf(name),
  );
  expect(
    order.every((index) => index >= 0),
    `focus stops: ${names.join(' | ')}`,
  ).toBe(true);
  expect(
    [...order].sort((a, b) => a - b),
    `focus stops: ${names.join(' | ')}`,
  ).toEqual(order);
  for (const index of order) expect(stops[index]!.ring, `a focus ring on ${names[index]}`).toBe(true);
  await shot(page, 'a11y-keyboard-row-actions-focused');

  await page.keyboard.press('Enter');
  const menu = page.locator('.ant-dropdown-menu').filter({ visible: true });
  await expect(menu.getByRole('menuitem', { name: /Rename/ })).toBeVisible();
  await shot(page, 'a11y-keyboard-row-menu-open');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect((await focused(page)).name).toBe('More actions for Newsletter');
});

testNoDeadLinks('contacts');
