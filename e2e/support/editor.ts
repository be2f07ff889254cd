import { PNG } from 'pngjs';
import { expect, type FrameLocator, type Page } from '@playwright/test';

/*
 * GrapesJS draws the template in its own iframe. It is left out of the axe audit: it is an editing surface that draws the marketer's
 * email (its contrast and alt texts are the template's, which the template checker reports), wrapped in
 * GrapesJS's own selection and resize handles that are not controls of the page. Everything around it (the
 * toolbar, blocks, panels and dialogs) is audited.
 */
export const CANVAS_FRAME = 'iframe.gjs-frame';
export const canvasOf = (page: Page): FrameLocator => page.frameLocator(CANVAS_FRAME);

/** An image uploaded through the editor, as the canvas shows it. */
export const UPLOADED_IMAGE = 'img[src*="/api/editor/images/"]';

export const saveState = (page: Page) => page.getByRole('status').filter({ hasText: /saved|Saving|Unsaved/ });

/** A small two-colour PNG, as a marketer's logo would be. */
export const twoColourPng = (): Buffer => {
  const png = new PNG({ width: 120, height: 40 });
  for (let i = 0; i < png.data.length; i += 4) {
    const left = (i / 4) % 120 < 60;
    png.data.set(left ? [79, 70, 229, 255] : [16, 185, 129, 255], i);
  }
  return PNG.sync.write(png);
};

/**
 * Adds the Image block and fills it with a picture uploaded from the computer: the picker opens on the new
 * image, the file goes up, and a double click puts it in the template and closes the picker.
 */
export const addUploadedImage = async (page: Page, name: string) => {
  await page.getByRole('listitem').getByRole('button', { name: 'Image', exact: true }).click();
  const assets = page.locator('.gjs-mdl-dialog');
  await expect(assets).toBeVisible();
  await assets
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: twoColourPng() });
  const uploaded = assets.locator('.gjs-am-asset-image');
  await expect(uploaded).toHaveCount(1);
  await uploaded.dblclick();
  await expect(assets).toBeHidden();
  await expect(canvasOf(page).locator(UPLOADED_IMAGE)).toHaveCount(1);
};
