import { expect, test, type Locator } from '@playwright/test';
import { editorPagePath, templateEditorRoutes } from '@sendwell/contracts';
import { seriousViolations, settle } from './support/accessibility';
import { insertTemplate, userIdOf } from './support/database';
import { addUploadedImage, CANVAS_FRAME, canvasOf, saveState } from './support/editor';
import { useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';
import { postJson } from './support/session';

const { user, freshAccount } = useListsSuite('template-editor');

test('a template made in the editor from the blank template keeps its text, image and button, with undo and redo', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await freshAccount(page, 'Editor');
  await page.goto('/app/editor/v3/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Blank template' })).toBeVisible();
  const canvas = canvasOf(page);
  await expect(canvas.getByText('Start writing here.')).toBeVisible();
  await expect(saveState(page)).toHaveText('All changes saved');

  await test.step('the editor page passes axe (the canvas frame aside) and has its landmarks', async () => {
    await settle(page);
    expect(await seriousViolations(page, CANVAS_FRAME)).toEqual([]);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
  });

  await test.step('edit the text', async () => {
    await canvas.getByText('Start writing here.').dblclick();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Spring sale starts today');
    await expect(canvas.getByText('Spring sale starts today')).toBeVisible();
  });

  await test.step('add a button', async () => {
    await page.getByRole('listitem').getByRole('button', { name: 'Button', exact: true }).click();
    await expect(canvas.getByText('Button', { exact: true })).toBeVisible();
  });

  await test.step('undo takes the button away and redo brings it back', async () => {
    const button = canvas.getByText('Button', { exact: true });
    const redo = page.getByRole('button', { name: 'Redo' });
    await expect(redo).toBeDisabled();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(button).toHaveCount(0);
    await redo.click();
    await expect(button).toBeVisible();
    await expect(canvas.getByText('Spring sale starts today')).toBeVisible();
    await expect(redo).toBeDisabled();
  });

  await test.step('add an image, uploaded from the computer', async () => {
    await addUploadedImage(page, 'logo.png');
  });

  await test.step('save: the template is created and the address names it', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/editor\/v3\/1\/\d+$/);
    await expect(saveState(page)).toHaveText('All changes saved');
    await shot(page, 'template-editor-01-desktop');
  });

  await test.step('mobile preview narrows the canvas to 400 px', async () => {
    await page.getByRole('radiogroup', { name: 'Preview size' }).getByText('Mobile').click();
    await expect
      .poll(() => page.locator(CANVAS_FRAME).evaluate((frame) => frame.getBoundingClientRect().width))
      .toBe(400);
    await shot(page, 'template-editor-02-mobile');
    await page.getByRole('radiogroup', { name: 'Preview size' }).getByText('Desktop').click();
  });

  const address = page.url();
  await test.step('reopen: the same content comes back', async () => {
    await page.goto('/app/templates/saved');
    await page.goto(address);
    const reopened = canvasOf(page);
    await expect(reopened.getByText('Spring sale starts today')).toBeVisible();
    await expect(reopened.getByText('Button', { exact: true })).toBeVisible();
    await expect(reopened.locator('img[src*="/api/editor/images/"]')).toHaveCount(1);
    await expect(reopened.getByText('Start writing here.')).toHaveCount(0);
  });

  await test.step('the template is in the saved list', async () => {
    await page.goto('/app/templates/saved');
    await expect(page.getByText('Blank template', { exact: true })).toBeVisible();
  });
});

test("'Create text only template' opens a plain-text editor with merge tags, saved like any template", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Text editor');
  // The saved list's toolbar (with the create menu) shows once the account has a template.
  await insertTemplate(accountId, {
    name: 'Welcome',
    html: '<p>Welcome</p>',
    category: 'saved',
    createdBy: await userIdOf(user.email),
  });
  await page.goto('/app/templates/saved');
  await page.getByRole('button', { name: 'More ways to create a template' }).click();
  await page.getByRole('menuitem', { name: 'Create text only template' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/v3\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Text only template' })).toBeVisible();

  const text = page.getByLabel('Email text');
  await expect(text).toHaveValue('Hi {{ first_name | default: "there" }},\n\nWrite your message here.');
  await text.fill('Dear ,\n\nOur spring sale starts today.');
  // The cursor after "Dear ": the merge tag goes there.
  await text.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(5, 5));
  await page.getByRole('button', { name: 'Insert merge tag' }).click();
  await page.getByRole('menuitem', { name: 'firstName', exact: true }).click();
  await expect(text).toHaveValue('Dear {{firstName | default: "there"}},\n\nOur spring sale starts today.');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(text).toHaveValue('Dear ,\n\nOur spring sale starts today.');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(text).toHaveValue('Dear {{firstName | default: "there"}},\n\nOur spring sale starts today.');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/editor\/v3\/1\/\d+$/);
  await expect(saveState(page)).toHaveText('All changes saved');
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'template-editor-03-text-only');

  await page.reload();
  await expect(page.getByLabel('Email text')).toHaveValue(
    'Dear {{firstName | default: "there"}},\n\nOur spring sale starts today.',
  );
});

