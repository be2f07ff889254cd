import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { database, insertContacts, insertList, setContactsAllocated } from './support/database';
import { openLists, rowOf, useListsSuite } from './support/lists-suite';
import { choose, chooseFromMenu } from './support/menus';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('import-csv');

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', 'imports', name);

/** An import runs in the background; the dialog asks for its result every 5 seconds. */
const IMPORT_TIMEOUT = 40_000;

const openCsvImport = async (page: Page) => {
  await chooseFromMenu(page, page.getByRole('button', { name: 'Import contacts' }), 'Import via CSV');
  const dialog = page.getByRole('dialog', { name: 'Import Contacts via CSV' });
  await expect(dialog).toBeVisible();
  return dialog;
};

const chooseFile = async (dialog: Locator, name: string) => {
  await dialog.locator('input[type=file]').setInputFiles(fixture(name));
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
};

/** Picks a mapping target in the column's chooser, searching for it as the list scrolls. */
const mapColumn = (page: Page, dialog: Locator, header: string, target: string) =>
  choose(page, dialog.getByLabel(`Import column ${header} as`), target, { search: true });

const mappingOf = (dialog: Locator, header: string) =>
  dialog.getByRole('row').filter({ has: dialog.page().getByLabel(`Import column ${header} as`) });

const waitForResult = async (page: Page) => {
  const done = page.getByRole('dialog', { name: 'Import complete' });
  await expect(done).toBeVisible({ timeout: IMPORT_TIMEOUT });
  return done;
};

