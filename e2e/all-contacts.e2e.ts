import { expect, test, type Page } from '@playwright/test';
import { database, insertContacts, insertList } from './support/database';
import { openLists, tableRows, useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { seriousViolations } from './support/accessibility';
import { openedDialog } from './support/dialogs';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('all-contacts');

const emailsShown = (page: Page) => tableRows(page).locator('td:nth-child(2)').allInnerTexts();
const rowOf = (page: Page, email: string) => tableRows(page).filter({ hasText: email });

test('every contact of the account is found, sorted, filtered and changed in bulk', async ({ page }) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'All contacts account');
  const newsletter = await insertList(accountId, { name: 'Newsletter' });

  await test.step('the lists page leads to All contacts, empty at first', async () => {
    await openLists(page);
    await page.getByRole('link', { name: 'All contacts' }).click();
    await expect(page).toHaveURL(/\/app\/contacts\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All contacts' })).toBeVisible();
    await expect(page.getByText('No contacts yet: import a file or send them through the API')).toBeVisible();
    await shot(page, 'all-contacts-01-empty');
  });

  await test.step('contacts in no list show beside those in a list', async () => {
    await insertContacts(
      accountId,
      [{ email: 'ada@example.com', properties: { firstName: 'Ada', lastName: 'Lovelace', city: 'London' } }],
      [newsletter],
    );
    // As contacts created by API events are: in no list.
    await insertContacts(accountId, [
      { email: 'grace@example.com', properties: { firstName: 'Grace', city: 'ZÜRICH' } },
      { email: 'linus@example.com', properties: { firstName: 'Linus' }, isUnsubscribed: true },
      { email: 'margaret@example.com', properties: { firstName: 'Margaret' }, isBlocked: true },
    ]);
    await page.reload();
    await expect(tableRows(page)).toHaveCount(4);
    expect(await emailsShown(page)).toEqual([
      'margaret@example.com',
      'linus@example.com',
      'grace@example.com',
      'ada@example.com',
    ]);
    await expect(
      page.getByText('Every contact of your account, whether or not it belongs to a list: 4 contacts.'),
    ).toBeVisible();
    await shot(page, 'all-contacts-02-data');
  });

  await test.step('the search looks into any property, whatever the case', async () => {
    await page.getByLabel('Search contacts').fill('Zürich');
    await expect(tableRows(page)).toHaveCount(1);
    await expect(rowOf(page, 'grace@example.com')).toBeVisible();
    await expect(page).toHaveURL(/search=Z%C3%BCrich/);
    await page.getByLabel('Search contacts').fill('');
    await expect(tableRows(page)).toHaveCount(4);
  });

  await test.step('sorting by e-mail, both ways', async () => {
    await page.getByRole('columnheader', { name: 'Email' }).click();
    await expect
      .poll(() => emailsShown(page))
      .toEqual(['ada@example.com', 'grace@example.com', 'linus@example.com', 'margaret@example.com']);
    await page.getByRole('columnheader', { name: 'Email' }).click();
    await expect
      .poll(() => emailsShown(page))
      .toEqual(['margaret@example.com', 'linus@example.com', 'grace@example.com', 'ada@example.com']);
  });

  await test.step('a property chosen as a column stays after a reload', async () => {
    await choose(page, page.getByRole('combobox', { name: 'Property columns' }), 'City', {
      away: page.getByRole('heading', { name: 'All contacts' }),
    });
    await expect(page.getByRole('columnheader', { name: 'City' })).toBeVisible();
    await expect(rowOf(page, 'grace@example.com')).toContainText('ZÜRICH');
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'City' })).toBeVisible();
    await expect(rowOf(page, 'ada@example.com')).toContainText('London');
  });

  await test.step('filtering by status', async () => {
    await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Unsubscribed');
    await expect(tableRows(page)).toHaveCount(1);
    await expect(rowOf(page, 'linus@example.com')).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Blocked');
    await expect(tableRows(page)).toHaveCount(1);
    await expect(rowOf(page, 'margaret@example.com')).toBeVisible();
    await page.goto('/app/contacts/all');
    await expect(tableRows(page)).toHaveCount(4);
  });

  await test.step('two contacts picked and added to a list, after confirming', async () => {
    await page.getByRole('checkbox', { name: 'Select grace@example.com' }).check();
    await page.getByRole('checkbox', { name: 'Select linus@example.com' }).check();
    const selected = page.getByRole('region', { name: 'Selected contacts' });
    await expect(selected).toContainText('2 contacts selected');
    await shot(page, 'all-contacts-03-selection');
    await selected.getByRole('button', { name: 'Add to list' }).click();
    const dialog = await openedDialog(page, 'Add 2 contacts to a list');
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect(dialog.getByText('Choose a list')).toHaveCount(2);
    await choose(page, dialog.getByRole('combobox', { name: 'List' }), 'Newsletter');
    await shot(page, 'all-contacts-04-add-to-list');
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect(page.getByText('2 contacts added to the list')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(selected).toBeHidden();
    await openLists(page);
    await expect(page.getByRole('row').filter({ hasText: 'Newsletter' })).toContainText('3');
  });

  await test.step('deleting a contact needs a confirmation that names the count', async () => {
    await page.goto('/app/contacts/all');
    await page.getByRole('checkbox', { name: 'Select ada@example.com' }).check();
    await page
      .getByRole('region', { name: 'Selected contacts' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const dialog = await openedDialog(page, 'Delete 1 contact?');
    await expect(dialog).toContainText(
      'They leave every list and segment and no longer count toward your plan.',
    );
    await shot(page, 'all-contacts-05-delete');
    await dialog.getByRole('button', { name: 'Delete 1 contact' }).click();
    await expect(page.getByText('1 contact deleted')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(3);
    await expect(rowOf(page, 'ada@example.com')).toHaveCount(0);
  });

  await test.step('a row opens the contact', async () => {
    await rowOf(page, 'grace@example.com').click();
    await expect(page.getByRole('dialog', { name: 'Contact' })).toContainText('grace@example.com');
  });
});

test('a search over many contacts counts to 10,000+, and a bulk action on all of them runs with its progress shown', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const accountId = await freshAccount(page, 'Many contacts account');
  await database().query(
    `insert into contacts (account_id, email, properties)
     select $1, 'lyon' || g || '@example.com', '{"city": "Lyon"}'::jsonb from generate_series(1, 25000) g`,
    [accountId],
  );
  await insertContacts(accountId, [{ email: 'bern@example.com', properties: { city: 'Bern' } }]);

  await test.step('a common search says 10,000+ until the exact count is asked for', async () => {
    await page.goto('/app/contacts/all?search=LYON');
    await expect(page.getByText('10,000+ contacts match')).toBeVisible();
    await expect(page.getByText('1-20 of 10000+')).toBeVisible();
    await shot(page, 'all-contacts-06-capped-count');
    await page.getByRole('button', { name: 'Count all' }).click();
    await expect(page.getByText('25,000 contacts match')).toBeVisible();
  });

  await test.step('one or two characters say they match the start of the email', async () => {
    await page.getByLabel('Search contacts').fill('ly');
    await expect(page.getByText('One or two characters match the start of the email')).toBeVisible();
    await page.getByLabel('Search contacts').fill('lyon');
    await expect(page.getByText('One or two characters match the start of the email')).toBeHidden();
  });

  await test.step('all matching are unsubscribed in the background, with progress and a toast', async () => {
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    const selected = page.getByRole('region', { name: 'Selected contacts' });
    // The new search is counted to 10,000 again; choosing all of them counts them exactly before any action.
    await selected.getByRole('button', { name: /^Select all 10,000\+ contacts matching$/ }).click();
    await expect(selected).toContainText('All 25,000 contacts selected');
    await selected.getByRole('button', { name: 'Unsubscribe' }).click();
    const dialog = await openedDialog(page, 'Unsubscribe 25,000 contacts?');
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    const progress = page.getByRole('status', { name: 'Bulk action in progress' });
    await expect(progress).toContainText('Unsubscribing');
    await shot(page, 'all-contacts-07-bulk-progress');
    await expect(page.getByText('25,000 contacts unsubscribed')).toBeVisible({ timeout: 120_000 });
    await expect(progress).toBeHidden();
    await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Subscribed');
    await page.getByLabel('Search contacts').fill('');
    await expect(tableRows(page)).toHaveCount(1);
    await expect(rowOf(page, 'bern@example.com')).toBeVisible();
  });
});

test('a member with limited access may not delete contacts', async ({ page }) => {
  const accountId = await freshAccount(page, 'Limited account', { limitedAccess: true });
  await insertContacts(accountId, [{ email: 'kept@example.com' }]);
  await page.goto('/app/contacts/all');
  await page.getByRole('checkbox', { name: 'Select kept@example.com' }).check();
  const selected = page.getByRole('region', { name: 'Selected contacts' });
  await expect(selected.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(selected.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
});

test('bulk actions running in the background are shown again, with their progress, when the page is opened anew', async ({
  page,
}) => {
  const accountId = await freshAccount(page, 'Background jobs account');
  // One job still running (its worker is elsewhere), one that ended a moment ago.
  const { rows } = await database().query<{ id: string }>(
    `insert into contact_bulk_jobs (account_id, action, filter, newest_contact_id, state, total, processed, changed, finished_at)
     values ($1, 'unsubscribe', '{"search": "lyon"}', 0, 'running', 25000, 5000, 5000, null),
            ($1, 'block', '{}', 0, 'done', 40, 40, 38, now())
     returning id`,
    [accountId],
  );
  const running = rows[0]!.id;
  const progress = page.getByRole('status', { name: 'Bulk action in progress' });

  await page.goto('/app/contacts/all');
  // The list of jobs and the progress line's code arrive after the page: on a busy machine, seconds after.
  await expect(progress).toContainText('Unsubscribing: 5,000 of 25,000 contacts', { timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: '38 contacts blocked' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'all-contacts-08-bulk-jobs-on-opening');

  await page.reload();
  await expect(progress).toContainText('Unsubscribing: 5,000 of 25,000 contacts', { timeout: 30_000 });
  await page
    .getByRole('alert')
    .filter({ hasText: '38 contacts blocked' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await expect(page.getByText('38 contacts blocked')).toBeHidden();

  await database().query(
    `update contact_bulk_jobs set state = 'done', processed = 25000, changed = 24000, finished_at = now() where id = $1`,
    [running],
  );
  await expect(page.getByText('24,000 contacts unsubscribed')).toBeVisible();
  await expect(progress).toBeHidden();
});
