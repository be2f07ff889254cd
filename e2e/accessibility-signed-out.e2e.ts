import { expect, test } from '@playwright/test';
import { auditScreen, expectNoDeadLinks } from './support/accessibility';
import { expectSkipLink } from './support/accessibility-suite';
import { closeDatabase, database, insertInvitation } from './support/database';

/* The accessibility sweep of the signed-out screens (see support/accessibility-suite.ts). */

test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });
test.afterAll(async () => {
  await closeDatabase();
});

const links: string[] = [];
const publicScreens: [name: string, path: string][] = [
  ['login', '/login'],
  ['signup', '/signup'],
  ['verify-without-token', '/verify'],
  ['verify-bad-token', '/verify?token=not-a-real-token'],
  ['verify-sender-without-token', '/verify-sender'],
  ['verify-sender-bad-token', '/verify-sender?token=not-a-real-token'],
  ['forgot-password', '/forgot-password'],
  ['reset-password-without-token', '/reset-password'],
  ['reset-password', '/reset-password?token=not-a-real-token'],
  ['invitation-bad-token', '/invitation?token=not-a-real-token'],
  ['dev-outbox-signed-out', '/app/dev/outbox'],
  ['not-found-signed-out', '/no-such-page'],
];

for (const [name, path] of publicScreens) {
  test(`${name} is accessible`, async ({ page }) => {
    await page.goto(path);
    links.push(...(await auditScreen(page, name)));
  });
}

test('an invitation link is accessible, with its sign-up form', async ({ page }) => {
  const { rows } = await database().query<{ id: string }>(
    `insert into accounts (name, trial_due_date) values ('Bäckerei Zoë', now() + interval '21 days') returning id`,
  );
  const token = `a11y-invitation-${Date.now()}`;
  await insertInvitation(rows[0]!.id, `newcomer.${Date.now()}@example.com`, token);
  await page.goto(`/invitation?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Join Bäckerei Zoë' })).toBeVisible();
  links.push(...(await auditScreen(page, 'invitation')));
});

test('a signed-out screen starts with a skip link to its main content', async ({ page }) => {
  await page.goto('/verify');
  await expectSkipLink(page, 'signed-out');
});

test('no link on the signed-out screens leads to a 404', async ({ page }) => {
  expect(links.length).toBeGreaterThan(0);
  await expectNoDeadLinks(page, links);
});
