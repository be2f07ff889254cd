import { expect, test } from '@playwright/test';
import { database, insertContacts, insertList } from './support/database';
import { openLists, openMenu, rowOf, useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { shot } from './support/screens';
import {
  condition,
  countLink,
  openWizard,
  previewCount,
  shown,
  startFromScratch,
  wizard,
} from './support/segment-wizard';

const { freshAccount } = useListsSuite('segments-edit');

/** Customers with a number property whose key a marketer never typed as such: totalOrders. */
const seedCustomers = async (accountId: string) => {
  await database().query(
    `insert into contact_properties (account_id, key, type) values ($1, 'totalOrders', 'number')`,
    [accountId],
  );
  const customers = await insertList(accountId, { name: 'Customers' });
  await insertContacts(
    accountId,
    [
      { email: 'ana@example.com', properties: { totalOrders: 5 } },
      { email: 'ben@example.com', properties: { totalOrders: 1 } },
      { email: 'cara@example.com', properties: { totalOrders: 3 } },
      { email: 'dan@example.com', properties: { totalOrders: 0 } },
    ],
    [customers],
  );
  return customers;
};

test('the live count, an unfinished condition, readable labels, and editing a saved segment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Edit segments account');
  await seedCustomers(accountId);
  await insertList(accountId, { name: 'Spring snapshot', type: 'static' });
  await openLists(page);
  const dialog = await openWizard(page);
  await startFromScratch(page, dialog, 'Frequent buyers', 'Customers');
  const first = condition(dialog, 1, 1);

  await test.step('an empty condition says what it needs, and the count leaves it out', async () => {
    // The text under the condition describes it (and its field at fault).
    await expect(first).toHaveAccessibleDescription('Choose a condition type');
    await expect(first.getByLabel('Condition type')).toHaveAttribute('aria-invalid', 'true');
    // Nothing is sent for the empty condition: everyone on Customers is counted.
    await expect(previewCount(dialog)).toHaveText('4 contacts');
  });

  await test.step('properties read as people write them in the builder', async () => {
    await choose(page, first.getByLabel('Condition type'), 'Contact property');
    await expect(first).toHaveAccessibleDescription('Choose a property');
    await expect(first.getByLabel('Property', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await choose(page, first.getByLabel('Property', { exact: true }), 'Total orders');
    await expect(shown(first.getByLabel('Property', { exact: true }))).toHaveText('Total orders');
    await expect(page.getByText('totalOrders')).toHaveCount(0);
    await choose(page, first.getByLabel('Property operator'), 'is at least');
  });

  await test.step('the unfinished value is marked and described; Create waits for it', async () => {
    const value = first.getByLabel('Property value');
    const message = first.getByText('Enter a value', { exact: true });
    await expect(message).toBeVisible();
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toHaveAccessibleDescription('Enter a value');
    await expect(dialog.getByRole('button', { name: 'Create Segment' })).toBeDisabled();
    await expect(previewCount(dialog)).toHaveText('4 contacts');
    await shot(page, 'segments-edit-01-incomplete-condition');

    await value.fill('3');
    await expect(message).toHaveCount(0);
    await expect(value).not.toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('the count follows the condition without a button', async () => {
    await expect(dialog.getByRole('button', { name: 'Preview count' })).toHaveCount(0);
    // ana (5) and cara (3).
    await expect(previewCount(dialog)).toHaveText('2 contacts');
    await shot(page, 'segments-edit-02-live-count');
    await first.getByLabel('Property value').fill('1');
    await expect(previewCount(dialog)).toHaveText('3 contacts');
    await first.getByLabel('Property value').fill('3');
    await expect(previewCount(dialog)).toHaveText('2 contacts');
    await dialog.getByRole('button', { name: 'Create Segment' }).click();
    await expect(dialog).toBeHidden();
    await expect(countLink(page, '2 contacts', 'Frequent buyers')).toBeVisible({ timeout: 30_000 });
  });

  await test.step('Show definition names the property as people write it', async () => {
    await rowOf(page, 'Frequent buyers').getByRole('button', { name: 'Show definition' }).click();
    const modal = page.getByRole('dialog', { name: 'Segment definition' });
    await expect(modal.getByLabel('Segment definition')).toHaveText(
      'Contacts in Customers whose total orders is at least 3.',
    );
    await shot(page, 'segments-edit-03-show-definition');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('Edit conditions opens the saved conditions at step 3 and updates the segment', async () => {
    await openMenu(page, 'Frequent buyers', 'Edit conditions');
    const edit = wizard(page, 'Edit conditions');
    await expect(edit.getByText('Step 3/3')).toBeVisible();
    const saved = condition(edit, 1, 1);
    await expect(shown(saved.getByLabel('Property', { exact: true }))).toHaveText('Total orders');
    await expect(saved.getByLabel('Property value')).toHaveValue('3');
    await expect(previewCount(edit)).toHaveText('2 contacts');
    await saved.getByLabel('Property value').fill('5');
    await expect(previewCount(edit)).toHaveText('1 contact');
    await shot(page, 'segments-edit-04-edit-conditions');
    await edit.getByRole('button', { name: 'Update segment' }).click();
    await expect(page.getByText('Segment updated')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(countLink(page, '1 contact', 'Frequent buyers')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'segments-edit-05-updated-row');

    await rowOf(page, 'Frequent buyers').getByRole('button', { name: 'Show definition' }).click();
    const modal = page.getByRole('dialog', { name: 'Segment definition' });
    await expect(modal.getByLabel('Segment definition')).toHaveText(
      'Contacts in Customers whose total orders is at least 5.',
    );
    await modal.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('going back from an edit reaches step 2 with the name kept as it is, then cancels', async () => {
    await openMenu(page, 'Frequent buyers', 'Edit conditions');
    const edit = wizard(page, 'Edit conditions');
    await edit.getByRole('button', { name: 'Previous' }).click();
    await expect(edit.getByLabel('Name the segment')).toHaveValue('Frequent buyers');
    await edit.getByLabel('Name the segment').blur();
    // Its own name is not taken.
    await expect(edit.getByText('A list or segment with this name already exists.')).toHaveCount(0);
    await expect(edit.getByRole('button', { name: 'Next - create condition' })).toBeEnabled();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  });

  await test.step('a static segment is a snapshot: it has no Edit conditions', async () => {
    await page.getByRole('button', { name: 'More actions for Spring snapshot', exact: true }).click();
    await expect(page.getByRole('menuitem').filter({ hasText: 'Rename' })).toBeVisible();
    await expect(page.getByRole('menuitem').filter({ hasText: 'Edit conditions' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });
});
