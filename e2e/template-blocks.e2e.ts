import { expect, test, type Page } from '@playwright/test';
import { auditOverlay, auditScreen, expectNoDeadLinks, seriousViolations } from './support/accessibility';
import { useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';
import { postJson } from './support/session';

const { freshAccount } = useListsSuite('template-blocks');

const SELECTION_TEXT = (n: number) =>
  `${n} block(s) selected, these would appear in the order of selection...`;

const card = (page: Page, title: string) => page.getByTestId('block-card').filter({ hasText: title });
const openCategory = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Building block categories' }).getByRole('menuitem', { name }).click();
const both = async (page: Page, name: string) => {
  await shot(page, `template-blocks-${name}`);
  await page.screenshot({ path: `/tmp/blocks-${name}.png`, fullPage: true, animations: 'disabled' });
};

test('choose blocks in order and open the editor on them; integration blocks explain what they need', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await freshAccount(page, 'Building blocks');
  await page.goto('/app/templates/saved');
  await page.getByRole('tab', { name: 'Building Blocks' }).click();
  await expect(page).toHaveURL(/\/app\/templates\/blocks$/);

  await test.step('Popular Blocks is the default, each category a row with View all', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Popular Blocks' })).toBeVisible();
    for (const row of [
      'Elements & layouts',
      'Headers',
      'Content Cards',
      'Gallery',
      'E-commerce',
      'Footers',
      'Forms',
      'Interactive Widgets',
    ])
      await expect(page.getByRole('button', { name: `View all ${row}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create new template' })).toBeDisabled();
    await expect(page.getByRole('img').first()).toBeVisible();
    const links = await auditScreen(page, 'template-blocks-popular', { shell: true });
    await both(page, '01-popular');
    // The check visits every link the screen holds, so the page is opened again after it.
    await expectNoDeadLinks(page, links);
    await page.goto('/app/templates/blocks');
  });

  await test.step('browse the categories', async () => {
    await page.getByRole('button', { name: 'View all Footers' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Footers' })).toBeVisible();
    await expect(card(page, 'Dark footer with links')).toBeVisible();
    await openCategory(page, 'Elements & layouts');
    await expect(page.getByRole('heading', { level: 3, name: 'Layouts' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Elements' })).toBeVisible();
    await expect(card(page, 'Table (3 × 3)')).toBeVisible();
    await openCategory(page, 'Content Cards');
    for (const group of ['Hero', 'Editorial', 'Highlights'])
      await expect(page.getByRole('heading', { level: 3, name: group })).toBeVisible();
    await openCategory(page, 'Forms');
    await expect(page.getByRole('heading', { level: 3, name: 'Simple forms' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Advanced forms' })).toBeVisible();
  });

  await test.step('three blocks chosen across categories keep the order of selection', async () => {
    await openCategory(page, 'Footers');
    await card(page, 'Address and unsubscribe').click();
    await openCategory(page, 'Headers');
    await card(page, 'Logo with menu links').click();
    await openCategory(page, 'Content Cards');
    await card(page, 'Image, headline and button').click();
    await expect(page.getByText(SELECTION_TEXT(3))).toBeVisible();
    await expect(card(page, 'Image, headline and button')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Image, headline and button')).toContainText('Selected, number 3');
    // Chosen again, a block leaves the selection; chosen once more, it goes to the end.
    await card(page, 'Welcome with first name').click();
    await expect(page.getByText(SELECTION_TEXT(4))).toBeVisible();
    await card(page, 'Welcome with first name').click();
    await expect(page.getByText(SELECTION_TEXT(3))).toBeVisible();
    await both(page, '02-three-selected');
  });

  await test.step('a scheduling block opens the Calendly modal and selects nothing', async () => {
    await openCategory(page, 'Interactive Widgets');
    await card(page, 'Book a meeting (Calendly)').click();
    const dialog = page.getByRole('dialog', { name: 'Calendly Integration is missing' });
    await expect(dialog).toContainText('access token');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await auditOverlay(page, 'template-blocks-calendly');
    await page.screenshot({ path: '/tmp/blocks-03-calendly.png', animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await card(page, 'Book a meeting (Calendly)').click();
    await page
      .getByRole('dialog', { name: 'Calendly Integration is missing' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText(SELECTION_TEXT(3))).toBeVisible();
    await expect(card(page, 'Book a meeting (Calendly)')).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('a video-meeting block says OAuth is required', async () => {
    await card(page, 'Zoom Webinar Registration').click();
    const dialog = page.getByRole('dialog', { name: 'Connect Zoom to use this block' });
    await expect(dialog).toContainText('OAuth');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(SELECTION_TEXT(3))).toBeVisible();
  });

  await test.step('Create new template opens the editor on the blank template with the blocks in order', async () => {
    await page.getByRole('button', { name: 'Create new template' }).click();
    await expect(page).toHaveURL(/\/app\/editor\/v3\/1$/);
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({
      flow: 'editor',
      isLayout: true,
      blocks: ['footer-simple', 'header-logo-menu', 'hero-image-cta'],
      blocksByCategory: { footer: ['footer-simple'], header: ['header-logo-menu'], hero: ['hero-image-cta'] },
    });
  });

  await test.step('a store-platform block without a store leads to the store integration page', async () => {
    await page.goto('/app/templates/blocks');
    await openCategory(page, 'E-commerce');
    await expect(card(page, 'Store product')).toContainText('Connect your store');
    await card(page, 'Store product').click();
    await expect(page).toHaveURL(/\/app\/settings\/store-integration$/);
  });
});

test('Your saved blocks lists a block saved through the API, newest first, and it can be used', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await freshAccount(page, 'Saved blocks');
  const save = async (name: string, text: string) =>
    (
      (await (
        await postJson(page.request, '/api/editor/blocks', {
          name,
          mjml: `<mj-section background-color="#ffffff" padding="24px"><mj-column><mj-text font-size="22px" color="#1f2328">${text}</mj-text></mj-column></mj-section>`,
        })
      ).json()) as { id: string }
    ).id;
  await save('Autumn banner', 'Autumn is here');
  const newest = await save('Holiday hours', 'Our holiday opening hours');

  await page.goto('/app/templates/blocks');
  await openCategory(page, 'Your saved blocks');
  await expect(page.getByRole('heading', { level: 2, name: 'Your saved blocks' })).toBeVisible();
  const cards = page.getByTestId('block-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Holiday hours');
  await expect(cards.nth(1)).toContainText('Autumn banner');
  await expect(
    page.frameLocator('iframe[title="Preview of Holiday hours"]').getByText('Our holiday opening hours'),
  ).toBeVisible();
  // The previews are frames added after the page loaded, whose network-idle state Playwright never reports; the
  // frames' text is visible above, so the audit runs on what is drawn.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  expect(await seriousViolations(page), 'serious or critical axe violations on the saved blocks').toEqual([]);
  await both(page, '04-saved');

  await cards.first().click();
  await expect(page.getByText(SELECTION_TEXT(1))).toBeVisible();
  await page.getByRole('button', { name: 'Create new template' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/v3\/1$/);
  const state = await page.evaluate(
    () => (window.history.state as { usr?: { blocks?: unknown } } | null)?.usr?.blocks,
  );
  expect(state).toEqual([newest]);
});