/** Spacer lines as marketers write them: a text block holding only non-breaking spaces. */
const SPACER_LINES = ['&nbsp;', '<p>&nbsp;</p>', '&nbsp;&nbsp;'];
const NON_BREAKING = /&nbsp;|\u00a0/g;

test('a text block holding only non-breaking spaces keeps them through save and reopen', async ({ page }) => {
  test.setTimeout(180_000);
  await freshAccount(page, 'Spacer lines');
  const mjml = `<mjml>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text>Spring sale</mj-text>
        <mj-text>${SPACER_LINES[0]}</mj-text>
        <mj-text>
          ${SPACER_LINES[1]}
        </mj-text>
        <mj-text>${SPACER_LINES[2]}</mj-text>
        <mj-text>Until Sunday</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { id } = (await (
    await postJson(page.request, '/api/editor/templates', { name: 'Spacer lines', mjml })
  ).json()) as { id: number };
  const address = `/app/editor/v3/1/${id}`;
  const saved = async () => {
    const loaded = (await (
      await postJson(page.request, '/api/editorLoadTemplate?type=SAVED', { id })
    ).json()) as { data: { templateJSON: { mjml: string } } };
    const html = (await (
      await postJson(page.request, `/api/editor/getHTML?templateId=${id}`, {})
    ).json()) as {
      htmlContent: string;
    };
    const texts = [...loaded.data.templateJSON.mjml.matchAll(/<mj-text[^>]*>([\s\S]*?)<\/mj-text>/g)].map(
      (match) => match[1]!.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, ''),
    );
    return { texts, nonBreakingInHtml: html.htmlContent.match(NON_BREAKING)?.length ?? 0 };
  };
  const editAndSave = async (from: string, to: string) => {
    await page.goto(address);
    const canvas = canvasOf(page);
    await canvas.getByText(from, { exact: true }).dblclick();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(to);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saveState(page)).toHaveText('All changes saved');
  };

  await test.step('open, change another text and save: the spacer lines are saved as they were', async () => {
    await editAndSave('Spring sale', 'Spring sale starts today');
    expect(await saved()).toEqual({
      texts: ['Spring sale starts today', ...SPACER_LINES, 'Until Sunday'],
      nonBreakingInHtml: 4,
    });
  });

  await test.step('reopen: the spacer lines are in the canvas, and a second save keeps them', async () => {
    await editAndSave('Until Sunday', 'Until Sunday night');
    const spacers = canvasOf(page).locator('[data-gjs-type="mj-text"]');
    await expect(spacers).toHaveCount(5);
    for (const index of [1, 2, 3])
      expect(await spacers.nth(index).evaluate((text) => text.textContent ?? '')).toMatch(/\u00a0/);
    expect(await saved()).toEqual({
      texts: ['Spring sale starts today', ...SPACER_LINES, 'Until Sunday night'],
      nonBreakingInHtml: 4,
    });
  });
});

/** The font, color and size a browser draws an element of the canvas with. */
const drawnStyle = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { fontFamily: style.fontFamily, color: style.color, fontSize: style.fontSize };
  });

test("the canvas draws texts and buttons with the defaults the template's head sets, as the sent email does", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await freshAccount(page, 'Editor fonts');
  // A brand kit's typography: the font for everything, a text color and a headline class.
  const mjml = `<mjml>
  <mj-head>
    <mj-title>Autumn</mj-title>
    <mj-attributes>
      <mj-all font-family="Georgia, serif" />
      <mj-text color="#1f4e79" />
      <mj-class name="headline" font-size="28px" />
    </mj-attributes>
  </mj-head>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text mj-class="headline">Autumn collection</mj-text>
        <mj-text>Fresh arrivals every week.</mj-text>
        <mj-button href="https://example.com">Shop now</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const created = await postJson(page.request, templateEditorRoutes.createTemplate.path, {
    name: 'Autumn in Georgia',
    mjml,
  });
  const { id } = (await created.json()) as { id: number };

  await test.step('the sent HTML uses Georgia', async () => {
    const html = await postJson(page.request, `${templateEditorRoutes.getHtml.path}?templateId=${id}`, {});
    expect(((await html.json()) as { htmlContent: string }).htmlContent).toContain(
      'font-family:Georgia, serif',
    );
  });

  await test.step('the canvas draws the same fonts, color and class', async () => {
    await page.goto(editorPagePath(id, true));
    await expect(page.getByRole('heading', { level: 1, name: 'Autumn in Georgia' })).toBeVisible();
    const canvas = canvasOf(page);
    const text = canvas.getByText('Fresh arrivals every week.');
    await expect(text).toBeVisible();
    expect(await drawnStyle(text)).toMatchObject({
      fontFamily: expect.stringContaining('Georgia'),
      color: 'rgb(31, 78, 121)',
    });
    expect(await drawnStyle(canvas.getByText('Autumn collection'))).toMatchObject({
      fontFamily: expect.stringContaining('Georgia'),
      fontSize: '28px',
    });
    const button = await drawnStyle(canvas.getByText('Shop now', { exact: true }));
    expect(button.fontFamily).toContain('Georgia');
    expect(button.fontFamily).not.toContain('Ubuntu');
    await expect(saveState(page)).toHaveText('All changes saved');
    await page.screenshot({ path: '/tmp/canvas-fonts-editor.png', animations: 'disabled' });
  });
});
