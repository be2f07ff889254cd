import { Liquid } from 'liquidjs';
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { seriousViolations, settle } from './support/accessibility';
import {
  addUploadedImage,
  CANVAS_FRAME,
  canvasOf,
  saveState,
  UPLOADED_IMAGE as UPLOADED,
} from './support/editor';
import { startFromGalleryTemplate } from './support/gallery';
import { openedDialog } from './support/dialogs';
import { useListsSuite } from './support/lists-suite';
import { waitForMail } from './support/outbox';
import { shot } from './support/screens';

/*
 * The template flows joined up (issue 18): a template made from the gallery, from building blocks and from
 * scratch is edited in the editor, saved, reopened, checked by the template checker and sent as a test email.
 */

const { user, freshAccount } = useListsSuite('template-journeys');

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const SAVED_ADDRESS = /\/app\/editor\/v3\/1\/(\d+)$/;

/** Double-clicks a text in the canvas and types over it, as a marketer rewrites a line. */
const retype = async (page: Page, text: Locator, next: string) => {
  await text.dblclick();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(next);
};

/** Saves with the Save button and waits until the template is saved; returns its id. */
const save = async (page: Page): Promise<number> => {
  await saveButton(page).click();
  await expect(page).toHaveURL(SAVED_ADDRESS);
  await expect(saveState(page)).toHaveText('All changes saved');
  return Number(SAVED_ADDRESS.exec(page.url())![1]);
};

/** The editor at the desktop and the mobile preview widths, for the screenshots reviewed. */
const shootBothWidths = async (page: Page, name: string) => {
  const sizes = page.getByRole('radiogroup', { name: 'Preview size' });
  await shot(page, `${name}-desktop`);
  await page.screenshot({ path: `/tmp/editor-joined-${name}-desktop.png`, animations: 'disabled' });
  await sizes.getByText('Mobile').click();
  await expect
    .poll(() => page.locator(CANVAS_FRAME).evaluate((frame) => frame.getBoundingClientRect().width))
    .toBe(400);
  await shot(page, `${name}-mobile`);
  await page.screenshot({ path: `/tmp/editor-joined-${name}-mobile.png`, animations: 'disabled' });
  await sizes.getByText('Desktop').click();
};

/** The checker's findings in the editor's Checks tab, for the version just saved. */
const openChecks = async (page: Page) => {
  await page.getByRole('tab', { name: 'Checks' }).click();
  const panel = page.getByRole('region', { name: 'Template checker' });
  await expect(panel.getByRole('status')).toHaveText(/to check|Nothing to fix/);
  return panel;
};

