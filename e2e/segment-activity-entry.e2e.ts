import { expect, test } from '@playwright/test';
import {
  daysAgo,
  insertActivity,
  insertContacts,
  insertList,
  insertSentCampaign,
  type SeedActivity,
} from './support/database';
import { openLists, rowOf, useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';
import { chooseFromMenu, clickMenuItem } from './support/menus';
import { condition, countLink, previewCount, shown, wizard } from './support/segment-wizard';

const { freshAccount } = useListsSuite('segment-activity');

/**
 * A Newsletter list of six whose Spring launch three opened, and an outsider who opened it too; two of the
 * list clicked a campaign in the last 30 days and one only before that.
 */
const seedActivity = async (accountId: string) => {
  const newsletter = await insertList(accountId, { name: 'Newsletter' });
  const [ana, ben, cara, dan, eve, fay] = await insertContacts(
    accountId,
    ['ana', 'ben', 'cara', 'dan', 'eve', 'fay'].map((name) => ({ email: `${name}@example.com` })),
    [newsletter],
  );
  const [zed] = await insertContacts(accountId, [{ email: 'zed@example.com' }]);
  const spring = await insertSentCampaign(accountId, 'Spring launch', [newsletter], 6);
  const autumn = await insertSentCampaign(accountId, 'Autumn sale', [newsletter], 50);
  const event = (contactId: number, campaignId: number, kind: SeedActivity['kind'], days: number) => ({
    contactId: contactId,
    campaignId,
    kind,
    at: daysAgo(days),
  });
  await insertActivity(accountId, [
    ...[ana!, ben!, cara!, dan!, eve!, fay!].flatMap((contactId) => [
      event(contactId, spring, 'sent', 6),
      event(contactId, autumn, 'sent', 50),
    ]),
    event(ben!, spring, 'opened', 5),
    event(cara!, spring, 'opened', 4),
    event(eve!, spring, 'opened', 4),
    // zed is not on the list: a segment of the list never counts him.
    event(zed!, spring, 'opened', 5),
    event(ana!, autumn, 'opened', 49),
    event(ben!, spring, 'clicked', 5),
    event(dan!, spring, 'clicked', 3),
    event(ana!, autumn, 'clicked', 45),
  ]);
};

test("a campaign's openers on a list become a segment from the campaign performance view", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const accountId = await freshAccount(page, 'Activity account');
  await seedActivity(accountId);
  await openLists(page);

  await test.step('the campaign performance view offers a segment per campaign', async () => {
    await page.getByRole('button', { name: 'Campaign performance of Newsletter' }).click();
    const modal = page.getByRole('dialog', { name: 'Campaign performance' });
    await expect(modal.getByRole('row').filter({ hasText: 'Spring launch' })).toContainText('50%');
    await shot(page, 'activity-01-campaign-performance');
    await modal.getByRole('button', { name: 'Create segment from Spring launch' }).click();
    await expect(page.getByRole('menuitem', { name: 'Contacts who did not click' })).toBeVisible();
    await shot(page, 'activity-02-create-segment-menu');
    await clickMenuItem(page, 'Contacts who opened');
    await expect(modal).toBeHidden();
  });

  const dialog = wizard(page);
  await test.step('the wizard opens at step 2 with the list chosen and no name yet', async () => {
    await expect(dialog.getByText('Step 2/3')).toBeVisible();
    await expect(dialog.getByLabel('Name the segment')).toHaveValue('');
    await expect(dialog.locator('.ant-select-selection-item', { hasText: 'Newsletter' })).toBeVisible();
    // The parameters leave the address, so a reload does not open the wizard again.
    await expect(page).toHaveURL(/\/app\/contacts$/);
    const next = dialog.getByRole('button', { name: 'Next - create condition' });
    await expect(next).toBeDisabled();
    await dialog.getByLabel('Name the segment').fill('Spring launch openers');
    await shot(page, 'activity-03-wizard-audience');
    await next.click();
  });

  await test.step('step 3 holds the activity; the preview counts exactly the openers on the list', async () => {
    const first = condition(dialog, 1, 1);
    await expect(shown(first.getByLabel('Condition type'))).toContainText('Campaign activity');
    await expect(shown(first.getByLabel('Activity', { exact: true }))).toContainText('has opened');
    await expect(shown(first.getByLabel('Campaigns'))).toContainText('Spring launch');
    await expect(shown(first.getByLabel('Activity range'))).toContainText('over all time');
    // ben, cara and eve; zed opened too but is not on the list.
    await expect(previewCount(dialog)).toHaveText('3 contacts');
    await shot(page, 'activity-04-wizard-conditions-counted');
    await dialog.getByRole('button', { name: 'Create Segment' }).click();
    await expect(page.getByText('Segment created')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the table shows the segment with the openers', async () => {
    await expect(rowOf(page, 'Spring launch openers')).toContainText('Dynamic segment');
    await expect(countLink(page, '3 contacts', 'Spring launch openers')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'activity-05-segment-in-table');
  });
});

test('recent clickers on a list become a segment from the growth and engagement report', async ({ page }) => {
  const accountId = await freshAccount(page, 'Recent activity account');
  await seedActivity(accountId);
  await openLists(page, '?pageSize=5');

  await rowOf(page, 'Newsletter').getByRole('button', { name: 'Growth and Engagement Report' }).click();
  const report = page.getByRole('dialog', { name: 'Growth and Engagement Report' });
  await expect(report.getByText('Unique clicks')).toBeVisible();
  await shot(page, 'activity-06-engagement-report');
  await chooseFromMenu(
    page,
    page.getByRole('button', { name: 'Create segment from Newsletter', exact: true }),
    'Contacts who clicked in the last 30 days',
  );

  const dialog = wizard(page);
  await expect(dialog.getByText('Step 2/3')).toBeVisible();
  // The table's own parameters stay.
  await expect(page).toHaveURL(/\/app\/contacts\?pageSize=5$/);
  await dialog.getByLabel('Name the segment').fill('Recent clickers');
  await dialog.getByRole('button', { name: 'Next - create condition' }).click();
  const first = condition(dialog, 1, 1);
  await expect(shown(first.getByLabel('Activity', { exact: true }))).toContainText('has clicked');
  await expect(shown(first.getByLabel('Campaigns'))).toContainText('All campaigns');
  await expect(shown(first.getByLabel('Activity range'))).toContainText('in the last');
  await expect(first.getByLabel('Activity days')).toHaveValue('30');
  // ben and dan clicked within 30 days; ana only 45 days ago.
  await expect(previewCount(dialog)).toHaveText('2 contacts');
  await shot(page, 'activity-07-recent-clickers');
});

test('an address naming no known activity says so and opens nothing', async ({ page }) => {
  await freshAccount(page, 'Unknown activity account');
  await openLists(page, '?forActivity=hasBounced&recipientListId=1');
  await expect(page.getByText('Unknown activity', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/contacts$/);
  await expect(wizard(page)).toHaveCount(0);
});
