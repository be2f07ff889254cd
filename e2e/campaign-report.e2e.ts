import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signTrackingToken } from '../apps/server/src/modules/campaign-tracking/tracking-token';
import { auditScreen, expectNoDeadLinks, settle } from './support/accessibility';
import { database, insertContacts, insertList, insertTemplate, userIdOf } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';

/*
 * A marketer reads what a sent campaign did (figures, a chart over time, clicks per link), and a contact uses
 * the hosted unsubscribe page from the campaign's email by keyboard alone.
 */

const { user, freshAccount } = useListsSuite('campaign-report');

const secretKey = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the e2e global setup');
  return readFileSync(join(dataDir, 'secret-key'), 'utf8').trim();
};

const HTML = `<!doctype html><html><head><title>Spring sale</title></head><body>
<h1>Hello {{ first_name | default: "there" }}</h1>
<p><a href="https://shop.example/spring">Shop the sale</a> · <a href="{{ unsubscribe_url }}">Unsubscribe</a></p>
</body></html>`;

const hoursAfter = (start: Date, hours: number) => new Date(start.getTime() + hours * 3_600_000);

/** A campaign sent three days ago from a template, with sends, opens, clicks and an unsubscribe. */
const seedSentCampaign = async (accountId: string) => {
  const db = database();
  await db.query(
    `update accounts set settings = settings || '{"timezone": "Europe/Paris"}'::jsonb where id = $1`,
    [accountId],
  );
  const list = await insertList(accountId, { name: 'Newsletter' });
  const contacts = await insertContacts(
    accountId,
    Array.from({ length: 8 }, (_, index) => ({
      email: `reader${index}@example.com`,
      properties: { firstName: `Reader ${index}` },
    })),
    [list],
  );
  const templateId = await insertTemplate(accountId, {
    name: 'Spring sale',
    html: HTML,
    createdBy: await userIdOf(user.email),
  });
  const start = new Date(Date.now() - 3 * 24 * 3_600_000);
  start.setUTCMinutes(0, 0, 0);
  const { rows } = await db.query<{ id: string }>(
    `insert into campaigns (account_id, name, status, sent_at, send_started_at, template_id, template_version, subject)
     values ($1, 'Spring sale', 'sent', $2, $2, $3, 1, 'Spring sale: 20% off') returning id`,
    [accountId, start, templateId],
  );
  const campaignId = Number(rows[0]!.id);
  const activity: [number, string, Date, string | null, boolean][] = [
    ...contacts.map((id): [number, string, Date, string | null, boolean] => [id, 'sent', start, null, false]),
    ...contacts
      .slice(0, 5)
      .map((id, i): [number, string, Date, string | null, boolean] => [
        id,
        'opened',
        hoursAfter(start, 1 + i),
        null,
        false,
      ]),
    [contacts[5]!, 'opened', hoursAfter(start, 1), null, true],
    [contacts[0]!, 'opened', hoursAfter(start, 50), null, false],
    [contacts[0]!, 'clicked', hoursAfter(start, 1), 'https://shop.example/spring', false],
    [contacts[1]!, 'clicked', hoursAfter(start, 3), 'https://shop.example/spring', false],
    [contacts[2]!, 'clicked', hoursAfter(start, 4), 'https://shop.example/blog', false],
  ];
  for (const [contactId, kind, at, link, apple] of activity)
    await db.query(
      `insert into email_activity (account_id, contact_id, campaign_id, kind, occurred_at, link, is_apple_privacy_open) values ($1, $2, $3, $4, $5, $6, $7)`,
      [accountId, contactId, campaignId, kind, at, link, apple],
    );
  await db.query(
    `insert into campaign_unsubscribes (account_id, campaign_id, contact_id, occurred_at) values ($1, $2, $3, $4)`,
    [accountId, campaignId, contacts[4], hoursAfter(start, 2)],
  );
  return { campaignId, contacts };
};

test('the campaign report shows what a sent campaign did', async ({ page }) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Report account');
  const { campaignId } = await seedSentCampaign(accountId);

  await page.goto('/app/campaigns');
  await page.getByRole('link', { name: 'Report of Spring sale' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/campaigns/${campaignId}/report$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Spring sale: report' })).toBeVisible();
  await expect(page.getByText('Times in Europe/Paris')).toBeVisible();

  const figure = (title: string) => page.locator('.ant-statistic').filter({ hasText: title });
  await expect(figure('Sent')).toContainText('8');
  await expect(figure('Opened')).toContainText('5');
  await expect(figure('Clicked')).toContainText('3');
  await expect(figure('Unsubscribed')).toContainText('1');
  await expect(figure('Apple privacy opens')).toContainText('1');
  await expect(page.getByText('62.5% of delivered · 6 opens')).toBeVisible();

  const chart = page.getByRole('img', {
    name: /Opens, clicks and unsubscribes over time: 6 opens, 3 clicks and 1 unsubscribe/,
  });
  await expect(chart).toBeVisible();
  // The chart library draws on the canvas once it has loaded.
  await expect.poll(() => chart.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0);

  const links = page.getByRole('table').last();
  await expect(links.getByRole('row').nth(1)).toContainText('https://shop.example/spring');
  await expect(links.getByRole('row').nth(1)).toContainText('2');

  const hrefs = await auditScreen(page, 'campaign-report', { shell: true });
  await shot(page, 'campaign-report');
  await expectNoDeadLinks(page, hrefs);

  await test.step('on a 390 px wide phone the report does not scroll sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/app/campaigns/${campaignId}/report`);
    await expect(chart).toBeVisible();
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the report scrolls sideways at 390 wide').toBeLessThanOrEqual(390);
    await expect(links.getByRole('row').nth(1)).toContainText('https://shop.example/spring');
    await shot(page, 'campaign-report-phone');
  });
});

test('a contact chooses its email types and unsubscribes from all on the hosted page, by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Unsubscribe account');
  const { campaignId, contacts } = await seedSentCampaign(accountId);
  for (const name of ['Newsletter', 'Product updates'])
    await database().query(`insert into email_types (account_id, name) values ($1, $2)`, [accountId, name]);
  const contactId = contacts[6]!;
  const token = signTrackingToken(secretKey(), { accountId, campaignId, contactId, kind: 'u' });

  // A reader of the email is not signed in.
  await page.context().clearCookies();
  await page.goto(`/api/t/u/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Email preferences' })).toBeVisible();
  await expect(
    page.getByText('Choose which emails reader6@example.com receives from Unsubscribe account.'),
  ).toBeVisible();
  await auditScreen(page, 'unsubscribe-page');

  // Tab to the first type and leave it, then save: keyboard only.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save preferences' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Your preferences have been saved.');
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Product updates' })).toBeChecked();
  await shot(page, 'unsubscribe-page-saved');

  await page.getByRole('checkbox', { name: /Unsubscribe from all/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('You have been unsubscribed from all emails.');
  await auditScreen(page, 'unsubscribe-page-unsubscribed');

  const { rows } = await database().query<{ is_unsubscribed: boolean }>(
    'select is_unsubscribed from contacts where account_id = $1 and id = $2',
    [accountId, contactId],
  );
  expect(rows[0]!.is_unsubscribed).toBe(true);
});