test('a gallery template, used, edited (text, an image, a button), saved, reopened, checked and sent as it previews', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await freshAccount(page, 'Gallery journey');
  await startFromGalleryTemplate(page, 'Welcome Aboard', 123);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Aboard' })).toBeVisible();
  const canvas = canvasOf(page);
  await expect(canvas.getByText('Open my workspace')).toBeVisible();

  await test.step('the unsaved template has nothing to check yet', async () => {
    await page.getByRole('tab', { name: 'Checks' }).click();
    await expect(page.getByText('Checks of the template appear here once it is saved.')).toBeVisible();
    await page.getByRole('tab', { name: 'Blocks' }).click();
  });

  await test.step('edit the headline and the button', async () => {
    await retype(page, canvas.getByText('You are in! Let’s plan your first week.'), 'Welcome to the hive');
    await expect(canvas.getByText('Welcome to the hive')).toBeVisible();
    await retype(page, canvas.getByText('Open my workspace'), 'Start planning');
    await expect(canvas.getByText('Start planning')).toBeVisible();
  });

  await test.step('add an image, uploaded from the computer; undo and redo keep the chosen picture', async () => {
    await addUploadedImage(page, 'team.png');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(canvas.locator(UPLOADED)).toHaveCount(0);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(canvas.locator(UPLOADED)).toHaveCount(1);
    await expect(canvas.locator('img[src^="data:image/svg+xml"]')).toHaveCount(0);
  });

  let id = 0;
  await test.step('save: the account template is created, and the checker reports on it in the editor', async () => {
    id = await save(page);
    const checks = await openChecks(page);
    // The panel shows the findings of the version just saved, as the checker's route gives them.
    const answer = await page.request.get(`/api/template/${id}/check`);
    expect(answer.ok()).toBe(true);
    const { data } = (await answer.json()) as { data: { findings: { kind: string }[] } };
    expect(data.findings.length).toBeGreaterThan(0);
    await expect(checks.getByText(/Size: [\d.]+ KB of Gmail's 102 KB clipping limit/)).toBeVisible();
    await expect(checks.getByText('CSS support by email client')).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page, CANVAS_FRAME)).toEqual([]);
    await shootBothWidths(page, 'journeys-gallery-checks');
  });

  await test.step('reopen: the same text, button and picture come back', async () => {
    const address = page.url();
    await page.goto('/app/templates/saved');
    await page.goto(address);
    const reopened = canvasOf(page);
    await expect(reopened.getByText('Welcome to the hive')).toBeVisible({ timeout: 30_000 });
    await expect(reopened.getByText('Start planning')).toBeVisible();
    await expect(reopened.locator(UPLOADED)).toHaveCount(1);
    await expect(reopened.getByText('Open my workspace')).toHaveCount(0);
  });

  await test.step('a test email carries the HTML the dashboard previews, its merge tags filled', async () => {
    await page.goto(`/app/template/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Aboard' })).toBeVisible();
    const frame = page.locator('iframe[title="HTML version of Welcome Aboard"]');
    await expect(frame.contentFrame().getByText('Welcome to the hive')).toBeVisible();
    const previewed = await (await page.request.get((await frame.getAttribute('src'))!)).text();
    await page.getByRole('button', { name: 'Send test email' }).click();
    const dialog = await openedDialog(page, 'Send test email');
    await expect(dialog.getByLabel('Email addresses')).toHaveValue(user.email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const mail = await waitForMail(page.request, user.email, /^\[Test\] Welcome Aboard$/);
    const filled = await new Liquid({ outputEscape: 'escape' }).parseAndRender(previewed, {
      first_name: 'Grace',
      firstName: 'Grace',
    });
    expect(mail.html).toBe(filled);
    expect(mail.html).toContain('Hi Grace, thanks for joining');
    expect(mail.html).toContain('Start planning');
    expect(mail.html).toMatch(/<img[^>]+src="[^"]*\/api\/editor\/images\//);
  });
});

/** The texts are all in the canvas, each below the one before. */
const expectInOrder = async (frame: FrameLocator, texts: string[]) => {
  const tops: number[] = [];
  for (const text of texts) {
    const found = frame.getByText(text, { exact: text === 'Journal' });
    // The editor's chunk and its first drawing of the canvas take a while on a busy machine.
    await expect(found).toBeVisible({ timeout: 30_000 });
    tops.push((await found.boundingBox())!.y);
  }
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
};

test('building blocks open the editor in the order chosen, and the template saves with them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await freshAccount(page, 'Blocks journey');
  await page.goto('/app/templates/blocks');
  const openCategory = (name: string) =>
    page
      .getByRole('navigation', { name: 'Building block categories' })
      .getByRole('menuitem', { name })
      .click();
  const card = (title: string) => page.getByTestId('block-card').filter({ hasText: title });
  await openCategory('Footers');
  await card('Address and unsubscribe').click();
  await openCategory('Headers');
  await card('Logo with menu links').click();
  await openCategory('Content Cards');
  await card('Image, headline and button').click();
  await page.getByRole('button', { name: 'Create new template' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/v3\/1$/, { timeout: 30_000 });

  const canvas = canvasOf(page);
  await test.step('the blocks stand in the order they were chosen: footer, header, hero', async () => {
    await expectInOrder(canvas, ['18 Mill Lane, Bristol', 'Journal', 'Bring the outdoors in']);
  });

  await test.step("the header's menu links keep their spacing", async () => {
    const menu = canvas.locator('div', { has: canvas.getByRole('link', { name: 'New in' }) }).last();
    await expect(menu).toHaveText(/^New in\s+Shop\s+Journal$/);
  });

  await retype(page, canvas.getByText('Bring the outdoors in'), 'Linen for every season');
  const id = await save(page);
  await shootBothWidths(page, 'journeys-blocks');

  await test.step('reopened, the blocks keep their order and the edit', async () => {
    await page.goto(`/app/editor/v3/1/${id}`);
    const reopened = canvasOf(page);
    await expect(reopened.getByText('Journal', { exact: true })).toBeVisible();
    await expectInOrder(reopened, ['18 Mill Lane, Bristol', 'Journal', 'Linen for every season']);
  });
});

test("'Start from scratch' saves a new template; leaving with unsaved changes asks first", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await freshAccount(page, 'Scratch journey');
  await page.goto('/app/templates/new');
  await page
    .getByRole('article', { name: 'Create new template' })
    .getByRole('button', { name: /Create using Editor/ })
    .click();
  await expect(page).toHaveURL(/\/app\/editor\/v3\/1$/, { timeout: 30_000 });
  const canvas = canvasOf(page);
  await expect(canvas.getByText('Start writing here.')).toBeVisible();

  await test.step("while a text is being typed the changes are unsaved, and the browser's Back asks first", async () => {
    await retype(page, canvas.getByText('Start writing here.'), 'Notes from the studio');
    await expect(saveState(page)).toHaveText('Unsaved changes');
    await page.evaluate(() => window.history.back());
    const question = page
      .getByRole('dialog')
      .filter({ hasText: 'You have unsaved changes. Leave the editor and lose them?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/app\/editor\/v3\/1$/);
    await expect(canvas.getByText('Notes from the studio')).toBeVisible();
  });

  const id = await save(page);
  await expect(canvas.getByText('Notes from the studio')).toBeVisible();
  await openChecks(page);

  await test.step('once saved, Back leaves without asking', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/template/${id}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Saved while the text was still being edited, the template holds what was typed.
    await expect(
      page
        .locator('iframe[title="HTML version of Blank template"]')
        .contentFrame()
        .getByText('Notes from the studio'),
    ).toBeVisible();
  });
});
