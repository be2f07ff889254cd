import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BrandKitMessages } from '@sendwell/contracts';
import { auditOverlay } from './support/accessibility';
import { canvasOf, saveState } from './support/editor';
import { startFromGalleryTemplate } from './support/gallery';
import { useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { postJson } from './support/session';

const { freshAccount } = useListsSuite('brand-kit-templates');

/** A logo the canvas can load: one of the app's own images. */
const logoUrl = () => new URL('/blocks/images/logo.png', process.env.E2E_BASE_URL).href;
const ADDRESS = 'Lumen Coffee, Bahnhofstrasse 1, 8001 Zürich';

const dialog = (page: Page) => page.getByRole('dialog');
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/brandkit-finish-${name}.png`, animations: 'disabled' });

const htmlOf = async (api: APIRequestContext, templateId: number): Promise<string> => {
  const response = await postJson(api, `/api/editor/getHTML?templateId=${templateId}`, {});
  return ((await response.json()) as { htmlContent: string }).htmlContent;
};

const savedMjmlOf = async (api: APIRequestContext, templateId: number): Promise<string> => {
  const response = await postJson(api, '/api/editorLoadTemplate?type=SAVED', { id: templateId });
  return ((await response.json()) as { data: { templateJSON: { mjml: string } } }).data.templateJSON.mjml;
};

test('a published kit styles templates made afterwards from the gallery and from scratch, and leaves one made before as it was', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await freshAccount(page, 'Kit applied');
  const LOGO = logoUrl();

  // A template the account made before the kit was published.
  const blank = await postJson(page.request, '/api/editorLoadTemplate', { id: 1 });
  const blankMjml = ((await blank.json()) as { data: { templateJSON: { mjml: string } } }).data.templateJSON
    .mjml;
  const made = await postJson(page.request, '/api/editor/templates', {
    name: 'Before the kit',
    mjml: blankMjml,
  });
  const before = ((await made.json()) as { id: number }).id;
  const beforeHtml = await htmlOf(page.request, before);
  const beforeMjml = await savedMjmlOf(page.request, before);

  await test.step('publish the logo, typography, colours, buttons and footer text', async () => {
    await page.goto('/app/templates/brandlibrary');
    await page.getByRole('button', { name: 'Review & Publish Brand logos' }).click();
    const header = dialog(page).getByRole('region', { name: 'Header logo' });
    await header.getByRole('radio', { name: 'Image URL' }).check();
    await header.getByLabel('Header logo URL').fill(LOGO);
    await header.getByLabel('Header logo alternative text').fill('Lumen Coffee');
    await dialog(page).getByRole('button', { name: 'Publish & Next' }).press('Enter');

    await expect(dialog(page).getByText('Typography', { exact: true })).toBeVisible();
    await choose(page, dialog(page).getByRole('combobox', { name: 'Default font' }), 'Georgia');
    await expect(dialog(page).getByText('email-safe font', { exact: true })).toBeVisible();
    const preview = dialog(page).getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveCSS('font-family', /Georgia/);
    await auditOverlay(page, 'brand-kit-typography-font');
    await screenshot(page, 'typography-font');
    await dialog(page).getByRole('menuitem', { name: 'DESKTOP TEXT STYLES' }).click();
    await dialog(page).getByLabel('Heading 1 desktop size').fill('36px');
    await expect(preview.getByText('Heading 1')).toHaveCSS('font-size', '36px');
    // The preview sits beside the settings, not under them, and fits the modal.
    const settingsBox = (await dialog(page).getByLabel('Paragraph colour', { exact: true }).boundingBox())!;
    const previewBox = (await preview.boundingBox())!;
    const modalBox = (await dialog(page).boundingBox())!;
    expect(previewBox.x).toBeGreaterThan(settingsBox.x + settingsBox.width);
    expect(previewBox.y).toBeLessThan(settingsBox.y);
    expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(modalBox.x + modalBox.width);
    await auditOverlay(page, 'brand-kit-typography-desktop');
    await screenshot(page, 'typography-desktop');
    await dialog(page).getByRole('button', { name: 'Publish & Next' }).press('Enter');

    await expect(dialog(page).getByText('Colors', { exact: true })).toBeVisible();
    const link = dialog(page).getByRole('textbox', { name: 'Link colour', exact: true });
    await link.fill('B91C1C');
    await link.blur();
    // The alpha slider is there, and cannot be moved: e-mail colours are opaque.
    const opacity = dialog(page).getByRole('slider', { name: 'Link colour opacity' });
    await expect(opacity).toHaveAttribute('aria-disabled', 'true');
    await expect(opacity).toHaveAttribute('aria-valuenow', '100');
    await expect(dialog(page).getByRole('slider', { name: 'Primary colour 1 opacity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // An 8-digit colour pasted loses its alpha.
    const primary = dialog(page).getByRole('textbox', { name: 'Primary colour 1', exact: true });
    await primary.focus();
    await primary.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text', '#C2410C80');
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(primary).toHaveValue('C2410C');
    await auditOverlay(page, 'brand-kit-colours');
    await screenshot(page, 'colours');
    await dialog(page).getByRole('button', { name: 'Publish & Next' }).press('Enter');

    await expect(dialog(page).getByText('Buttons', { exact: true })).toBeVisible();
    const fill = dialog(page).getByRole('textbox', { name: 'Primary fill', exact: true });
    await fill.fill('15803D');
    await fill.blur();
    await dialog(page).getByRole('button', { name: 'Publish & Next' }).press('Enter');

    // Social links stay unpublished; the footer text is published on its own.
    await expect(dialog(page).getByText('Social links', { exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).press('Enter');
    await page.getByRole('button', { name: 'Review & Publish Footer text' }).press('Enter');
    await dialog(page).getByRole('textbox', { name: 'Address' }).fill(ADDRESS);
    await dialog(page)
      .getByRole('button', { name: /^Publish/ })
      .press('Enter');
    await expect(page.getByRole('button', { name: 'Edit Footer text' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Buttons' })).toBeVisible();
  });

  let madeAfter = 0;
  await test.step('a gallery template used now opens in the editor with the kit', async () => {
    await startFromGalleryTemplate(page, 'Webinar Invitation', 115);
    const canvas = canvasOf(page);
    // The canvas draws the logo, loaded, in one of its frames.
    await expect
      .poll(async () => {
        for (const frame of page.frames()) {
          const widths = await frame
            .locator('img[src$="/blocks/images/logo.png"]')
            .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))
            // The canvas renders through short-lived frames that may go while they are read.
            .catch(() => [] as number[]);
          if (widths.some((width) => width > 0)) return true;
        }
        return false;
      })
      .toBe(true);
    await expect(canvas.getByText(ADDRESS)).toBeVisible();
    // The template's button is drawn in the kit's primary button fill.
    await expect
      .poll(() =>
        canvas.getByText('Save my seat').evaluate((element) => {
          for (let at: Element | null = element; at; at = at.parentElement) {
            const colour = getComputedStyle(at).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)') return colour;
          }
          return '';
        }),
      )
      .toBe('rgb(21, 128, 61)');
    // A change makes the first save create the account's template.
    await page.getByRole('listitem').getByRole('button', { name: 'Divider', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/editor\/v3\/1\/\d+$/, { timeout: 30_000 });
    await expect(saveState(page)).toHaveText('All changes saved');
    madeAfter = Number(/\/(\d+)$/.exec(page.url())![1]);
  });

  await test.step('a template started from scratch opens with the kit, drawn in its font', async () => {
    await page.goto('/app/templates/new');
    await page
      .getByRole('button', { name: /Start from scratch|Create using Editor/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/app\/editor\/v3\/1$/);
    const canvas = canvasOf(page);
    await expect(canvas.getByText(ADDRESS)).toBeVisible();
    await expect(canvas.getByText('Start writing here.')).toHaveCSS('font-family', /Georgia/);
    await page.getByRole('listitem').getByRole('button', { name: 'Divider', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/editor\/v3\/1\/\d+$/, { timeout: 30_000 });
    await expect(saveState(page)).toHaveText('All changes saved');
    const html = await htmlOf(page.request, Number(/\/(\d+)$/.exec(page.url())![1]));
    expect(html).toContain(`src="${LOGO}"`);
    expect(html).toContain(ADDRESS);
    expect(html).toContain("font-family:Georgia, 'Times New Roman', serif");
  });

  await test.step("the saved template's HTML carries the kit", async () => {
    const html = await htmlOf(page.request, madeAfter);
    expect(html).toContain(`src="${LOGO}"`);
    expect(html).toContain(ADDRESS);
    expect(html).toContain("font-family:Georgia, 'Times New Roman', serif");
    expect(html).toMatch(/a \{ color: #B91C1C; \}/);
    // 'Save my seat' is drawn in the kit's primary button fill.
    const button = html.slice(0, html.indexOf('Save my seat'));
    expect(button.slice(button.lastIndexOf('<td'))).toContain('#15803D');
  });

  await test.step('the template made before publishing is unchanged', async () => {
    expect(await htmlOf(page.request, before)).toBe(beforeHtml);
    expect(await savedMjmlOf(page.request, before)).toBe(beforeMjml);
    expect(beforeHtml).not.toContain(LOGO);
    expect(beforeHtml).not.toContain(ADDRESS);
  });
});

test('a save from a stale tab is refused with a clear message, and the newer kit is shown', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await freshAccount(page, 'Stale tab');
  // The same marketer in another window: it shares the sign-in, not the tab-to-tab messages.
  const otherContext = await browser.newContext({ storageState: await context.storageState() });
  const other = await otherContext.newPage();
  try {
    for (const tab of [page, other]) {
      await tab.goto('/app/templates/brandlibrary?modal=addressAndPrivacyPolicy');
      await expect(tab.getByRole('dialog').getByText('Footer text', { exact: true })).toBeVisible();
    }

    await other
      .getByRole('dialog')
      .getByRole('textbox', { name: 'Address' })
      .fill('Seestrasse 5, 8002 Zürich');
    const otherSave = other.waitForResponse(
      (response) => response.url().endsWith('/api/brandLibrary') && response.request().method() === 'POST',
    );
    await other.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    expect((await otherSave).status()).toBe(200);

    const address = dialog(page).getByRole('textbox', { name: 'Address' });
    await address.fill('Bahnhofstrasse 1, 8001 Zürich');
    const staleSave = page.waitForResponse(
      (response) => response.url().endsWith('/api/brandLibrary') && response.request().method() === 'POST',
    );
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    expect((await staleSave).status()).toBe(409);
    await expect(dialog(page).getByRole('alert')).toHaveText(BrandKitMessages.staleVersion);
    // The section is read again: the other window's address, not the refused one.
    await expect(dialog(page).getByRole('textbox', { name: 'Address' })).toHaveValue(
      'Seestrasse 5, 8002 Zürich',
    );
    await auditOverlay(page, 'brand-kit-stale');
    await screenshot(page, 'stale');

    // Saving again from the refreshed section works.
    await dialog(page).getByRole('textbox', { name: 'Address' }).fill('Seestrasse 7, 8002 Zürich');
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveCount(0);

    await other.reload();
    await other.getByRole('button', { name: 'Review & Publish Footer text' }).click();
    await expect(other.getByRole('dialog').getByRole('textbox', { name: 'Address' })).toHaveValue(
      'Seestrasse 7, 8002 Zürich',
    );
    await page.reload();
    await page.getByRole('button', { name: 'Review & Publish Footer text' }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Address' })).toHaveValue(
      'Seestrasse 7, 8002 Zürich',
    );
  } finally {
    await otherContext.close();
  }
});
