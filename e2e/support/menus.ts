import { expect, type Page } from '@playwright/test';

/**
 * Clicks an item of the open dropdown menu. The menu fades and slides in, and near an edge of the window
 * it opens, then flips; a pointer click aimed while it moves can land beside its item and only close the
 * menu. The item is clicked where it is, wherever it is drawn, and the menu must then have closed.
 */
export const clickMenuItem = async (page: Page, item: string) => {
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await expect(entry).toBeVisible();
  await entry.dispatchEvent('click');
  await expect(entry).toBeHidden();
};

/** Opens the dropdown menu of the button named `button` and clicks its item `item`. */
export const chooseFromMenu = async (page: Page, button: string, item: string) => {
  await page.getByRole('button', { name: button, exact: true }).click();
  await clickMenuItem(page, item);
};
