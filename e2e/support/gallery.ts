import { expect, type Page } from '@playwright/test';

/**
 * Starts a template from the gallery as a marketer does: Create template (the gallery), the template's
 * preview, then 'Use template'; waits until the editor has opened on that gallery template (its `id`).
 * `onGallery` skips opening the gallery when the page already shows it.
 */
export const startFromGalleryTemplate = async (
  page: Page,
  name: string,
  id: number,
  options: { onGallery?: boolean } = {},
) => {
  if (!options.onGallery) await page.goto('/app/templates/new');
  await page.getByRole('button', { name: `Preview ${name}` }).click();
  // By keyboard: the preview zooms in, and on a loaded machine a pointer click aimed while it still moves can
  // land beside the button and leave the preview open.
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Use template' }).press('Enter');
  // Opening the editor loads its chunk and the template; a loaded machine takes its time.
  await expect(page).toHaveURL(new RegExp(`/app/editor/v3/${id}$`), { timeout: 30_000 });
};
