import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const SCREENS_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'screens');

/** Saves a full-page screenshot of the current screen as test-results/screens/<name>.png. */
export const shot = async (page: Page, name: string): Promise<string> => {
  const path = join(SCREENS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
};
