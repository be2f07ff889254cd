import { expect, test } from '@playwright/test';
import { auditScreen, seriousViolations } from './support/accessibility';
import { database, insertContacts, insertList, insertTemplate, userIdOf } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { shot } from './support/screens';

const { user, freshAccount } = useListsSuite('campaign-compose');

const HTML =
  '<html><body><p>Hello {{ first_name | default: "there" }}, our spring picks are in.</p><p><a href="https://shop.example/unsubscribe">Unsubscribe</a></p></body></html>';

test('a draft is composed in four steps: details, content, audience, review; then tested and sent', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const accountId = await freshAccount(page, 'Compose account');
  const userId = await userIdOf(user.email);
  await insertTemplate(accountId, {
    name: 'Spring letter',
    html: HTML,
    category: 'saved',
    createdBy: userId,
  });
  await database().query('insert into senders (account_id, email, name) values ($1, $2, $3)', [
    accountId,
    'team@shop.example',
    'Shop Team',
  ]);
  const { rows: senders } = await database().query<{ id: string }>(
    'insert into senders (account_id, email, name) values ($1, $2, $3) returning id',
    [accountId, 'news@shop.example', 'Shop News'],
  );
  // The account's default sender, which a new draft starts from.
  await database().query('update accounts set default_sender_id = $1 where id = $2', [
    senders[0]!.id,
    accountId,
  ]);
  const newsletter = await insertList(accountId, { name: 'Newsletter' });
  const staff = await insertList(accountId, { name: 'Staff' });
  await insertContacts(
    accountId,
    [
      { email: 'ada@example.com', properties: { firstName: 'Ada' } },
      { email: 'bob@example.com', properties: { firstName: 'Bob' } },
      { email: 'gone@example.com', isUnsubscribed: true },
    ],
    [newsletter],
  );
  await insertContacts(accountId, [{ email: 'staff@example.com' }], [newsletter, staff]);
  const { rows } = await database().query<{ id: string }>(
    `insert into campaigns (account_id, name, status) values ($1, 'Spring sale', 'draft') returning id`,
    [accountId],
  );
  const campaignId = Number(rows[0]!.id);
  await page.setViewportSize({ width: 1280, height: 1200 });

  await test.step('the table links each campaign to its page, with its status', async () => {
    await page.goto('/app/campaigns');
    const row = page.getByRole('row', { name: /Spring sale/ });
    await expect(row).toContainText('Draft');
    await row.getByRole('link', { name: 'Spring sale' }).click();
    await expect(page).toHaveURL(`/app/campaigns/${campaignId}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Spring sale' })).toBeVisible();
  });

  await test.step("Details: the account's default sender is chosen; subject with a merge tag, preheader", async () => {
    const sender = page.locator('.ant-form-item').filter({ has: page.getByLabel('Sender') });
    await expect(sender.locator('.ant-select-content')).toHaveText('Shop News <news@shop.example>');
    await page.getByLabel('Subject', { exact: true }).fill('Hi');
    await page.getByRole('button', { name: 'Insert a merge tag into the subject' }).click();
    await page.getByRole('menuitem', { name: 'First name' }).click();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(
      'Hi {{ first_name | default: "there" }}',
    );
    await page.getByLabel('Preheader', { exact: true }).fill('Fresh picks for spring');
    await auditScreen(page, 'campaign-compose-details', { shell: true });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Campaign saved')).toBeVisible();
    const saved = await database().query<{ sender_id: string | null }>(
      'select sender_id from campaigns where id = $1',
      [campaignId],
    );
    expect(saved.rows[0]!.sender_id).toBe(senders[0]!.id);
  });

  await test.step('Content: a saved template', async () => {
    await choose(page, page.getByLabel('Template'), 'Spring letter');
    await expect(page.getByRole('link', { name: 'Open Spring letter in the editor' })).toBeVisible();
    await auditScreen(page, 'campaign-compose-content', { shell: true });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByLabel('Lists and segments', { exact: true })).toBeVisible();
  });

  await test.step('Audience: a list, less the staff', async () => {
    await choose(page, page.getByLabel('Lists and segments', { exact: true }), 'Newsletter', {
      away: page.getByText('Choose the lists and segments this campaign goes to.'),
    });
    await page.getByRole('button', { name: 'Save audience' }).click();
    await expect(page.getByText('Campaign audience saved')).toBeVisible();
    await choose(page, page.getByLabel('Excluded lists and segments'), 'Staff', {
      away: page.getByText('Contacts in these lists and segments do not get the campaign'),
    });
    await page.getByRole('button', { name: 'Save exclusions' }).click();
    await expect(page.getByText('Excluded lists and segments saved')).toBeVisible();
    await auditScreen(page, 'campaign-compose-audience', { shell: true });
    await page.getByRole('button', { name: 'Continue to review' }).click();
  });

  await test.step('Review: the count, the checks and the preview for the first contact', async () => {
    const counts = page.locator('.ant-descriptions').first();
    await expect(counts).toContainText('Contacts it goes to2');
    await expect(counts).toContainText('Left out by exclusions1');
    await expect(counts).toContainText('Unsubscribed, blocked or opted out1');
    await expect(page.getByText('As ada@example.com will read it.')).toBeVisible();
    await expect(page.getByText('Hi Ada', { exact: true })).toBeVisible();
    const preview = page.frameLocator('iframe[title="Campaign preview"]');
    await expect(preview.getByText('Hello Ada, our spring picks are in.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Template checks' })).toBeVisible();
    // The preview's srcdoc frame never reports the network idle, so the screen is audited without waiting for it.
    await page.mouse.move(0, 0);
    await shot(page, 'campaign-compose-review');
    expect(await seriousViolations(page), 'serious or critical axe violations on the review').toEqual([]);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  await test.step('on a 390 px wide phone the review does not scroll sideways', async () => {
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    // Loaded already; the preview's frame never reports the network idle, so nothing more is awaited.
    await expect(page.getByRole('heading', { name: 'Template checks' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the review scrolls sideways at 390 wide').toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Send now' })).toBeVisible();
    await shot(page, 'campaign-compose-review-phone');
    if (wide) await page.setViewportSize(wide);
  });

  await test.step('a test email goes to the member', async () => {
    await page.getByRole('button', { name: 'Send test email' }).click();
    await expect(page.getByText(`Test email sent to ${user.email}`)).toBeVisible();
  });

  await test.step('scheduling in the account timezone, then back to drafts', async () => {
    await page.goto(`/app/campaigns/${campaignId}/edit`);
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByLabel(/Send at/).click();
    await page.getByLabel(/Send at/).fill('2099-05-01 09:30');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('It starts on 2099-05-01 at 09:30.')).toBeVisible();
    // The review's preview frame, just taken away, can keep the network from ever reading idle: audited as is.
    await page.mouse.move(0, 0);
    await shot(page, 'campaign-compose-scheduled');
    expect(await seriousViolations(page), 'serious or critical axe violations once scheduled').toEqual([]);
    await page.getByRole('button', { name: 'Move back to drafts' }).click();
    await expect(page.getByText('Status: Draft')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Compose steps' })).toBeVisible();
  });

  await test.step('Send now starts the send, and the page follows its progress', async () => {
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Send now' }).click();
    const sending = page.locator('.ant-card').filter({ hasText: 'See the report' });
    await expect(sending.locator('.ant-descriptions')).toContainText('Sent2 of 2', { timeout: 30_000 });
    await expect(page.getByText('Status: Sent')).toBeVisible();
    await auditScreen(page, 'campaign-compose-sent', { shell: true });
    await page.goto('/app/campaigns');
    await expect(page.getByRole('row', { name: /Spring sale/ })).toContainText('Sent');
  });

  await test.step('the table duplicates and archives', async () => {
    await page.goto('/app/campaigns');
    await page.getByRole('button', { name: 'Duplicate Spring sale' }).click();
    await expect(page).toHaveURL(/\/app\/campaigns\/\d+\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Copy of Spring sale' })).toBeVisible();
    await page.goto('/app/campaigns');
    await page.getByRole('button', { name: 'Archive Copy of Spring sale' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Campaign archived')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Copy of Spring sale' })).toHaveCount(0);
    await shot(page, 'campaign-compose-table');
  });
});
