import { expect, test, type Page } from '@playwright/test';
import { BRAND_KIT_SECTION_TITLES, BrandKitMessages } from '@sendwell/contracts';
import {
  TINY_PNG,
  WEBSITE_FIXTURES,
  serveWebsite,
  type FixtureSite,
} from '../apps/server/test/website-fixtures';
import { auditOverlay, auditScreen, expectNoDeadLinks } from './support/accessibility';
import { useListsSuite } from './support/lists-suite';

const { freshAccount } = useListsSuite('brand-kit');

const dialog = (page: Page) => page.getByRole('dialog');
const notice = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });
const card = (page: Page, title: string) =>
  page.getByTestId('brand-kit-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/brand-kit-page-${name}.png`, fullPage: true, animations: 'disabled' });

const ORDER = Object.values(BRAND_KIT_SECTION_TITLES);

let site: FixtureSite;
test.beforeAll(async () => {
  site = await serveWebsite(WEBSITE_FIXTURES.shop);
});
test.afterAll(async () => {
  await site.close();
});

test('import a kit from a website, publish every section through its modal, edit one, and other tabs follow', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await freshAccount(page, 'Brand kit');
  await page.goto('/app/templates/saved');
  await page.getByRole('tab', { name: 'Brand Kit' }).click();
  await expect(page).toHaveURL(/\/app\/templates\/brandlibrary$/);

  await test.step('six cards in order, each to review, under the banner', async () => {
    await expect(page.getByText('Create email templates 5x faster')).toBeVisible();
    await expect(page.getByTestId('brand-kit-card').getByRole('heading')).toHaveText(ORDER);
    for (const title of ORDER) {
      await expect(card(page, title).getByText('Review', { exact: true })).toBeVisible();
      await expect(
        card(page, title).getByRole('button', { name: `Review & Publish ${title}` }),
      ).toBeVisible();
    }
    const links = await auditScreen(page, 'brand-kit-unpublished', { shell: true });
    await screenshot(page, '01-unpublished');
    await expectNoDeadLinks(page, links);
    await page.goto('/app/templates/brandlibrary');
  });

  await test.step('Import from website fills the logo, colours and social links', async () => {
    await page.getByLabel('Your website').fill(`${site.url}/`);
    await page.getByRole('button', { name: 'Import from website' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Filled from / })).toBeVisible({
      timeout: 30_000,
    });
    await screenshot(page, '02-imported');

    await card(page, 'Colors').getByRole('button', { name: 'Review & Publish Colors' }).click();
    await expect(dialog(page).getByLabel('Primary colour 1', { exact: true })).toHaveValue('C2410C');
    await expect(dialog(page).getByRole('textbox', { name: 'Link colour', exact: true })).toHaveValue(
      '1D4ED8',
    );
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    await card(page, 'Social links').getByRole('button', { name: 'Review & Publish Social links' }).click();
    await expect(dialog(page).getByLabel('Instagram link')).toHaveValue(
      'https://www.instagram.com/lumencoffee/',
    );
    await expect(dialog(page).getByLabel('LinkedIn link')).toHaveValue(
      'https://www.linkedin.com/company/lumen',
    );
    await dialog(page).getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the banner opens the first section; Publish & Next walks through all six', async () => {
    await page.getByRole('button', { name: 'Review & Publish', exact: true }).click();
    for (const [index, title] of ORDER.entries()) {
      await expect(dialog(page).getByText(title, { exact: true })).toBeVisible();
      if (title === 'Brand logos')
        await expect(dialog(page).getByRole('img', { name: 'Lumen Coffee' }).first()).toHaveAttribute(
          'src',
          /\/api\/editor\/images\/.+\.png$/,
        );
      if (title === 'Colors') {
        const primary = dialog(page).getByLabel('Primary colour 1', { exact: true });
        await primary.fill('FFFFFF');
        await primary.blur();
        await expect(dialog(page).getByText(/White is not recommended/)).toBeVisible();
        await primary.fill('XYZ');
        await primary.blur();
        await expect(primary).toHaveValue('FFFFFF');
        await primary.fill('C2410C');
        await primary.press('Enter');
        await expect(dialog(page).getByText(/White is not recommended/)).toHaveCount(0);
      }
      if (title === 'Social links') {
        const instagram = dialog(page).getByLabel('Instagram link');
        await instagram.fill('not a link');
        await expect(dialog(page).getByRole('alert')).toHaveText(BrandKitMessages.invalidUrl);
        await expect(dialog(page).getByRole('button', { name: 'Publish & Next' })).toBeDisabled();
        await instagram.fill('https://www.instagram.com/lumencoffee/');
        // Reordering works by keyboard: LinkedIn goes first.
        await dialog(page).getByRole('button', { name: 'Move LinkedIn up' }).focus();
        await page.keyboard.press('Enter');
        await expect(
          dialog(page).getByRole('list', { name: 'Social links' }).getByRole('listitem').first(),
        ).toContainText('LinkedIn');
      }
      await auditOverlay(page, `brand-kit-modal-${index + 1}`);
      await screenshot(page, `03-modal-${index + 1}`);
      const last = index === ORDER.length - 1;
      await dialog(page)
        .getByRole('button', { name: last ? 'Publish' : 'Publish & Next', exact: true })
        .click();
      await expect(notice(page, BrandKitMessages.published).first()).toBeVisible();
    }
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText('Create email templates 5x faster')).toHaveCount(0);
  });

  await test.step('a reload shows every section published, with Edit', async () => {
    await page.reload();
    for (const title of ORDER) {
      await expect(card(page, title).getByText('Published', { exact: true })).toBeVisible();
      await expect(card(page, title).getByRole('button', { name: `Edit ${title}` })).toBeVisible();
    }
    await expect(page.getByText('Create email templates 5x faster')).toHaveCount(0);
    await auditScreen(page, 'brand-kit-published', { shell: true });
    await screenshot(page, '04-published');
  });

  await test.step('?modal opens a section and leaves the address; Discard reverts, Save all changes saves', async () => {
    await page.goto('/app/templates/brandlibrary?modal=addressAndPrivacyPolicy');
    await expect(dialog(page).getByText('Footer text', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/templates\/brandlibrary$/);
    const address = dialog(page).getByRole('textbox', { name: 'Address' });
    await expect(address).toHaveValue('Bahnhofstrasse 1, Zürich, 8001');
    await address.fill('Somewhere else');
    await dialog(page).getByRole('button', { name: 'Discard' }).click();
    await card(page, 'Footer text').getByRole('button', { name: 'Edit Footer text' }).click();
    await expect(address).toHaveValue('Bahnhofstrasse 1, Zürich, 8001');

    // Another tab learns of the save and reads the kit again.
    const other = await context.newPage();
    await other.goto('/app/templates/brandlibrary?modal=addressAndPrivacyPolicy');
    await expect(other.getByRole('dialog').getByRole('textbox', { name: 'Address' })).toHaveValue(
      'Bahnhofstrasse 1, Zürich, 8001',
    );
    await other.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();

    await address.fill('Seestrasse 5, 8002 Zürich');
    await dialog(page).getByRole('button', { name: 'Save all changes' }).click();
    await expect(notice(page, BrandKitMessages.saved)).toContainText(BrandKitMessages.savedDescription);
    await expect(dialog(page)).toHaveCount(0);

    await other.getByRole('button', { name: 'Edit Footer text' }).click();
    await expect(other.getByRole('dialog').getByRole('textbox', { name: 'Address' })).toHaveValue(
      'Seestrasse 5, 8002 Zürich',
    );
    await other.close();
  });

  await test.step('logos: the size and format rules, and an upload that replaces the logo', async () => {
    await card(page, 'Brand logos').getByRole('button', { name: 'Edit Brand logos' }).click();
    const footer = dialog(page).getByRole('region', { name: 'Footer logo' });
    await footer.getByRole('radio', { name: 'Upload' }).check();
    const input = footer.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1024 * 1024 + 1),
    });
    await expect(notice(page, BrandKitMessages.imageTooLarge)).toBeVisible();
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(notice(page, BrandKitMessages.invalidFileFormat)).toBeVisible();
    await notice(page, BrandKitMessages.invalidFileFormat).locator('.ant-notification-notice-close').click();
    await expect(notice(page, BrandKitMessages.invalidFileFormat)).toHaveCount(0);
    // A .png that is not an image: the server's own text.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>') });
    await expect(notice(page, BrandKitMessages.invalidFileFormat)).toBeVisible();
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(footer.getByRole('button', { name: 'Replace footer logo' })).toBeVisible();

    await footer.getByRole('radio', { name: 'Image URL' }).check();
    const url = footer.getByLabel('Footer logo URL');
    await url.fill('nope');
    await expect(footer.getByRole('alert')).toHaveText(BrandKitMessages.invalidUrl);
    await expect(dialog(page).getByRole('button', { name: 'Save all changes' })).toBeDisabled();
    await footer.getByRole('radio', { name: 'Upload' }).check();
    await expect(footer.getByRole('button', { name: 'Replace footer logo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  await test.step('the toggle turns applying the kit off, and it stays off', async () => {
    const toggle = page.getByRole('switch', { name: 'Apply the brand kit to new templates' });
    await expect(toggle).toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(
      page.getByRole('switch', { name: 'Apply the brand kit to new templates' }),
    ).not.toBeChecked();
  });
});

/** The page keeps to the window's width: nothing long pushes it sideways. */
const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

test('a footer text longer than its field is refused, naming the field, and the modal keeps its layout and the text', async ({
  page,
}) => {
  await freshAccount(page, 'Brand kit long text');
  await page.goto('/app/templates/brandlibrary?modal=addressAndPrivacyPolicy');
  const address = dialog(page).getByRole('textbox', { name: 'Address' });
  await expect(address).toBeVisible();

  // One word longer than the field holds, pasted whole.
  await address.fill(`İ${'x'.repeat(1000)}`);
  await dialog(page)
    .getByRole('button', { name: /^Publish/ })
    .click();
  await expect(notice(page, BrandKitMessages.tooLong('Address', 1000))).toBeVisible();
  await expect(dialog(page)).toBeVisible();
  await noSidewaysScroll(page);
  const box = (await dialog(page).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: '/tmp/ci-flaky-brand-kit-long-address.png', animations: 'disabled' });

  // Nothing typed is lost: the text stays in the field to be shortened.
  await expect(address).toHaveValue(`İ${'x'.repeat(1000)}`);
});
