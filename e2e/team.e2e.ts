import { expect, test, type Page } from '@playwright/test';
import { database } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { linksIn, waitForMail } from './support/outbox';
import { shot } from './support/screens';

const { user, freshAccount } = useListsSuite('team');

const notice = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });
const memberRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Members' }).getByRole('row').filter({ hasText: name });

test('the owner invites a teammate, who signs up through the mailed link, works in the account, and is removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await freshAccount(page, 'Bäckerei Zoë');
  const email = `jose.${Date.now()}@example.com`;

  await test.step('invite by email: a member is refused, the newcomer gets a mail', async () => {
    await page.goto('/app/settings/teamMembers');
    await expect(page.getByRole('tab', { name: 'Team members', selected: true })).toBeVisible();
    await expect(memberRow(page, user.name)).toContainText('Primary owner');
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText(`${user.email} is already a member of this account`)).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await shot(page, 'team-01-invite');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Mail sent')).toContainText(`Invitation sent to ${email}`);
    await expect(
      page.getByRole('region', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email }),
    ).toBeVisible();
    await shot(page, 'team-02-pending');
  });

  const mail = await waitForMail(page.request, email, /invited you to Bäckerei Zoë/);
  const link = new URL(linksIn(mail).find((href) => href.includes('/invitation?token='))!);
  const invitee = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const theirs = await invitee.newPage();

  await test.step('the newcomer signs up through the link in a fresh browser and lands in the account', async () => {
    await theirs.goto(`${link.pathname}${link.search}`);
    await expect(theirs.getByRole('heading', { name: 'Join Bäckerei Zoë' })).toBeVisible();
    await expect(theirs.getByLabel('Email')).toHaveValue(email);
    await theirs.getByLabel('Your name').fill('José Núñez');
    await theirs.getByLabel('Password').fill('a long and unusual passphrase');
    await shot(theirs, 'team-03-invitation');
    await theirs.getByRole('button', { name: 'Create account and join' }).click();
    await expect(theirs).toHaveURL(/\/app\/contacts$/);
    await expect(theirs.getByRole('banner').getByText('Bäckerei Zoë')).toBeVisible();

    await theirs.goto('/app/settings/teamMembers');
    await expect(memberRow(theirs, 'José Núñez')).toContainText('You');
    await expect(theirs.getByRole('button', { name: 'Invite member' })).toBeDisabled();
    await shot(theirs, 'team-04-member-view');
    await theirs.goto('/app/settings/plans');
    await expect(theirs.getByText('Please contact primary owner to upgrade')).toBeVisible();
  });

  await test.step('the link cannot be used again', async () => {
    await theirs.goto(`${link.pathname}${link.search}`);
    await expect(
      theirs.getByRole('heading', {
        name: 'This invitation has already been used. Sign in to open the account.',
      }),
    ).toBeVisible();
  });

  await test.step('the owner sees the new member, changes the role, and removes them', async () => {
    await page.reload();
    const row = memberRow(page, 'José Núñez');
    await expect(row).toContainText(email);
    await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(
      'No pending invitations',
    );
    await row.getByRole('button', { name: 'Role of José Núñez: Member' }).click();
    await page.getByRole('menuitem', { name: /^Admin/ }).click();
    await expect(notice(page, 'Updated')).toContainText('José Núñez is now an admin.');
    await shot(page, 'team-05-admin');

    await expect(row.getByRole('button', { name: 'Role of José Núñez: Admin' })).toBeVisible();
    await row.getByRole('button', { name: 'Remove José Núñez' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove José Núñez?' });
    await expect(confirm).toContainText('They lose access to this account at once.');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(notice(page, 'Team member removed')).toBeVisible();
    await expect(row).toHaveCount(0);
    await shot(page, 'team-06-removed');
  });

  await test.step('the removed teammate is out of the account', async () => {
    await theirs.goto('/app/contacts');
    await expect(theirs.getByText('You are not a member of any account')).toBeVisible();
    await shot(theirs, 'team-07-removed-view');
    await theirs.getByRole('button', { name: 'Sign out' }).click();
    await expect(theirs.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
  await invitee.close();
});

test("My account: the account's name, timezone and default sender are saved together", async ({ page }) => {
  const accountId = await freshAccount(page, 'Old name');
  await database().query(
    `insert into senders (account_id, email, name) values ($1, 'news@example.com', 'Newsletter')`,
    [accountId],
  );

  await page.goto('/app/settings/myaccount');
  const card = page.locator('.ant-card').filter({ hasText: 'Account timezone' });
  await card.getByLabel('Account name').fill('  ');
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(card.getByText('Please enter the account name')).toBeVisible();
  await card.getByLabel('Account name').fill('Søren & Zoë Bäckerei');
  await choose(page, card.getByLabel('Account timezone'), 'Europe/Copenhagen', { search: true });
  await choose(page, card.getByLabel('Default sender'), 'Newsletter <news@example.com>');
  await card.getByRole('button', { name: 'Save changes' }).click();

  const saved = page
    .locator('.ant-notification-bottomRight .ant-notification-notice')
    .filter({ hasText: 'Changes Saved' });
  await expect(saved).toBeVisible();
  await expect(page.getByRole('banner').getByText('Søren & Zoë Bäckerei')).toBeVisible();
  await shot(page, 'team-08-account-saved');
  await page.reload();
  await expect(card.getByLabel('Account name')).toHaveValue('Søren & Zoë Bäckerei');
  await expect(card.getByText('Europe/Copenhagen')).toBeVisible();
  await expect(card.getByText('Newsletter <news@example.com>')).toBeVisible();
});
