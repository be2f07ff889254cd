import { expect, test, type Locator, type Page } from '@playwright/test';
import { insertTemplate, userIdOf } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { chooseFromMenu, clickMenuItem } from './support/menus';
import { shot } from './support/screens';

const { user, freshAccount } = useListsSuite('templates');

const SPRING_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Spring sale</title>
<style>body{font-family:Arial,sans-serif;margin:0;background:#f4f6fb}.box{max-width:560px;margin:24px auto;background:#fff;padding:32px;border-radius:8px}h1{color:#1e293b}a.cta{display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none}</style>
</head><body><div class="box"><h1>Spring sale</h1><p>Everything 20% off until Sunday.</p><a class="cta" href="https://example.com/sale">Shop the sale</a></div></body></html>`;

const notice = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

const htmlFile = (name: string, content: string, mimeType = 'text/html') => ({ name, mimeType, buffer: Buffer.from(content) });

/** In the upload's second step: names a new email type through 'Create new email type'. */
const chooseNewEmailType = async (page: Page, dialog: Locator, name: string) => {
  await dialog.getByLabel('Email type').click();
  await page.getByRole('button', { name: 'Create new email type' }).click();
  const newType = page.getByRole('dialog', { name: 'Create new email type' });
  await newType.getByLabel('Email type name').fill(name);
  await newType.getByRole('button', { name: 'Create' }).click();
  await expect(newType).toBeHidden();
};

test('an HTML template is uploaded, previewed safely, renamed, duplicated and archived', async ({ page }) => {
  test.setTimeout(120_000);
  await freshAccount(page, 'Templates account');

  await test.step('the templates page starts empty, and unknown tabs lead to the saved list', async () => {
    await page.goto('/app/templates/no-such-tab');
    await expect(page).toHaveURL(/\/app\/templates\/saved$/);
    await expect(page.getByRole('tab', { name: 'Your Templates', selected: true })).toBeVisible();
    await expect(page.getByText('Start building your first template')).toBeVisible();
    await shot(page, 'templates-01-zero-state');
  });

  const dialog = page.getByRole('dialog', { name: 'Upload template' });
  await test.step('upload: a file that is not HTML is refused, a template with a script too', async () => {
    await page.getByRole('button', { name: 'Upload Template' }).click();
    await expect(page).toHaveURL(/\/app\/templates\/upload$/);
    await expect(dialog.getByRole('radio', { name: 'HTML template only' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Add name & email type' })).toBeDisabled();
    await shot(page, 'templates-02-upload-step-1');

    const input = dialog.locator('input[type=file]');
    await input.setInputFiles(htmlFile('contacts.csv', 'email\nada@example.com\n', 'text/csv'));
    await expect(page.locator('.ant-message').getByText('Invalid File Type')).toBeVisible();

    await input.setInputFiles(htmlFile('tracker.html', '<html><body><p>Hi</p><script>alert(1)</script></body></html>'));
    await expect(notice(page, 'HTML file upload failed.')).toContainText('Templates cannot contain scripts');
    await expect(dialog.getByRole('button', { name: 'Add name & email type' })).toBeDisabled();
  });

  await test.step('upload: the HTML file, then a name and a new email type', async () => {
    await dialog.locator('input[type=file]').setInputFiles(htmlFile('spring.html', SPRING_HTML));
    await expect(notice(page, 'HTML file uploaded successfully.')).toBeVisible();
    await expect(dialog.getByText('spring.html')).toBeVisible();
    await expect(dialog.getByText(/^\d+\.\d kb$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Replace HTML file' })).toBeVisible();
    await shot(page, 'templates-03-upload-file-done');

    await dialog.getByRole('button', { name: 'Add name & email type' }).click();
    await dialog.getByLabel('Template name').fill('Spring sale 🌷');
    await chooseNewEmailType(page, dialog, 'Promotions');
    await expect(dialog).toContainText('Contacts who have unsubscribed from the selected email type will not receive the campaign.');
    await shot(page, 'templates-04-upload-step-2');
    await dialog.getByRole('button', { name: 'Save & upload' }).click();
  });

  await test.step("the template's page previews it in a sandboxed frame, desktop and mobile", async () => {
    await expect(page).toHaveURL(/\/app\/template\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spring sale 🌷' })).toBeVisible();
    await expect(page.getByText(/^ID: \d+$/)).toBeVisible();
    const frame = page.locator('iframe[title="HTML version of Spring sale 🌷"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.contentFrame().getByText('Everything 20% off until Sunday.')).toBeVisible();
    expect(Math.round((await frame.boundingBox())!.width)).toBe(610);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await shot(page, 'templates-05-dashboard-desktop');
    await page.getByText('Mobile', { exact: true }).click();
    await expect.poll(async () => Math.round((await frame.boundingBox())!.width)).toBe(400);
    await shot(page, 'templates-06-dashboard-mobile');
  });

  await test.step('rename', async () => {
    await page.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename template' });
    await rename.getByLabel('Template name').fill('Spring sale final');
    await shot(page, 'templates-07-rename');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spring sale final' })).toBeVisible();
  });

  await test.step("duplicate, named after the original plus ' Duplicate'", async () => {
    await page.getByRole('button', { name: 'Duplicate' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate template' });
    await expect(duplicate.getByLabel('Template name')).toHaveValue('Spring sale final Duplicate');
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await expect(notice(page, 'Template duplicated')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/templates\/saved$/);
    await expect(page.getByRole('link', { name: 'Spring sale final Duplicate' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Spring sale final', exact: true })).toBeVisible();
    await shot(page, 'templates-08-saved-list');
  });

  await test.step('search and sort the list', async () => {
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('DUPLICATE');
    await expect(page.getByRole('link', { name: 'Spring sale final', exact: true })).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('nothing like this');
    await expect(page.getByText('No templates found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('');
    await chooseFromMenu(page, page.getByRole('button', { name: /Last modified/ }), 'Name');
    await expect(page.getByRole('button', { name: 'Name: A-Z' })).toBeVisible();
  });

  await test.step('preview from the list, moving between templates with the arrow keys', async () => {
    // Sorted by name: 'Spring sale final' comes first.
    await page.getByRole('button', { name: 'Preview Spring sale final', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Spring sale final', exact: true });
    await expect(preview.locator('iframe').contentFrame().getByText('Everything 20% off until Sunday.')).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Previous template' })).toBeDisabled();
    await shot(page, 'templates-09-preview-modal');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Spring sale final Duplicate' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next template' })).toBeDisabled();
    await page.keyboard.press('Escape');
  });

  await test.step('archive from the dashboard', async () => {
    await page.getByRole('link', { name: 'Spring sale final Duplicate' }).click();
    await page.getByRole('button', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to archive this template?' });
    await shot(page, 'templates-10-archive-confirm');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(notice(page, 'Template archived')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/templates\/saved$/);
    await expect(page.getByRole('link', { name: 'Spring sale final Duplicate' })).toBeHidden();
  });

  await test.step('delete from the list, for good', async () => {
    await page.getByRole('button', { name: 'More actions for Spring sale final', exact: true }).click();
    await clickMenuItem(page, 'Delete');
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure ? This is permanent and cannot be undone' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'Template deleted')).toBeVisible();
    await expect(page.getByText('Start building your first template')).toBeVisible();
  });
});

const SPRING_AMP = `<!doctype html>
<html ⚡4email data-css-strict>
<head>
  <meta charset="utf-8">
  <script async src="https://cdn.ampproject.org/v0.js"></script>
  <style amp4email-boilerplate>body{visibility:hidden}</style>
  <style amp-custom>h1 { color: #4f46e5; font-family: Arial, sans-serif; }</style>
</head>
<body><h1>Vote for the next sale</h1><p>Pick a category right in your inbox.</p></body>
</html>`;

test('an AMP template is uploaded with its HTML fallback and previewed beside it', async ({ page }) => {
  await freshAccount(page, 'AMP account');
  await page.goto('/app/templates/upload');
  const dialog = page.getByRole('dialog', { name: 'Upload template' });
  await dialog.getByText("AMP template with it's HTML fallback").click();
  await expect(dialog.getByText('Drag a file to attach or browse (*.amp.html)')).toBeVisible();
  const inputs = dialog.locator('input[type=file]');
  await inputs.nth(0).setInputFiles(htmlFile('vote.amp.html', SPRING_AMP.replace('<style amp4email-boilerplate>body{visibility:hidden}</style>', '')));
  await expect(notice(page, 'AMP file upload failed.')).toContainText('amp4email-boilerplate');
  await inputs.nth(0).setInputFiles(htmlFile('vote.amp.html', SPRING_AMP));
  await expect(notice(page, 'AMP file uploaded successfully.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add name & email type' })).toBeDisabled();
  await dialog.locator('input[type=file]').nth(1).setInputFiles(htmlFile('vote.html', SPRING_HTML));
  await expect(notice(page, 'HTML file uploaded successfully.')).toBeVisible();
  await shot(page, 'templates-12-upload-amp');
  await dialog.getByRole('button', { name: 'Add name & email type' }).click();
  await dialog.getByLabel('Template name').fill('Vote');
  await chooseNewEmailType(page, dialog, 'Polls');
  await dialog.getByRole('button', { name: 'Save & upload' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Vote' })).toBeVisible();
  await expect(page.getByText('AMP version', { exact: true })).toBeVisible();
  await expect(page.getByText('HTML version', { exact: true })).toBeVisible();
  await expect(page.locator('iframe[title="AMP version of Vote"]').contentFrame().getByText('Vote for the next sale')).toBeVisible();
  await expect(page.locator('iframe[title="HTML version of Vote"]').contentFrame().getByText('Everything 20% off until Sunday.')).toBeVisible();
  await shot(page, 'templates-13-dashboard-amp');
});

test('email types are created and archived in the manage dialog', async ({ page }) => {
  const accountId = await freshAccount(page, 'Email types account');
  await insertTemplate(accountId, { name: 'Welcome', html: '<p>Welcome</p>', createdBy: await userIdOf(user.email) });
  await page.goto('/app/templates/saved');
  await chooseFromMenu(page, page.getByRole('button', { name: 'More actions', exact: true }), 'Manage email types');
  const manage = page.getByRole('dialog', { name: 'Manage email types' });
  await manage.getByPlaceholder('Enter email type name...').fill('Newsletter');
  await manage.getByRole('button', { name: 'Create email type' }).click();
  await expect(manage.getByText('Newsletter', { exact: true })).toBeVisible();
  await manage.getByPlaceholder('Enter email type name...').fill('newsletter');
  await expect(manage.getByRole('button', { name: 'Create email type' })).toBeDisabled();
  await shot(page, 'templates-10-manage-email-types');

  await manage.getByRole('button', { name: 'Archive Newsletter' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive "Newsletter" email type?' });
  await expect(confirm).toContainText(
    "You can't assign this email type to other templates. Existing templates with this email type will keep their current setting.",
  );
  await shot(page, 'templates-11-archive-email-type');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(manage.getByText('Newsletter', { exact: true })).toBeVisible();

  await manage.getByRole('button', { name: 'Archive Newsletter' }).click();
  await confirm.getByRole('button', { name: 'Yes, archive' }).click();
  await expect(manage).toBeVisible();
  await expect(manage.getByText('No email types yet')).toBeVisible();

  await manage.getByPlaceholder('Enter email type name...').fill('NEWSLETTER');
  await manage.getByRole('button', { name: 'Create email type' }).click();
  await expect(manage).toContainText('"Newsletter" email type already exists and is in archived state.');
});

test("script in a stored template never runs, framed or opened on its own, and cannot reach the app's cookies", async ({ page }) => {
  const accountId = await freshAccount(page, 'Preview safety account');
  const html = `<html><body><p id="state">script did not run</p>
<script>document.getElementById('state').textContent = 'script ran ' + document.cookie; fetch('/api/user').then(() => { document.title = 'api reached'; });</script>
<img src="x" onerror="document.getElementById('state').textContent = 'handler ran'"></body></html>`;
  const id = await insertTemplate(accountId, { name: 'Hostile', html, createdBy: await userIdOf(user.email) });
  // The app itself asks for /api/user from its main frame; the template's script would ask from the preview.
  const apiCalls: string[] = [];
  let openedAlone = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user') && (openedAlone || request.frame() !== page.mainFrame())) apiCalls.push(request.url());
  });

  await page.goto(`/app/template/${id}`);
  const frame = page.locator('iframe[title="HTML version of Hostile"]').contentFrame();
  await expect(frame.getByText('script did not run')).toBeVisible();
  await expect(page.locator('iframe[title="HTML version of Hostile"]')).toHaveAttribute('sandbox', '');

  openedAlone = true;
  const response = await page.goto(`/api/previewTemplate/${id}?type=HTML`);
  expect(response?.headers()['content-security-policy']).toMatch(/^sandbox;/);
  await expect(page.getByText('script did not run')).toBeVisible();
  expect(await page.title()).not.toBe('api reached');
  expect(apiCalls).toEqual([]);
});
