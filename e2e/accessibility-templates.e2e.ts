import { expect, test, type Page } from '@playwright/test';
import { auditOverlay, auditScreen } from './support/accessibility';
import { useAccessibilitySuite } from './support/accessibility-suite';
import { insertTemplate, userIdOf } from './support/database';
import { openedDialog } from './support/dialogs';
import { feedbackAnswers, insertTemplateSubmissions } from './support/template-submissions';

/* The accessibility sweep of the templates screens and the public review page (see support/accessibility-suite.ts). */

const { user, collect, seed, seedTemplate, testNoDeadLinks } = useAccessibilitySuite('templates');

/** The seeded template's preview has drawn its text. */
const expectPreview = (page: Page) =>
  expect(
    page
      .locator('iframe[title="HTML version of Spring sale"]')
      .contentFrame()
      .getByText('Everything 20% off.'),
  ).toBeVisible();

test('the templates pages and their dialogs are accessible', async ({ page }) => {
  test.setTimeout(150_000);
  const templateId = await seedTemplate(page);
  await page.goto('/app/templates/saved');
  await expect(page.getByRole('link', { name: 'Spring sale' })).toBeVisible();
  await collect(page, await auditScreen(page, 'templates-saved', { shell: true }));

  await test.step('the upload dialog', async () => {
    await page.getByRole('button', { name: 'More ways to create a template' }).click();
    await page.getByRole('menuitem', { name: 'Upload Template' }).dispatchEvent('click');
    const dialog = page.getByRole('dialog', { name: 'Upload template' });
    await expect(dialog).toBeVisible();
    await auditOverlay(page, 'upload-template');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the manage email types dialog', async () => {
    await page.getByRole('button', { name: 'More actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Manage email types' }).dispatchEvent('click');
    const dialog = page.getByRole('dialog', { name: 'Manage email types' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('No email types yet')).toBeVisible();
    await auditOverlay(page, 'manage-email-types');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  for (const tab of ['new', 'blocks', 'brandlibrary']) {
    await page.goto(`/app/templates/${tab}`);
    await collect(page, await auditScreen(page, `templates-${tab}`, { shell: true }));
  }

  await page.goto(`/app/template/${templateId}`);
  await expectPreview(page);
  // Its links are the saved list's and the shell's, crawled from the other screens.
  // axe reads every frame; the sandboxed preview makes that slow, so the dashboard is audited once.
  await auditScreen(page, 'template-dashboard', { shell: true });
});

test("the template dashboard's Submissions and Insights tabs are accessible", async ({ page }) => {
  test.setTimeout(150_000);
  const { accountId } = await seed(page);
  const templateId = await insertTemplate(accountId, {
    name: 'Delivery feedback',
    html: '<html><body><h1>How did we do?</h1></body></html>',
    createdBy: await userIdOf(user.email),
  });
  await insertTemplateSubmissions(
    accountId,
    templateId,
    Array.from({ length: 9 }, (_, n) => ({
      email: `fan${n}@example.com`,
      submittedAt: new Date(Date.UTC(2026, 2, 1, 9, n)),
      answers: feedbackAnswers(n),
    })),
  );
  await page.goto(`/app/template/${templateId}`);
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await expect(page.getByRole('heading', { name: '9 submissions' })).toBeVisible();
  await auditScreen(page, 'template-submissions', { shell: true });
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByRole('region', { name: 'Rate the delivery' })).toBeVisible();
  await auditScreen(page, 'template-insights', { shell: true });
});

test("the template dashboard's dialogs and the public review page are accessible", async ({ page }) => {
  // The dashboard with its preview frames is audited in the test above; here axe leaves the frames out.
  test.setTimeout(200_000);
  const templateId = await seedTemplate(page);
  await page.goto(`/app/template/${templateId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spring sale' })).toBeVisible();

  for (const [button, title, name] of [
    ['Rename', 'Rename template', 'rename-template'],
    ['Send test email', 'Send test email', 'send-test-email'],
    ['Move to folder', 'Move to folder', 'move-template'],
  ] as const) {
    await test.step(`the ${name} dialog`, async () => {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await auditOverlay(page, name, { exclude: 'iframe' });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  let link = '';
  await test.step('the share dialog, with its link', async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = await openedDialog(page, 'Share template');
    await dialog.getByRole('button', { name: 'Create share link' }).click();
    link = (await dialog.locator('code').textContent()) ?? '';
    expect(link).toContain('/share/template/');
    await auditOverlay(page, 'share-template', { exclude: 'iframe' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step("the share link's public review page", async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Spring sale' })).toBeVisible();
    await expectPreview(page);
    await collect(page, await auditScreen(page, 'shared-template'));
    await expect(page.getByRole('banner')).toHaveCount(1);
    await page.goto('/share/template/not-a-share-link');
    await collect(page, await auditScreen(page, 'shared-template-gone'));
  });
});

testNoDeadLinks('templates');