test('a UTF-8 file with a byte-order mark goes into a new list named after it', async ({ page }) => {
  const accountId = await freshAccount(page, 'CSV BOM account');
  await openLists(page);
  const dialog = await openCsvImport(page);
  const mapColumns = dialog.getByRole('button', { name: 'Map columns' });

  await test.step('step 1: drop zone, sample link, nothing to map yet', async () => {
    await expect(dialog.getByText('Drag and drop a CSV here or Browse files')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download a sample CSV' })).toHaveAttribute(
      'href',
      /^\/api\/contacts\/downloadList\/sample\/[0-9a-f-]{36}$/,
    );
    await expect(dialog.getByRole('link', { name: 'Download a sample CSV' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(mapColumns).toBeDisabled();
    await shot(page, 'import-csv-01-empty');
  });

  await test.step('the file names the list and is read for its headers', async () => {
    await chooseFile(dialog, 'contacts-bom.csv');
    await expect(dialog.getByLabel('List name')).toHaveValue('contacts-bom');
    await expect(dialog.getByText('4 columns · comma-separated', { exact: false })).toBeVisible();
    await expect(mapColumns).toBeEnabled();
    await shot(page, 'import-csv-02-file-chosen');
    await mapColumns.click();
  });

  await test.step('step 2: the e-mail and name headers map themselves, the byte-order mark notwithstanding', async () => {
    await expect(mappingOf(dialog, 'Email')).toContainText('Email Address');
    await expect(mappingOf(dialog, 'Email')).toContainText('zoe@example.com');
    await expect(mappingOf(dialog, 'First Name')).toContainText('First name');
    await expect(mappingOf(dialog, 'City')).toContainText('Zürich');
    await expect(mappingOf(dialog, 'Notes')).toContainText('-Ignore-');
    await mapColumn(page, dialog, 'City', 'First name');
    await expect(dialog.getByText('All mappings must be unique')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Review Import' })).toBeDisabled();
    await shot(page, 'import-csv-03-mapping-error');
    await mapColumn(page, dialog, 'City', 'City');
    await mapColumn(page, dialog, 'Email', '-Ignore-');
    // Not a mistake yet: only trying to go on points out the column still to map.
    await expect(dialog.getByText('You must map email address column')).toBeHidden();
    await dialog.getByRole('button', { name: 'Review Import' }).click();
    await expect(dialog.getByText('You must map email address column')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Review Import' })).toBeDisabled();
    await mapColumn(page, dialog, 'Email', 'Email Address');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await shot(page, 'import-csv-04-mapping');
    await dialog.getByRole('button', { name: 'Review Import' }).click();
  });

  await test.step('step 3: 5 sample rows of the imported columns only', async () => {
    // Six records: the line break inside the quoted note does not start one.
    await expect(
      dialog.getByText(
        'Importing about 6 rows into the new list "contacts-bom" with 3 columns; 1 column is ignored.',
      ),
    ).toBeVisible();
    const review = dialog.locator('.ant-table');
    await expect(review.getByRole('columnheader')).toHaveCount(3);
    await expect(review.getByRole('columnheader', { name: /Notes/ })).toHaveCount(0);
    await expect(review.locator('tbody tr.ant-table-row')).toHaveCount(5);
    await expect(review.getByText('Łukasz')).toBeVisible();
    await expect(review.getByText('Anaïs')).toHaveCount(0);
    await shot(page, 'import-csv-05-review');
  });

  await test.step('Back keeps the choices', async () => {
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(mappingOf(dialog, 'First Name')).toContainText('First name');
    await dialog.getByRole('button', { name: 'Review Import' }).click();
  });

  await test.step('the import runs in the background and reports its counts', async () => {
    await dialog.getByRole('button', { name: 'Import contacts' }).click();
    await expect(
      page.getByRole('dialog', { name: /Import in progress\.\.\.|Import complete/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Import from Apps' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add through API' })).toBeVisible();
    const done = await waitForResult(page);
    await expect(done.getByLabel('New: 6')).toBeVisible();
    await expect(done.getByLabel('Invalid: 0')).toBeVisible();
    await expect(done.getByRole('link', { name: 'Download report' })).toHaveCount(0);
    await shot(page, 'import-csv-06-complete');
    await done.getByRole('button', { name: 'Okay' }).click();
  });

  await test.step('the list and its contacts, accents intact', async () => {
    await expect(rowOf(page, 'contacts-bom')).toBeVisible();
    await page.getByRole('link', { name: '6 contacts in contacts-bom' }).click({ timeout: IMPORT_TIMEOUT });
    await expect(page.getByRole('heading', { name: 'contacts-bom' })).toBeVisible();
    const zoe = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'zoe@example.com' }) });
    await expect(zoe).toContainText('Zoë');
    await expect(zoe).toContainText('Zürich');
    await expect(page.getByRole('row').filter({ hasText: 'lukasz@example.com' })).toContainText('Kraków');
    await shot(page, 'import-csv-07-contacts');
  });

  await test.step('leaving step 1 was recorded, with the rows of the file', async () => {
    const { rows } = await database().query<{ event: string; properties: unknown }>(
      'select event, properties from product_analytics where account_id = $1',
      [accountId],
    );
    expect(rows).toEqual([
      { event: 'csv_import_step1', properties: { source: 'contacts', no_of_records: 6 } },
    ]);
  });
});

test('a semicolon file goes into an existing list with a property made on the way', async ({ page }) => {
  const accountId = await freshAccount(page, 'CSV semicolon account');
  const customers = await insertList(accountId, { name: 'Customers' });
  await insertList(accountId, { name: 'Big spenders', type: 'dynamic' });
  await insertContacts(
    accountId,
    [{ email: 'paul@example.fr', properties: { firstName: 'Paul' } }],
    [customers],
  );
  await openLists(page);
  const dialog = await openCsvImport(page);

  await test.step('step 1: an existing list, segments left out', async () => {
    await dialog.getByText('Existing list', { exact: true }).click();
    await chooseFile(dialog, 'customers-semicolon.csv');
    await expect(dialog.getByText('semicolon-separated', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Map columns' })).toBeDisabled();
    await dialog.getByLabel('List', { exact: true }).click();
    await expect(page.getByTitle('Big spenders')).toHaveCount(0);
    await choose(page, dialog.getByLabel('List', { exact: true }), 'Customers');
    await dialog.getByRole('button', { name: 'Map columns' }).click();
  });

  await test.step('step 2: known properties map themselves; a new one is created', async () => {
    await expect(mappingOf(dialog, 'email')).toContainText('Email Address');
    await expect(mappingOf(dialog, 'firstName')).toContainText('First name');
    await expect(mappingOf(dialog, 'lastName')).toContainText('Last name');
    await expect(mappingOf(dialog, 'city')).toContainText('Paris, FR');
    await expect(mappingOf(dialog, 'points')).toContainText('-Ignore-');

    await mapColumn(page, dialog, 'points', 'Create new property');
    const create = page.getByRole('dialog', { name: 'Create new property' });
    const name = create.getByLabel('Property name');
    const ok = create.getByRole('button', { name: 'Create property' });
    await expect(name).toHaveValue('points');
    await expect(ok).toBeDisabled();
    await name.fill('City');
    await expect(create.getByText('This property already exists')).toBeVisible();
    await name.fill('points');
    await create.getByLabel('Data type').click();
    await expect(page.getByTitle('Date (unix time/iso)')).toBeVisible();
    await choose(page, create.getByLabel('Data type'), 'Number');
    await shot(page, 'import-csv-08-create-property');
    await ok.click();
    await expect(create).toBeHidden();
    await expect(mappingOf(dialog, 'points')).toContainText('Points');
    await dialog.getByRole('button', { name: 'Review Import' }).click();
  });

  await test.step('step 3 and the import', async () => {
    await expect(dialog.getByText('Importing about 4 rows into "Customers" with 5 columns')).toBeVisible();
    await expect(dialog.locator('.ant-table').getByText('Martin; Jr')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import contacts' }).click();
    const done = await waitForResult(page);
    await expect(done.getByLabel('New: 3')).toBeVisible();
    await expect(done.getByLabel('Updated: 1')).toBeVisible();
    await done.getByRole('button', { name: 'Okay' }).click();
  });

  await test.step('the contacts carry their typed values', async () => {
    await page.getByRole('link', { name: '4 contacts in Customers' }).click({ timeout: IMPORT_TIMEOUT });
    await page.getByRole('button', { name: 'marie@example.fr' }).click();
    const drawer = page.getByRole('dialog', { name: 'Contact' });
    await expect(drawer.getByRole('row', { name: /Points/ })).toContainText('120');
    await expect(drawer.getByRole('row', { name: /City/ })).toContainText('Paris, FR');
    await shot(page, 'import-csv-09-contact');
  });
});

const createProperty = async (page: Page, dialog: Locator, header: string, type: string) => {
  await mapColumn(page, dialog, header, 'Create new property');
  const create = page.getByRole('dialog', { name: 'Create new property' });
  await choose(page, create.getByLabel('Data type'), type);
  await create.getByRole('button', { name: 'Create property' }).click();
  await expect(create).toBeHidden();
};

test('rows without a valid e-mail are skipped, a bad date or number only empties its field, and the history keeps the report', async ({
  page,
}) => {
  // A whole flow: mapping, review, import, the list, and the history with its download.
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'CSV bad rows account');
  await openLists(page);
  const dialog = await openCsvImport(page);
  await chooseFile(dialog, 'leads-bad-rows.csv');
  await dialog.getByLabel('List name').fill('Leads');
  await dialog.getByRole('button', { name: 'Map columns' }).click();

  await test.step('the mapping asks how the file writes dates, guessing from its values', async () => {
    const dates = dialog.getByLabel('Dates in this file');
    await expect(dates).toHaveCount(0);
    await createProperty(page, dialog, 'age', 'Number');
    await expect(dialog.getByLabel('Numbers in this file')).toBeVisible();
    await expect(dialog.getByTitle('Decimal point (1,234.56)')).toBeVisible();
    await createProperty(page, dialog, 'joined', 'Date (unix time/iso)');
    // 05/01/2024 reads either way: day first is the guess, and the user knows better.
    await expect(dialog.getByTitle('Day first (31/12/2023)')).toBeVisible();
    await choose(page, dates, 'Month first (12/31/2023)');
    await expect(dialog.getByTitle('Month first (12/31/2023)')).toBeVisible();
    await shot(page, 'import-csv-10-mapping-formats');
    await dialog.getByRole('button', { name: 'Review Import' }).click();
  });

  await test.step('the review tells skipped rows from values left empty', async () => {
    await expect(dialog.getByLabel('not-an-email: Invalid email address')).toBeVisible();
    await expect(dialog.getByLabel('empty: Email address is missing')).toBeVisible();
    await expect(dialog.getByLabel(/^abc: Not a number .*imported without this value$/)).toBeVisible();
    await expect(dialog.getByLabel(/^someday: Not a date \(month first.*imported without this value$/)).toBeVisible();
    await shot(page, 'import-csv-11-review-bad-rows');
  });

  await test.step('every contact with an e-mail is imported; the report lists errors and warnings', async () => {
    await dialog.getByRole('button', { name: 'Import contacts' }).click();
    const done = await waitForResult(page);
    await expect(done.getByLabel('New: 4')).toBeVisible();
    await expect(done.getByLabel('Invalid: 2')).toBeVisible();
    await expect(done.getByLabel('Duplicates: 1')).toBeVisible();
    await expect(done.getByLabel('Warnings: 2')).toBeVisible();
    await expect(done.getByText('2 rows were skipped (errors) and 2 values were left empty', { exact: false })).toBeVisible();
    await shot(page, 'import-csv-12-bad-rows-result');
    const download = page.waitForEvent('download');
    await done.getByRole('link', { name: 'Download report' }).click();
    const report = readFileSync(await (await download).path(), 'utf8');
    expect(report.split('\n')[0]).toBe('row,column,value,severity,reason');
    expect(report).toContain('3,email,not-an-email,error,Invalid email address');
    expect(report).toContain('4,email,,error,Email address is missing');
    expect(report).toMatch(/5,age,abc,warning,"Not a number/);
    expect(report).toMatch(/6,joined,someday,warning,"Not a date \(month first/);
    await done.getByRole('button', { name: 'Okay' }).click();
  });

  await test.step('the contacts with a bad value are in the list, the dates read month first', async () => {
    await page.getByRole('link', { name: '4 contacts in Leads' }).click({ timeout: IMPORT_TIMEOUT });
    await expect(page.getByRole('button', { name: 'ok2@example.com' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ok3@example.com' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'ok1@example.com' })).toContainText('Ok One Again');
    const { rows } = await database().query<{ email: string; properties: Record<string, unknown> }>(
      "select email, properties from contacts where account_id = $1 and email in ('OK1@example.com', 'ok2@example.com', 'ok3@example.com') order by email",
      [accountId],
    );
    expect(rows).toEqual([
      { email: 'OK1@example.com', properties: { firstName: 'Ok One Again', age: 32, joined: '2024-05-01' } },
      { email: 'ok2@example.com', properties: { firstName: 'Ok Two', joined: '2024-03-02' } },
      { email: 'ok3@example.com', properties: { firstName: 'Ok Three', age: 45 } },
    ]);
  });

  await test.step('the import history lists the import, and its report downloads later', async () => {
    await openLists(page);
    await page.getByRole('button', { name: 'Import contacts' }).click();
    await page.getByRole('menuitem', { name: /Import history/ }).getByRole('link').click();
    await expect(page).toHaveURL(/\/app\/contacts\/imports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Import history' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'leads-bad-rows.csv' });
    await expect(row).toContainText('Leads');
    await expect(row).toContainText('Done');
    await expect(row).toContainText(/by \S+/);
    await expect(row).toContainText('4 new, 0 updated, 0 unchanged, 2 invalid, 1 duplicate, 2 warnings');
    await shot(page, 'import-csv-13-history');
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: 'Download report' }).click();
    const report = readFileSync(await (await download).path(), 'utf8');
    expect(report).toContain('6,joined,someday,warning,');
    await row.getByRole('link', { name: 'Leads' }).click();
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  });
});

test('a large file imports in the background: Processing in the table, then a notice with the counts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const accountId = await freshAccount(page, 'CSV large account');
  // A free trial has room for 2,500 contacts.
  await setContactsAllocated(accountId, 1_000_000);
  const rows = 200_000;
  const path = join(mkdtempSync(join(tmpdir(), 'sendwell-import-')), 'big-list.csv');
  const lines = Array.from(
    { length: rows },
    (_, index) => `member${index}@example.com,Member ${index},${index % 90}`,
  );
  writeFileSync(path, `email,firstName,score\n${lines.join('\n')}\n`);
  await openLists(page);
  const dialog = await openCsvImport(page);
  await dialog.locator('input[type=file]').setInputFiles(path);
  await dialog.getByRole('button', { name: 'Map columns' }).click();
  await dialog.getByRole('button', { name: 'Review Import' }).click();
  await expect(
    dialog.getByText('Importing about 200,000 rows into the new list "big-list" with 2 columns'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Import contacts' }).click();

  const progress = page.getByRole('dialog', { name: 'Import in progress...' });
  await expect(
    progress.getByText('Your contacts are being imported and will be ready shortly.', { exact: false }),
  ).toBeVisible();
  // The dialog follows the import by itself, a bar and where the import stands; how far it has got by now
  // depends on the machine, so any of its stages will do.
  await expect(progress.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(
    progress.getByText(/^(Waiting to start…|[\d,]+ (of 200,000 )?rows? read|All 200,000 rows read\. .*)$/),
  ).toBeVisible();
  await expect(progress).not.toContainText('refresh');
  await shot(page, 'import-csv-15-in-progress');
  await progress.getByRole('button', { name: 'Okay' }).click();

  await expect(rowOf(page, 'big-list').getByText('Processing')).toBeVisible();
  await shot(page, 'import-csv-16-processing');
  const notice = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'Import into "big-list" is complete' });
  await expect(notice).toBeVisible({ timeout: 90_000 });
  await expect(notice).toContainText('200,000 new, 0 updated, 0 unchanged, 0 invalid, 0 duplicates');
  await shot(page, 'import-csv-17-notice');
  await expect(page.getByRole('link', { name: '200,000 contacts in big-list' })).toBeVisible({
    timeout: 30_000,
  });
});

test('files the wizard refuses, and the header checkbox', async ({ page }) => {
  await freshAccount(page, 'CSV refused account');
  await openLists(page);
  const dialog = await openCsvImport(page);
  const mapColumns = dialog.getByRole('button', { name: 'Map columns' });
  const dropZone = dialog.locator('.ant-upload-drag');

  await test.step('more than 100 columns: a red border and the message, cleared with the file', async () => {
    await chooseFile(dialog, 'wide-101-columns.csv');
    await expect(dialog.getByText('Please upload a CSV with less than 100 columns')).toBeVisible();
    await expect(dropZone).toHaveCSS('border-top-color', 'rgb(255, 77, 79)');
    await expect(mapColumns).toBeDisabled();
    await shot(page, 'import-csv-19-too-many-columns');
    await dialog.getByRole('button', { name: 'Remove file' }).click();
    await expect(dialog.getByText('Please upload a CSV with less than 100 columns')).toBeHidden();
    await expect(dropZone).not.toHaveCSS('border-top-color', 'rgb(255, 77, 79)');
  });

  await test.step('duplicate headers, an empty first row, another type of file', async () => {
    await chooseFile(dialog, 'duplicate-headers.csv');
    await expect(
      dialog.getByText('Duplicate headers found in csv. Please correct them and try again'),
    ).toBeVisible();
    await chooseFile(dialog, 'first-row-empty.csv');
    await expect(
      dialog.getByText('First row of the csv cannot be empty, please add data to import this csv'),
    ).toBeVisible();
    await expect(mapColumns).toBeDisabled();
    await chooseFile(dialog, 'contacts.txt');
    await expect(dialog.getByText('Only .csv files can be imported')).toBeVisible();
    await expect(mapColumns).toBeDisabled();
  });

  await test.step('a binary file named .csv, and a workbook, are refused at once', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sendwell-binary-'));
    const png = join(folder, 'photo.csv');
    writeFileSync(png, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]));
    await dialog.locator('input[type=file]').setInputFiles(png);
    await expect(dialog.getByText('The file is not a CSV: it holds binary data', { exact: false })).toBeVisible();
    await expect(mapColumns).toBeDisabled();
    await shot(page, 'import-csv-14-binary-refused');
    const workbook = join(folder, 'people.csv');
    writeFileSync(
      workbook,
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), Buffer.from('[Content_Types].xml'), Buffer.alloc(64)]),
    );
    await dialog.locator('input[type=file]').setInputFiles(workbook);
    await expect(dialog.getByText('save it as CSV', { exact: false })).toBeVisible();
    await expect(mapColumns).toBeDisabled();
  });

  await test.step('without a header row the columns are Column1, Column2', async () => {
    await chooseFile(dialog, 'no-header.csv');
    await dialog.getByText('The first row has column headers').click();
    await mapColumns.click();
    await expect(mappingOf(dialog, 'Column1')).toContainText('nina@example.com');
    await mapColumn(page, dialog, 'Column1', 'Email Address');
    await mapColumn(page, dialog, 'Column2', 'First name');
    await shot(page, 'import-csv-20-no-header');
    await dialog.getByRole('button', { name: 'Review Import' }).click();
    await expect(dialog.locator('.ant-table tbody tr.ant-table-row')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Import contacts' }).click();
    const done = await waitForResult(page);
    await expect(done.getByLabel('New: 2')).toBeVisible();
    await done.getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByRole('link', { name: '2 contacts in no-header' })).toBeVisible({
      timeout: IMPORT_TIMEOUT,
    });
  });
});

test('an import past the plan is stopped with a clear message', async ({ page }) => {
  const accountId = await freshAccount(page, 'CSV plan account');
  await setContactsAllocated(accountId, 3);
  await openLists(page);
  const dialog = await openCsvImport(page);
  await chooseFile(dialog, 'contacts-bom.csv');
  await dialog.getByRole('button', { name: 'Map columns' }).click();
  await dialog.getByRole('button', { name: 'Review Import' }).click();
  await dialog.getByRole('button', { name: 'Import contacts' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('This import would add');
  await expect(dialog.getByRole('button', { name: 'Import contacts' })).toBeEnabled();
  await shot(page, 'import-csv-18-plan-limit');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This import would add');
  await expect(dialog.getByRole('button', { name: 'Map columns' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(rowOf(page, 'contacts-bom')).toHaveCount(0);
});
