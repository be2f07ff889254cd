import { expect, type Locator, type Page } from '@playwright/test';

// The classes antd's motion gives an element while it opens: `<motion>-appear` or `-enter`, with a step suffix.
const OPENING = /-(appear|enter)\b/;

/**
 * The dialog named `name`, once it has finished opening. A dialog zooms in from the pointer, and for the frame or
 * two before its zoom starts it is drawn still at its full size: a click aimed then looks steady, yet may press a
 * button before the zoom shrinks it and release beside it, so nothing is clicked and the dialog waits untouched.
 * A person clicks once it stands still; so does a test.
 */
export const openedDialog = async (page: Page, name: string): Promise<Locator> => {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(OPENING);
  return dialog;
};
