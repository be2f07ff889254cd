import { expect, test, type Locator, type Page } from '@playwright/test';
import { database, insertContacts, insertList } from './support/database';
import { openLists, rowOf, useListsSuite } from './support/lists-suite';
import { choose, chooseFromMenu } from './support/menus';
import { condition, startFromScratch, wizard } from './support/segment-wizard';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('import-quick');

const openQuickImport = async (page: Page) => {
  await chooseFromMenu(page, page.getByRole('button', { name: 'Import contacts' }), 'Add contacts manually');
  const dialog = page.getByRole('dialog', { name: 'Add contacts manually' });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** A paste as the browser delivers it: a paste event carrying the clipboard's text, on the focused input. */
const pasteInto = async (input: Locator, text: string) => {
  await input.focus();
  // Source text, because the specs are typed for Node and this runs in the page.
  await input.page().evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    document.activeElement.dispatchEvent(paste);
  })()`);
};

const rowValues = async (dialog: Locator): Promise<string[]> => {
  const inputs = await dialog.getByRole('group', { name: 'Email addresses' }).getByRole('textbox').all();
  return Promise.all(inputs.map((input) => input.inputValue()));
};

test('pasted e-mails go into a new list, checked, repeats imported once and counted', async ({ page }) => {
  const accountId = await freshAccount(page, 'Quick import account');
  await insertList(accountId, { name: 'Newsletter' });
  await openLists(page);

  const dialog = await openQuickImport(page);
  const submit = dialog.getByRole('button', { name: 'Add contacts' });
  const name = dialog.getByLabel('List name');

  await test.step('the dialog is 50rem wide and starts with nothing to send', async () => {
    await expect(dialog).toHaveCSS('width', '800px');
    await expect(dialog.getByRole('radio', { name: 'New list' })).toBeChecked();
    await expect(submit).toBeDisabled();
    await shot(page, 'import-quick-01-empty');
  });

  await test.step('the list name is checked when the field is left', async () => {
    await name.fill(' newsletter ');
    await expect(dialog.getByText('A list or segment with this name already exists.')).toBeHidden();
    await name.blur();
    await expect(dialog.getByText('A list or segment with this name already exists.')).toBeVisible();
    await name.fill('x'.repeat(257));
    await name.blur();
    await expect(dialog.getByText('List / segment name cannot be more than 256 characters')).toBeVisible();
    await name.fill('Webinar guests');
    await name.blur();
    await expect(dialog.getByText('List / segment name cannot be more than 256 characters')).toBeHidden();
  });

  await test.step('a paste fills the rows downward; a repeat and a bad address are marked', async () => {
    await pasteInto(
      dialog.getByLabel('Email 1'),
      'ada@example.com, bob@example.com\tcarol@example.com\nnot-an-email\r\nADA@example.com\n',
    );
    await expect
      .poll(() => rowValues(dialog))
      .toEqual(['ada@example.com', 'bob@example.com', 'carol@example.com', 'not-an-email', 'ADA@example.com', '']);
    await expect(dialog.getByText('Already added above; imported once')).toBeVisible();
    await expect(dialog.getByLabel('Email 4')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Email 4')).toHaveClass(/ant-input-status-error/);
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expect(submit).toBeDisabled();
    await shot(page, 'import-quick-02-pasted');
  });

  await test.step('typing a repeat is flagged; removing the bad row allows the import', async () => {
    await dialog.getByLabel('Email 6').fill('Bob@Example.com');
    await dialog.getByLabel('Email 6').blur();
    await expect(dialog.getByText('Already added above; imported once')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Remove row 4' }).click();
    await expect(dialog.getByText('Invalid email address')).toBeHidden();
    await expect(submit).toBeEnabled();
  });

  await test.step('the import-complete dialog shows the counts, repeats as duplicates', async () => {
    await submit.click();
    const complete = page.getByRole('dialog', { name: 'Import complete' });
    await expect(complete).toBeVisible();
    await expect(complete.getByText('3 contacts added to')).toBeVisible();
    await expect(complete.getByLabel('New: 3')).toBeVisible();
    await expect(complete.getByLabel('Invalid: 0')).toBeVisible();
    await expect(complete.getByLabel('Duplicates: 2')).toBeVisible();
    await shot(page, 'import-quick-03-complete');
    await complete.getByRole('button', { name: 'Okay' }).click();
    await expect(complete).toBeHidden();
  });

  await test.step('the new list is in the table, and its count opens its contacts', async () => {
    await expect(rowOf(page, 'Webinar guests')).toBeVisible();
    await page.getByRole('link', { name: '3 contacts in Webinar guests' }).click();
    await expect(page.getByRole('heading', { name: 'Webinar guests' })).toBeVisible();
    for (const email of ['ada@example.com', 'bob@example.com', 'carol@example.com']) {
      await expect(page.getByRole('button', { name: email })).toBeVisible();
    }
    await shot(page, 'import-quick-04-contacts');
  });
});

test('e-mails added to an existing list; segments are not offered; 50 rows at most', async ({ page }) => {
  const accountId = await freshAccount(page, 'Existing list account');
  const newsletter = await insertList(accountId, { name: 'Newsletter' });
  await insertList(accountId, { name: 'Engaged readers', type: 'dynamic' });
  await insertList(accountId, { name: 'Trial users', type: 'static' });
  await insertContacts(accountId, [{ email: 'known@example.com' }], [newsletter]);
  await openLists(page);

  const dialog = await openQuickImport(page);
  const submit = dialog.getByRole('button', { name: 'Add contacts' });

  await test.step('only lists are offered, and one must be chosen', async () => {
    await dialog.getByText('Existing list', { exact: true }).click();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('List', { exact: true }).click();
    await expect(page.getByTitle('Newsletter')).toBeVisible();
    await expect(page.getByTitle('Engaged readers')).toHaveCount(0);
    await expect(page.getByTitle('Trial users')).toHaveCount(0);
    await shot(page, 'import-quick-05-existing-list');
    await choose(page, dialog.getByLabel('List', { exact: true }), 'Newsletter');
  });

  await test.step('more than 50 pasted addresses stop at 50 rows', async () => {
    const many = Array.from({ length: 55 }, (_, index) => `reader${index + 1}@example.com`).join('\n');
    await pasteInto(dialog.getByLabel('Email 1'), many);
    await expect.poll(async () => (await rowValues(dialog)).length).toBe(50);
    await expect(
      dialog.getByText('Only 50 addresses fit in one import; 5 more were left out.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add row' })).toBeDisabled();
    await expect(dialog.getByText('50 / 50 rows')).toBeVisible();
    await shot(page, 'import-quick-06-fifty-rows');
  });

  await test.step('a known contact is counted as unchanged, new ones as new', async () => {
    await dialog.getByLabel('Email 50').fill('known@example.com');
    await submit.click();
    const complete = page.getByRole('dialog', { name: 'Import complete' });
    await expect(complete.getByLabel('New: 49')).toBeVisible();
    await expect(complete.getByLabel('Unchanged: 1')).toBeVisible();
    await complete.getByRole('button', { name: 'View contacts' }).click();
    await expect(page.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
    await expect(page.getByText('50 contacts', { exact: true })).toBeVisible();
  });

  await test.step('names pasted with their addresses fill first and last name', async () => {
    await openLists(page);
    const named = await openQuickImport(page);
    await named.getByText('Existing list', { exact: true }).click();
    await choose(page, named.getByLabel('List', { exact: true }), 'Newsletter');
    await pasteInto(
      named.getByLabel('Email 1'),
      '"Ana Silva" <ana@example.com>\nBo Li, bo@example.com\nCy\tDoe\tcy@example.com\n',
    );
    await expect
      .poll(() => rowValues(named))
      .toEqual(['Ana Silva <ana@example.com>', 'Bo Li <bo@example.com>', 'Cy Doe <cy@example.com>', '']);
    await shot(page, 'import-quick-07-named');
    await named.getByRole('button', { name: 'Add contacts' }).click();
    const complete = page.getByRole('dialog', { name: 'Import complete' });
    await expect(complete.getByLabel('New: 3')).toBeVisible();
    await expect(complete.getByLabel('Duplicates: 0')).toBeVisible();
    await complete.getByRole('button', { name: 'View contacts' }).click();
    await expect(page.getByRole('row').filter({ has: page.getByRole('button', { name: 'ana@example.com' }) })).toContainText(
      'Ana Silva',
    );
    const { rows } = await database().query<{ email: string; properties: Record<string, unknown> }>(
      "select email, properties from contacts where account_id = $1 and email in ('ana@example.com', 'bo@example.com', 'cy@example.com') order by email",
      [accountId],
    );
    expect(rows).toEqual([
      { email: 'ana@example.com', properties: { firstName: 'Ana', lastName: 'Silva' } },
      { email: 'bo@example.com', properties: { firstName: 'Bo', lastName: 'Li' } },
      { email: 'cy@example.com', properties: { firstName: 'Cy', lastName: 'Doe' } },
    ]);
  });
});

// The getting-started checklist lives in this file because its first step is this dialog (and sign-ups
// are rate limited, so a file of its own would cost one).
test('a new account is guided through its first import and its first segment', async ({ page }) => {
  await freshAccount(page, 'Getting started account');
  await openLists(page);
  const card = page.getByRole('region', { name: 'Get started with Sendwell' });
  const steps = card.getByRole('listitem');

  await test.step('both steps are to do', async () => {
    await expect(card).toBeVisible();
    await expect(card.getByText('0 of 2 done')).toBeVisible();
    await expect(steps.nth(0)).toContainText('Import your contacts');
    await expect(steps.nth(1)).toContainText('Create your first segment');
    await expect(card.getByLabel('Done')).toHaveCount(0);
    await shot(page, 'getting-started-01-new-account');
  });

  await test.step('the import step opens the manual import; closing its result marks the step done', async () => {
    await card.getByRole('button', { name: 'Add contacts manually' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contacts manually' });
    await expect(dialog).toBeVisible();
    // The step is opened through the address, which is left clean so a reload does not open it again.
    await expect(page).toHaveURL(/\/app\/contacts$/);
    await dialog.getByLabel('List name').fill('First guests');
    await dialog.getByLabel('Email 1').fill('ada@example.com');
    await dialog.getByLabel('Email 2').fill('bo@example.com');
    await dialog.getByRole('button', { name: 'Add contacts' }).click();
    const complete = page.getByRole('dialog', { name: 'Import complete' });
    await expect(complete.getByLabel('New: 2')).toBeVisible();
    await complete.getByRole('button', { name: 'Okay' }).click();
    await expect(card.getByText('1 of 2 done')).toBeVisible();
    await expect(steps.nth(0).getByLabel('Done')).toBeVisible();
    await expect(steps.nth(0).getByRole('button')).toHaveCount(0);
    await shot(page, 'getting-started-02-imported');
  });

  await test.step('the segment step opens the wizard; creating a segment completes the checklist', async () => {
    await card.getByRole('button', { name: 'Start a segment' }).click();
    const dialog = wizard(page);
    await expect(dialog.getByText('Step 1/3')).toBeVisible();
    await startFromScratch(page, dialog, 'Berliners');
    const first = condition(dialog, 1, 1);
    await choose(page, first.getByLabel('Condition type'), 'Contact property');
    await choose(page, first.getByLabel('Property', { exact: true }), 'City');
    await first.getByLabel('Property value').fill('Berlin');
    await dialog.getByRole('button', { name: 'Create Segment' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, 'Berliners')).toBeVisible();
    // Every step done: the checklist steps aside.
    await expect(card).toBeHidden();
    await shot(page, 'getting-started-03-all-done');
  });
});
