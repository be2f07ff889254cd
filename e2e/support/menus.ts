import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks an item of the open dropdown menu, found by its text (an item's icon is part of its accessible
 * name). The menu fades and slides in, and near an edge of the window it opens, then flips; a pointer
 * click aimed while it moves can land beside its item and only close the menu. The item is clicked where
 * it is, wherever it is drawn, and the menu must then have closed.
 */
export const clickMenuItem = async (page: Page, item: string) => {
  const entry = page.getByRole('menuitem').filter({ has: page.getByText(item, { exact: true }) });
  await expect(entry).toBeVisible();
  await entry.dispatchEvent('click');
  await expect(entry).toBeHidden();
};

/** Opens the dropdown menu of `trigger` and clicks its item `item`. */
export const chooseFromMenu = async (page: Page, trigger: Locator, item: string) => {
  await trigger.click();
  await clickMenuItem(page, item);
};
