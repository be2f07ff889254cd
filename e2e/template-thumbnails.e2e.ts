import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { database, insertTemplate, userIdOf } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';

const { user, freshAccount } = useListsSuite('thumbnails');

const DEMO_TEMPLATES_DIR = join(
  import.meta.dirname,
  '..',
  'apps',
  'server',
  'src',
  'modules',
  'demo',
  'templates',
);
const demoHtml = (file: string) => readFileSync(join(DEMO_TEMPLATES_DIR, file));

/** Uploads an HTML template as the upload dialog does (file, then name and email type), from the signed-in page. */
const uploadTemplate = async (page: Page, name: string, emailType: string, file: string) => {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const headers = { 'X-CSRF-Token': decodeURIComponent(csrf) };
  const draftId = `${Date.now().toString(16)}HTML`;
  await page.request.post('/api/emailTypes/create', { data: { emailType }, headers });
  const uploaded = await page.request.post('/api/uploadTemplateFiles?type=HTML', {
    headers,
    multipart: { templateId: draftId, file: { name: file, mimeType: 'text/html', buffer: demoHtml(file) } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const created = await page.request.post('/api/createRawTemplate?type=HTML', {
    headers,
    data: { templateId: draftId, name, templateChannel: emailType },
  });
  expect(created.ok(), await created.text()).toBe(true);
};

test('saved templates show a picture of each template, drawn in the background', async ({ page }) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Thumbnails account');
  await page.goto('/app/templates/saved');
  await expect(page.getByText('Start building your first template')).toBeVisible();

  await uploadTemplate(page, 'Monthly newsletter', 'Newsletter', 'newsletter.html');
  await uploadTemplate(page, 'Spring sale', 'Promotions', 'promotion.html');
  await uploadTemplate(page, 'Order confirmation', 'Transactional', 'order-confirmation.html');
  // Written straight to the database, so no job was ever queued for them: one stays waiting for its picture,
  // the other is marked as one that could not be drawn (as without Chromium).
  const createdBy = await userIdOf(user.email);
  await insertTemplate(accountId, { name: 'Waiting for its picture', html: '<p>Hello</p>', createdBy });
  const undrawn = await insertTemplate(accountId, {
    name: 'Could not be drawn',
    html: '<p>Hello</p>',
    createdBy,
  });
  await database().query(`update templates set thumbnail_status = 'none' where account_id = $1 and id = $2`, [
    accountId,
    undrawn,
  ]);

  await page.reload();
  const card = (name: string) =>
    page.locator('.ant-card').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(card('Waiting for its picture').getByText('Preparing preview…')).toBeVisible();
  await expect(card('Could not be drawn').getByText('No preview image')).toBeVisible();

  // The list looks again by itself while pictures are being drawn; each arrives as a loaded image.
  for (const name of ['Monthly newsletter', 'Spring sale', 'Order confirmation']) {
    const image = card(name).getByTestId('template-thumbnail');
    await expect(image).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(380);
  }
  await expect(card('Waiting for its picture').getByTestId('template-thumbnail-placeholder')).toBeVisible();
  await shot(page, 'template-thumbnails-01-saved-list');
});
