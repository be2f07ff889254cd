import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { closeDatabase, insertAccount, markVerified, userIdOf } from './database';
import { signUpThroughApi, switchAccount } from './session';
import { chooseFromMenu } from './menus';

/**
 * Sets up a lists spec file: sign-ups are rate limited, so each file signs up one user and gives every
 * test an account of its own (`freshAccount`). An uncaught error in the page fails the test even when
 * the screen happens to look right.
 */
export const useListsSuite = (tag: string) => {
  const user = {
    name: 'Grace Marketer',
    company: 'Lists Co',
    email: `lists-${tag}.${Date.now()}@example.com`,
    password: 'lists-Passw0rd',
  };
  // One file per worker: with --repeat-each, two workers may run the same spec file at once, each with
  // its own user, and must not sign in as each other.
  const state = join(
    import.meta.dirname,
    '..',
    '..',
    'test-results',
    `lists-${tag}-w${process.env.TEST_WORKER_INDEX ?? 0}-user.json`,
  );

  test.use({ storageState: state });
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    await signUpThroughApi(user, state);
    // Verification is the auth spec's concern; here it would only put its banner over every screen.
    await markVerified(await userIdOf(user.email));
  });
  test.afterAll(async () => {
    await closeDatabase();
  });

  const pageErrors: Error[] = [];
  test.beforeEach(({ page }) => {
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error));
  });
  test.afterEach(() => {
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  /** A new empty account for the signed-in user, made current; returns its id. */
  const freshAccount = async (page: Page, name: string, options: { limitedAccess?: boolean } = {}) => {
    const accountId = await insertAccount(await userIdOf(user.email), name, options);
    await switchAccount(page, accountId);
    return accountId;
  };

  return { user, freshAccount };
};

export const openLists = async (page: Page, query = '') => {
  await page.goto(`/app/contacts${query}`);
  await expect(page.getByRole('heading', { name: 'Lists & Segments' })).toBeVisible();
};

export const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
export const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
export const rangeLabel = (page: Page) => page.getByLabel('Rows shown');
export const firstRowName = (page: Page) => tableRows(page).first().locator('td').first();

export const openMenu = (page: Page, listName: string, item: string) =>
  chooseFromMenu(page, page.getByRole('button', { name: `More actions for ${listName}`, exact: true }), item);
