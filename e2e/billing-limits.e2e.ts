import { expect, test } from '@playwright/test';
import { auditScreen, expectNoDeadLinks } from './support/accessibility';
import { database, setPlanName } from './support/database';
import { useListsSuite } from './support/lists-suite';

const { freshAccount } = useListsSuite('billing-limits');

test("the Free Plan's sender email and team of one: the count, the add buttons disabled, and the way to more", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const accountId = await freshAccount(page, 'Limits Café');
  await setPlanName(accountId, 'Free Plan');
  await database().query(
    `insert into senders (account_id, email, name) values ($1, 'news@limits.example', 'Newsletter')`,
    [accountId],
  );

  await test.step('sender settings: 1 of 1 sender email, Add sender disabled with Upgrade', async () => {
    await page.goto('/app/settings/sendersettings');
    await expect(page.getByTestId('plan-limit-senderEmails')).toHaveText('1 of 1 sender email');
    await expect(
      page.getByText('The Free Plan allows 1 sender email. Upgrade your plan to add more.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Add sender/ })).toBeDisabled();
    await expect(page.getByTestId('plan-limit-customDomains')).toHaveText('0 of 1 custom domain');
    const upgrade = page.getByRole('link', { name: 'Upgrade' });
    await expect(upgrade).toHaveAttribute('href', '/app/settings/plans');
    const links = await auditScreen(page, 'billing-limits-senders');
    await expectNoDeadLinks(page, links);
  });

  await test.step('team members: 1 of 1 team member, Invite member disabled', async () => {
    await page.goto('/app/settings/teamMembers');
    await expect(page.getByTestId('plan-limit-teamMembers')).toHaveText('1 of 1 team member');
    await expect(page.getByRole('button', { name: 'Invite member' })).toBeDisabled();
    await auditScreen(page, 'billing-limits-team');
  });

  await test.step("the Free Trial has Pro's team of 3: 1 of 3 team members, Invite member enabled", async () => {
    await setPlanName(accountId, 'Free Trial');
    await page.goto('/app/settings/teamMembers');
    await expect(page.getByTestId('plan-limit-teamMembers')).toHaveText('1 of 3 team members');
    await expect(page.getByRole('button', { name: 'Invite member' })).toBeEnabled();
  });
});

test('a member who is not the primary owner is asked to contact the primary owner', async ({ page }) => {
  const accountId = await freshAccount(page, 'Limits Member Co', { limitedAccess: true });
  await setPlanName(accountId, 'Free Plan');
  await database().query(
    `insert into senders (account_id, email, name) values ($1, 'news@limits.example', 'Newsletter')`,
    [accountId],
  );
  await page.goto('/app/settings/sendersettings');
  await expect(page.getByText('Please contact primary owner to upgrade')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plans and billing' })).toHaveAttribute(
    'href',
    '/app/settings/plans',
  );
  await auditScreen(page, 'billing-limits-member');
});
