import { expect, test, type Page } from '@playwright/test';
import { expectNoDeadLinks, focused, settle } from './accessibility';
import { database, insertContacts, insertList, insertTemplate, userIdOf } from './database';
import { useListsSuite } from './lists-suite';
import { shot } from './screens';
import { switchAccount } from './session';

/*
 * The accessibility sweep, one spec file per area (accessibility-*.e2e.ts) so that the files run side by side:
 * every screen passes axe (no serious or critical violation), has one h1 and its landmarks, works by keyboard,
 * and no link on it leads to a 404. Each test but a file's link crawl makes its own data, so any one runs alone
 * (-g); the crawl, last in its file, visits the links the screens before it collected.
 */

/** Tab once from the top of the screen: the skip link shows; Enter puts the focus in the main landmark. */
export const expectSkipLink = async (page: Page, name: string) => {
  await settle(page);
  await page.keyboard.press('Tab');
  const stop = await focused(page);
  expect(stop.name).toBe('Skip to main content');
  expect(stop.ring, 'a focus ring on the skip link').toBe(true);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();
  await shot(page, `a11y-skip-link-${name}`);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  // The next Tab goes on from the main content, past the navigation.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
    'the next stop is inside main',
  ).toBe(true);
};

/**
 * Sets up a signed-in accessibility spec file: its own marketer (see useListsSuite), the links its screens
 * showed, and the seeds its tests start from.
 */
export const useAccessibilitySuite = (tag: string) => {
  const { user, freshAccount } = useListsSuite(`a11y-${tag}`);
  /** The links each screen showed, by the account it showed them in: a list's page is its account's. */
  const links = new Map<string, string[]>();
  const collect = async (page: Page, hrefs: string[]) => {
    const { accountId } = (await (await page.request.get('/api/user')).json()) as { accountId: string };
    links.set(accountId, [...(links.get(accountId) ?? []), ...hrefs]);
  };

  /** An account of the test's own with two lists, a segment and three contacts; returns the list holding them. */
  const seed = async (page: Page) => {
    const accountId = await freshAccount(page, 'Accessible account');
    const listId = await insertList(accountId, { name: 'Newsletter' });
    await insertList(accountId, { name: 'Spring sale' });
    const londoners = await insertList(accountId, { name: 'Londoners', type: 'dynamic' });
    await database().query(`update lists set definition = $3 where account_id = $1 and id = $2`, [
      accountId,
      londoners,
      JSON.stringify({
        recipientLists: null,
        segmentFilters: [
          {
            filters: [
              { property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'London' },
            ],
          },
        ],
      }),
    ]);
    const [contactId] = (await insertContacts(
      accountId,
      [
        { email: 'ada@example.com', properties: { firstName: 'Ada', city: 'London' } },
        { email: 'grace@example.com', properties: { firstName: 'Grace' } },
        { email: 'alan@example.com', isUnsubscribed: true },
      ],
      [listId],
    )) as [number];
    return { accountId, listId, contactId };
  };

  /** The seeded account with a template saved in the editor, so its dashboard offers every action. */
  const seedTemplate = async (page: Page) => {
    const { accountId } = await seed(page);
    return insertTemplate(accountId, {
      name: 'Spring sale',
      html: '<html><body><h1>Spring sale</h1><p>Everything 20% off.</p></body></html>',
      createdBy: await userIdOf(user.email),
      category: 'saved',
    });
  };

  /** The file's last test: every page its screens link to, each loaded until it settles. */
  const testNoDeadLinks = (area: string) =>
    test(`no link on the ${area} screens leads to a 404`, async ({ page }) => {
      test.setTimeout(180_000);
      expect(links.size).toBeGreaterThan(0);
      for (const [accountId, hrefs] of links) {
        await switchAccount(page, accountId);
        await expectNoDeadLinks(page, hrefs);
      }
    });

  return { user, freshAccount, collect, seed, seedTemplate, testNoDeadLinks };
};
