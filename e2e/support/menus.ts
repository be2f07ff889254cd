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

/**
 * Picks `option` in an antd Select, given its combobox input. With `search`, the option's text is typed
 * first, for long or virtual lists where it may not be drawn yet. A multi-select stays open, so it is
 * closed by clicking `away`. A dropdown a test already opened (to look at it) is used as it is.
 *
 * The option is looked for in this select's own dropdown (the one holding the list its input controls):
 * the dropdown of the previous choice fades out for a moment and may offer the same option. A click that
 * lands while the dropdown is still sliding open can be lost; the dropdown then still offers the option
 * unselected, so it is clicked again. A single select closes once chosen.
 */
export const choose = async (
  page: Page,
  select: Locator,
  option: string,
  options: { away?: Locator; search?: boolean } = {},
) => {
  if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
  if (options.search) await select.fill(option);
  const id = await select.getAttribute('id');
  if (!id) throw new Error(`The select for "${option}" has no id to find its dropdown by`);
  const dropdown = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ has: page.locator(`[id="${id}_list"]`) });
  const offered = dropdown.getByTitle(option, { exact: true });
  const unselected = offered.and(
    page.locator('.ant-select-item-option:not(.ant-select-item-option-selected)'),
  );
  await expect(async () => {
    await offered.click({ timeout: 5_000 });
    await expect(unselected).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  if (options.away) await options.away.click();
};
