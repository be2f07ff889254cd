import { expect, test, type Page } from '@playwright/test';
import { auditScreen, expectNoDeadLinks, seriousViolations } from './support/accessibility';
import { startFromGalleryTemplate } from './support/gallery';
import { useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('gallery');

const gridTitle = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const cards = (page: Page) => page.getByRole('button', { name: /^Preview / });
const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });
/** The 'New' entry, with its 'new' badge. */
const newMenuItem = (page: Page) => page.getByRole('menuitem', { name: /^New\b/ });
/** The router's navigation state of the current history entry. */
const navigationState = (page: Page) =>
  page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);

test('the gallery finds templates by search, use case, features and style, and previews them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await freshAccount(page, 'Gallery account');

  await test.step('the tab lists every template after the create card, titled All templates', async () => {
    await page.goto('/app/templates/saved');
    await page.getByRole('tab', { name: 'Template Gallery' }).click();
    await expect(page).toHaveURL(/\/app\/templates\/new$/);
    await expect(gridTitle(page)).toHaveText('All templates');
    expect(await cards(page).count()).toBeGreaterThanOrEqual(40);
    await expect(page.getByRole('article', { name: 'Create new template' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Spring Sale Countdown' })).toContainText('by Sendwell');
    await expect(menuItem(page, 'All Templates')).toHaveClass(/selected/);
    await expect(page.getByPlaceholder('Search templates by name or category')).toBeVisible();
    const links = await auditScreen(page, 'templates-gallery', { shell: true });
    await shot(page, 'gallery-01-all');
    await page.screenshot({ path: '/tmp/gallery-page.png' });
    await expectNoDeadLinks(page, links);
    await page.goto('/app/templates/new');
    await expect(gridTitle(page)).toHaveText('All templates');
  });

  await test.step("'New' is offered exactly when some template was added within 14 days", async () => {
    const answer = await page.request.get('/api/getDefaultTemplates?version=3');
    const { data } = (await answer.json()) as { data: { name: string; isNew: boolean; order: number }[] };
    const fresh = data.filter((template) => template.isNew);
    if (fresh.length === 0) {
      await expect(newMenuItem(page)).toHaveCount(0);
      return;
    }
    await newMenuItem(page).click();
    await expect(gridTitle(page)).toHaveText('New templates');
    await expect(cards(page)).toHaveCount(fresh.length);
    await expect(
      page.getByRole('article', { name: fresh[0]!.name }).getByText('New', { exact: true }),
    ).toBeVisible();
  });

  await test.step('a use case narrows the grid and clears the search; a search resets the menu', async () => {
    const search = page.getByRole('textbox', { name: 'Search templates' });
    await search.fill('sale');
    await menuItem(page, 'Holiday').click();
    await expect(search).toHaveValue('');
    await expect(gridTitle(page)).toHaveText('Holiday templates');
    await expect(page.getByRole('article', { name: 'Holiday Gift Guide' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Spring Sale Countdown' })).toHaveCount(0);

    await search.fill('REFERRAL');
    await expect(menuItem(page, 'All Templates')).toHaveClass(/selected/);
    // A use case's name finds its templates, whatever their own names.
    await expect(gridTitle(page)).toHaveText(/^Showing [3-9] templates$/);
    await expect(page.getByRole('article', { name: 'Join Our Ambassador Program' })).toBeVisible();
    await search.fill('flash sale');
    await expect(gridTitle(page)).toHaveText('Showing 1 templates');
    await search.fill('');
  });

  await test.step('Features and Style keep templates with any chosen value; Clear Filters resets them only', async () => {
    await menuItem(page, 'Promotion').click();
    const features = page.getByRole('combobox', { name: 'Features' });
    await choose(page, features, 'Countdown', { away: page.getByRole('heading', { level: 1 }) });
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    const withCountdown = await cards(page).count();
    await expect(page.getByRole('article', { name: 'Spring Sale Countdown' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Bundle & Save' })).toHaveCount(0);
    await choose(page, features, 'Product grid', { away: page.getByRole('heading', { level: 1 }) });
    expect(await cards(page).count()).toBeGreaterThan(withCountdown);
    await choose(page, page.getByRole('combobox', { name: 'Style' }), 'Playful', {
      away: page.getByRole('heading', { level: 1 }),
    });
    await expect(gridTitle(page)).toHaveText(/^Showing \d+ templates$/);
    await expect(page.getByRole('article', { name: '48-Hour Flash Sale' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Spring Sale Countdown' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/gallery-filters.png' });
    await shot(page, 'gallery-02-filters');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
    await expect(gridTitle(page)).toHaveText('Promotion templates');
    await expect(menuItem(page, 'Promotion')).toHaveClass(/selected/);
  });

  await test.step("Created by keeps the product's own templates, and Clear Filters resets it too", async () => {
    const promotions = await cards(page).count();
    await choose(page, page.getByRole('combobox', { name: 'Created by' }), 'Sendwell');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    await expect(gridTitle(page)).toHaveText(`Showing ${promotions} templates`);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Created by' })).toHaveValue('');
    await expect(gridTitle(page)).toHaveText('Promotion templates');
  });

  await test.step('a search with no match says so and offers a way back', async () => {
    await page.getByRole('textbox', { name: 'Search templates' }).fill('zebra crossing');
    await expect(page.getByText('No results for "zebra crossing"')).toBeVisible();
    await expect(page.getByText("Didn't find what you were looking for?")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start from scratch' })).toBeVisible();
    await page.screenshot({ path: '/tmp/gallery-no-results.png' });
    await page.getByRole('button', { name: 'Explore templates' }).click();
    await expect(gridTitle(page)).toHaveText('All templates');
    await expect(page.getByRole('textbox', { name: 'Search templates' })).toHaveValue('');
  });

  await test.step('the preview walks the grid with the arrow keys and suggests two related templates', async () => {
    await page.getByRole('button', { name: 'Preview Spring Sale Countdown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spring Sale Countdown' });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe[title="Preview of Spring Sale Countdown"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.contentFrame().getByText('20% off everything for the garden')).toBeVisible();
    await expect(frame.contentFrame().getByText('Hi there,', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous template' })).toBeDisabled();
    const related = dialog.getByRole('region', { name: 'Related templates' }).getByRole('button');
    await expect(related).toHaveCount(2);
    // The sandboxed preview frame never reports its network idle, so the dialog is read once it shows its content.
    await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"]')).toHaveCount(0);
    expect(await seriousViolations(page, 'iframe')).toEqual([]);
    await shot(page, 'gallery-03-preview');
    await page.screenshot({ path: '/tmp/gallery-preview.png' });

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: '48-Hour Flash Sale' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Spring Sale Countdown' })).toBeVisible();

    const relatedName = (await related.first().textContent())!;
    await related.first().click();
    await expect(page.getByRole('dialog', { name: relatedName })).toBeVisible();
    await page.getByRole('dialog', { name: relatedName }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step("'Use template' opens the editor on the gallery template", async () => {
    await startFromGalleryTemplate(page, 'Webinar Invitation', 115, { onGallery: true });
    expect(await navigationState(page)).toEqual({ flow: 'editor' });
  });

  await test.step("'Start from scratch' opens the editor on the blank template as a layout", async () => {
    await page.goto('/app/templates/new');
    await page
      .getByRole('article', { name: 'Create new template' })
      .getByRole('button', { name: /Create using Editor/ })
      .click();
    await expect(page).toHaveURL(/\/app\/editor\/v3\/1$/);
    expect(await navigationState(page)).toEqual({ flow: 'editor', isLayout: true });

    await page.goto('/app/templates/new');
    await page.getByRole('button', { name: 'Preview Order Confirmation' }).click();
    await page
      .getByRole('dialog', { name: 'Order Confirmation' })
      .getByRole('button', { name: 'Start from scratch' })
      .click();
    await expect(page).toHaveURL(/\/app\/editor\/v3\/1$/);
    expect(await navigationState(page)).toEqual({ flow: 'editor', isLayout: true });
  });
});
