import { expect, test } from '@playwright/test';
import {
  database,
  daysAgo,
  insertActivity,
  insertContacts,
  insertEvent,
  insertList,
  insertSentCampaign,
} from './support/database';
import { openedDialog } from './support/dialogs';
import { useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { shot } from './support/screens';

/*
 * A marketer opens a contact from a list's drawer on its own page, edits it there, and reads what happened
 * to it in the timeline, newest first; then deletes it for good.
 */

const { freshAccount } = useListsSuite('contact-page');

test('the contact page edits a contact, keeps its timeline and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Contact page account');
  const newsletter = await insertList(accountId, { name: 'Newsletter' });
  await insertList(accountId, { name: 'VIP customers' });
  const [contactId] = await insertContacts(
    accountId,
    [
      {
        email: 'ada@example.com',
        properties: { firstName: 'Ada', lastName: 'Lovelace', city: 'London' },
        createdAt: daysAgo(20),
      },
    ],
    [newsletter],
    () => 14,
  );
  const campaignId = await insertSentCampaign(accountId, 'Spring sale', [newsletter], 3);
  await insertActivity(accountId, [
    { contactId: contactId!, campaignId, kind: 'sent', at: daysAgo(3) },
    { contactId: contactId!, campaignId, kind: 'opened', at: daysAgo(2) },
  ]);
  await insertEvent(accountId, contactId!, 'Webinar joined', daysAgo(1));
  await database().query(
    `insert into contact_properties (account_id, key, type) values ($1, 'age', 'number')`,
    [accountId],
  );

  await test.step('opens from the drawer of its list', async () => {
    await page.goto(`/app/contacts/lists/${newsletter}`);
    await page.getByRole('row').filter({ hasText: 'ada@example.com' }).click();
    const drawer = page.getByRole('dialog', { name: 'Contact' });
    await drawer.getByRole('link', { name: 'Open contact page' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/contact/${contactId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByText('Event "Webinar joined"')).toBeVisible();
    await expect(timeline.getByText('Opened "Spring sale"')).toBeVisible();
    await expect(timeline.getByText('Added to list "Newsletter"')).toBeVisible();
  });

  await test.step('edits a property, refusing a value of the wrong type', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'City' }).fill('Paris');
    const age = page.getByRole('textbox', { name: 'Age' });
    await age.fill('thirty-six');
    await page.getByRole('button', { name: 'Save properties' }).click();
    await expect(page.getByText('Not a number')).toBeVisible();
    await shot(page, 'contact-page-edit');
    await age.fill('36');
    await page.getByRole('button', { name: 'Save properties' }).click();
    await expect(page.getByText('Properties saved')).toBeVisible();
    await expect(page.locator('.ant-descriptions').getByText('Paris')).toBeVisible();
  });

  await test.step('unsubscribes the contact', async () => {
    await page.getByRole('radiogroup', { name: 'Email marketing' }).getByText('Unsubscribed').click();
    await expect(page.getByText('Contact unsubscribed')).toBeVisible();
    await expect(page.locator('.ant-tag', { hasText: 'Unsubscribed' })).toBeVisible();
  });

  await test.step('adds it to a list', async () => {
    await choose(page, page.getByRole('combobox', { name: 'List to add the contact to' }), 'VIP customers');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Added to "VIP customers"')).toBeVisible();
    await expect(page.getByRole('link', { name: 'VIP customers' })).toBeVisible();
  });

  await test.step('sees those changes at the top of the timeline, newest first', async () => {
    const items = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
    await expect(items.nth(0)).toContainText('Added to list "VIP customers"');
    await expect(items.nth(1)).toContainText('Unsubscribed on the contact page');
    await expect(items.nth(2)).toContainText('Changed city and age');
    await expect(items.nth(3)).toContainText('Event "Webinar joined"');
    await shot(page, 'contact-page');
  });

  await test.step('deletes it for good once its e-mail is typed', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = await openedDialog(page, 'Archive or delete ada@example.com');
    await dialog.getByRole('radiogroup').getByText('Delete permanently').click();
    const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
    await expect(confirm).toBeDisabled();
    await dialog
      .getByRole('textbox', { name: "Type the contact's e-mail address to confirm" })
      .fill('ada@example.com');
    await shot(page, 'contact-page-delete');
    await confirm.click();
    await expect(page.getByText('Contact deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/contacts$/);
    await page.goto(`/app/contact/${contactId}`);
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  });
});
