import { expect, test } from '@playwright/test';
import type { GalleryTemplateSummary } from '@sendwell/contracts';
import { useListsSuite } from './support/lists-suite';

/*
 * Rendering fidelity (issue 18, item 5): every gallery template's preview, rendered on the server from its MJML,
 * at the desktop (610 px) and mobile (400 px) preview widths, compared with the baselines committed beside this
 * file. A change to a template, to MJML or to the renderer that moves a layout shows up here; when the change
 * is meant, update the baselines with `npx playwright test e2e/gallery-rendering.e2e.ts --update-snapshots`.
 */

const { freshAccount } = useListsSuite('gallery-rendering');

/** Spec 3 §9: the desktop and mobile preview widths. */
const WIDTHS = [610, 400] as const;

test('every gallery template renders as its baseline at 610 and 400 px', async ({ page }) => {
  test.setTimeout(300_000);
  await freshAccount(page, 'Gallery rendering');
  const answer = await page.request.get('/api/getDefaultTemplates?version=3');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: GalleryTemplateSummary[] };
  expect(data.length).toBeGreaterThanOrEqual(42);

  // One page walks every template: no app, only the preview pages themselves.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const template of data) {
      await page.goto(`/api/editor/default-template/${template.id}/preview`);
      await expect
        .soft(page, `${template.name} at ${width} px`)
        .toHaveScreenshot(`${template.id}-${width}.png`, {
          fullPage: true,
          maxDiffPixelRatio: 0.002,
          animations: 'disabled',
        });
    }
  }
});
