import { expect, test } from '@playwright/test';
import { checkTemplate } from '@sendwell/domain/template-checker';
import { PROBLEM_TEMPLATE } from '../packages/domain/test/template-checker-samples';
import { auditScreen } from './support/accessibility';
import { insertTemplate, userIdOf } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';

const { user, freshAccount } = useListsSuite('template-checker');

test("the template's page shows what the checker finds next to the preview, and previews it in dark mode", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Checker account');
  const id = await insertTemplate(accountId, {
    name: 'Soldes de printemps 🌷',
    html: PROBLEM_TEMPLATE,
    category: 'uploaded',
    createdBy: await userIdOf(user.email),
  });
  const warnings = checkTemplate(PROBLEM_TEMPLATE, { marketing: true }).findings.filter(
    (finding) => finding.severity === 'warning',
  ).length;

  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto(`/app/template/${id}`);
  const panel = page.getByRole('region', { name: 'Template checker' });
  const frame = page.locator('iframe[title="HTML version of Soldes de printemps 🌷"]');

  await test.step('a summary, the size against Gmail clipping, and findings grouped by kind', async () => {
    // The panel's code and its findings arrive after the preview's.
    await expect(panel.getByRole('status')).toHaveText(
      new RegExp(`^${warnings} things to check · \\d+ notes?$`),
      {
        timeout: 30_000,
      },
    );
    await expect(panel).toContainText("Size: 0.8 KB of Gmail's 102 KB clipping limit");
    for (const group of [
      'Unsubscribe link',
      'Preheader',
      'Links',
      'Image alt text',
      'Colour contrast',
      'Dark mode',
    ])
      await expect(panel.getByRole('button', { name: new RegExp(`^${group}`) })).toBeVisible();
    await expect(panel.getByText('This marketing email has no unsubscribe link.')).toBeVisible();
    // Each finding says where it is and how to fix it.
    await expect(panel.getByText('td > div > a "Voir la boutique" · line 12')).toBeVisible();
    await expect(panel.getByText('This link points at localhost')).toBeVisible();
    await expect(panel.getByText('tr > td > img "hero.jpg" · line 6')).toBeVisible();
    await expect(panel.getByText(/Text in #aaaaaa on #ffffff has a contrast of 2\.32:1/)).toBeVisible();
    await expect(panel.getByText('How to fix:').first()).toBeVisible();
    await expect(
      panel.getByRole('link', { name: 'https://www.caniemail.com/features/css-display-flex/' }),
    ).toHaveAttribute('target', '_blank');
    // Notes start folded: only groups with something to check open by themselves.
    await expect(panel.getByRole('button', { name: /^Dark mode/ })).toHaveAttribute('aria-expanded', 'false');
    await panel.getByRole('button', { name: /^Dark mode/ }).click();
    await expect(panel.getByText(/Dark text \(#222222\) has no background colour/)).toBeVisible();
    await expect(frame.contentFrame().getByText('Voir la boutique')).toBeVisible();
  });

  await test.step('the page stays accessible with the panel', async () => {
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/checker-dashboard.png', animations: 'disabled' });
    await auditScreen(page, 'template-checker');
  });

  await test.step("'Dark mode' switches the preview to the dark-mode rendering and back", async () => {
    const darkMode = panel.getByRole('switch', { name: 'Dark mode' });
    await darkMode.click();
    await expect(darkMode).toBeChecked();
    await expect(frame).toHaveAttribute('src', `/api/template/${id}/check/dark-preview`);
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.contentFrame().locator('html')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
    await expect(frame.contentFrame().getByRole('heading', { name: 'Spring sale' })).toHaveCSS(
      'color',
      'rgb(235, 235, 235)',
    );
    await shot(page, 'template-checker-dark-mode');
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/checker-dark-mode.png', animations: 'disabled' });
    await darkMode.click();
    await expect(frame).toHaveAttribute('src', `/api/previewTemplate/${id}?type=HTML`);
  });
});
