import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { auditScreen, seriousViolations, settle } from './support/accessibility';
import { CANVAS_FRAME, canvasOf, saveState } from './support/editor';
import { useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';

/*
 * Create with AI (spec 3 §2.1, §2.2, §2.8): a marketer writes a brief, gets the gallery design that suits it
 * with the copy written from the brief, edits it in the editor, saves and finds it again.
 */

const { freshAccount } = useListsSuite('template-ai');

const SAVED_ADDRESS = /\/app\/editor\/v3\/1\/(\d+)$/;
const HEADLINE = 'You are invited to our webinar on year-end tax planning';

/** A line of the design in the editor's canvas (the document's title holds the same words, out of sight). */
const lineOf = (canvas: FrameLocator, text: string) =>
  canvas.getByText(text, { exact: true }).and(canvas.locator('div'));

const purpose = (page: Page) => page.getByRole('textbox', { name: 'What is this email for?' });
const createButton = (page: Page) => page.getByRole('button', { name: 'Create template' });

test('a brief becomes an editable template: filled in the editor, saved and reopened', async ({ page }) => {
  test.setTimeout(180_000);
  await freshAccount(page, 'AI brief');

  await test.step("the saved list's zero state leads to 'Create with AI'", async () => {
    await page.goto('/app/templates/saved');
    await page.getByRole('button', { name: 'Create new template' }).click();
    await page.getByRole('menuitem', { name: 'Create using AI' }).click();
    await expect(page).toHaveURL(/\/app\/templates\/ai-template$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create with AI' })).toBeVisible();
  });

  await test.step('the brief page passes axe and refuses a brief it cannot write from', async () => {
    const links = await auditScreen(page, 'template-ai-brief', { shell: true });
    expect(links.every((href) => !href.includes('undefined'))).toBe(true);
    await page.screenshot({ path: '/tmp/ai-template-brief.png', fullPage: true, animations: 'disabled' });

    await createButton(page).click();
    await expect(page.getByText('Describe what the email is for.')).toBeVisible();
    await purpose(page).fill('🎉🛍️🔥');
    await expect(
      page.getByText('Describe the email in words: the brief has no letters or numbers.'),
    ).toBeVisible();
    await purpose(page).fill('a'.repeat(601));
    await expect(page.getByText('Keep the brief to 600 characters or fewer.')).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: '/tmp/ai-template-brief-errors.png',
      fullPage: true,
      animations: 'disabled',
    });
  });

  let id = 0;
  await test.step('the brief opens in the editor with its headline written in', async () => {
    await purpose(page).fill('Invite customers to our webinar on year-end tax planning');
    await page.getByRole('textbox', { name: 'Audience' }).fill('freelancers');
    await page.getByText('Professional', { exact: true }).click();
    await createButton(page).click();
    await expect(page).toHaveURL(SAVED_ADDRESS, { timeout: 30_000 });
    id = Number(SAVED_ADDRESS.exec(page.url())![1]);
    const canvas = canvasOf(page);
    await expect(lineOf(canvas, HEADLINE)).toBeVisible({ timeout: 30_000 });
    await expect(canvas.getByText(/We put this together with freelancers in mind\./)).toBeVisible();
    await expect(canvas.getByText('Save my seat', { exact: true })).toBeVisible();
    await expect(saveState(page)).toHaveText('All changes saved');
    await settle(page);
    expect(await seriousViolations(page, CANVAS_FRAME)).toEqual([]);
    await shot(page, 'template-ai-editor');
    await page.screenshot({ path: '/tmp/ai-template-editor.png', animations: 'disabled' });
  });

  await test.step('an edit is saved and is there when the template is opened again', async () => {
    const canvas = canvasOf(page);
    await lineOf(canvas, HEADLINE).dblclick();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Tax planning, live: save your seat');
    await expect(saveState(page)).toHaveText('Unsaved changes');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saveState(page)).toHaveText('All changes saved');

    await page.goto(`/app/editor/v3/1/${id}`);
    const reopened = canvasOf(page);
    await expect(lineOf(reopened, 'Tax planning, live: save your seat')).toBeVisible({ timeout: 30_000 });
    await expect(reopened.getByText(/We put this together with freelancers in mind\./)).toBeVisible();
    await expect(lineOf(reopened, HEADLINE)).toHaveCount(0);
  });

  await test.step("the saved list shows it, and offers 'Create with AI' again; so does the gallery", async () => {
    await page.goto('/app/templates/saved');
    // Its name is the headline it was written with; cards cut names at 40 characters.
    await expect(page.getByText(/^You are invited to our webinar/)).toBeVisible();
    await page.screenshot({ path: '/tmp/ai-template-saved-list.png', animations: 'disabled' });
    await page.getByRole('button', { name: 'Create with AI' }).click();
    await expect(page).toHaveURL(/\/app\/templates\/ai-template$/);

    await page.goto('/app/templates/new');
    const createCard = page.getByRole('article', { name: 'Create new template' });
    await expect(createCard.getByRole('button', { name: /Create using Editor/ })).toBeVisible();
    await createCard.screenshot({ path: '/tmp/ai-template-gallery-card.png', animations: 'disabled' });
    await createCard.getByRole('button', { name: /Create using AI/ }).click();
    await expect(page).toHaveURL(/\/app\/templates\/ai-template$/);
  });
});
