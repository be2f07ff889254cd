import { expect, test, type Page } from '@playwright/test';
import { ANY_PROGRESS_TEXT } from '../packages/domain/test/copilot-expected-steps';
import { daysAgo, database, insertActivity, insertContacts, insertSentCampaign } from './support/database';
import { auditOverlay } from './support/accessibility';
import { openLists, rowOf, useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';
import { openWizard } from './support/segment-wizard';

const { freshAccount } = useListsSuite('copilot');

/*
 * Seven contacts whose answers to the four example prompts are known:
 * gmail and clicked in 30 days: ana, ben. No opens or clicks in 6 months: eve, fay, gus.
 * New customers (first order and added in the last 60 days): ana, fay. Europe with open rate above 30%: ana, cy.
 */
const seedShop = async (accountId: string) => {
  const [ana, ben, cy, dee, , fay, gus] = await insertContacts(accountId, [
    { email: 'ana@gmail.com', properties: { country: 'Germany' }, createdAt: daysAgo(10) },
    { email: 'ben@gmail.com', properties: { country: 'France' }, createdAt: daysAgo(200) },
    { email: 'cy@gmail.com', properties: { country: 'Germany' }, createdAt: daysAgo(200) },
    { email: 'dee@yahoo.com', properties: { country: 'United States' }, createdAt: daysAgo(200) },
    { email: 'eve@yahoo.com', properties: { country: 'France' }, createdAt: daysAgo(200) },
    { email: 'fay@outlook.com', properties: { country: 'Germany' }, createdAt: daysAgo(30) },
    { email: 'gus@outlook.com', properties: { country: 'Spain' }, createdAt: daysAgo(300) },
  ]);
  const recent = await insertSentCampaign(accountId, 'Spring Sale', [], 5);
  const older = await insertSentCampaign(accountId, 'Winter Teaser', [], 60);
  const at = (days: number) => daysAgo(days);
  await insertActivity(accountId, [
    ...[ana!, ben!, dee!].map((contactId) => ({
      contactId,
      campaignId: recent,
      kind: 'sent' as const,
      at: at(5),
    })),
    { contactId: ana!, campaignId: recent, kind: 'opened', at: at(5) },
    { contactId: ana!, campaignId: recent, kind: 'clicked', at: at(5) },
    { contactId: ben!, campaignId: recent, kind: 'clicked', at: at(5) },
    { contactId: dee!, campaignId: recent, kind: 'opened', at: at(5) },
    { contactId: dee!, campaignId: recent, kind: 'clicked', at: at(5) },
    { contactId: cy!, campaignId: older, kind: 'sent', at: at(60) },
    { contactId: cy!, campaignId: older, kind: 'opened', at: at(60) },
    { contactId: cy!, campaignId: older, kind: 'clicked', at: at(60) },
  ]);
  await database().query(
    `insert into event_definitions (account_id, name, source, properties) values ($1, 'orderPlaced', 'shopify', '{}')`,
    [accountId],
  );
  for (const [contactId, days] of [
    [ana!, 5],
    [fay!, 20],
    [gus!, 20],
  ] as const)
    await database().query(
      `insert into events (account_id, contact_id, name, source, occurred_at, properties) values ($1, $2, 'orderPlaced', 'shopify', $3, '{}')`,
      [accountId, contactId, daysAgo(days)],
    );
};

const openCopilot = async (page: Page) => {
  await page.goto('/app/contacts/ai-segment');
  const screen = page.getByRole('dialog', { name: 'Create new segment' });
  // The screen's chunk follows the lists page's; a busy machine can take a while to serve both.
  await expect(screen).toBeVisible({ timeout: 30_000 });
  return screen;
};

const version = (screen: ReturnType<Page['getByRole']>, n: number, count: string) =>
  screen.getByRole('button', { name: new RegExp(`^Version #${n} · ${count}`) });

test('the copilot builds segments from the example prompts, follows up, asks back and saves', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const accountId = await freshAccount(page, 'Copilot account');
  await seedShop(accountId);

  await test.step('it is entered from the segment creation choices', async () => {
    await openLists(page);
    const wizard = await openWizard(page);
    await wizard.getByRole('button', { name: 'Create with AI' }).click();
    await expect(page).toHaveURL(/\/app\/contacts\/ai-segment$/);
    const screen = page.getByRole('dialog', { name: 'Create new segment' });
    await expect(screen.getByRole('list', { name: 'Example prompts' }).getByRole('button')).toHaveCount(4);
    await expect(
      screen.getByText('Your segment appears here once the AI has built it from your prompt.'),
    ).toBeVisible();
    await auditOverlay(page, 'copilot-start');
    await page.screenshot({ path: '/tmp/copilot-screen-01-start.png', animations: 'disabled' });
  });

  const examples: [string, string][] = [
    ['Contacts with a gmail email who clicked an email in the last 30 days', '2 contacts'],
    ['Contacts with no opens or clicks in the last 6 months', '3 contacts'],
    ['New customers in the last 60 days', '2 contacts'],
    ['Contacts located in Europe with engagement above 30%', '2 contacts'],
  ];
  for (const [prompt, count] of examples.slice(1)) {
    await test.step(`example: ${prompt}`, async () => {
      const screen = await openCopilot(page);
      await screen.getByRole('button', { name: prompt }).click();
      await expect(screen.getByText('Your segment is successfully created')).toBeVisible();
      await expect(version(screen, 1, count)).toContainText('Previewing');
    });
  }

  const screen = await openCopilot(page);
  await test.step('the first example makes version 1 with the progress texts and a live count', async () => {
    await screen.getByRole('button', { name: examples[0]![0] }).click();
    // The progress text of the running step (spec 1 §4) shows until the answer does.
    await expect(screen.getByRole('status').filter({ hasText: ANY_PROGRESS_TEXT }).first()).toBeVisible();
    await expect(screen.getByText('Your segment is successfully created')).toBeVisible();
    await expect(version(screen, 1, '2 contacts')).toContainText('Previewing');
    const preview = screen.getByLabel('Segment preview');
    await expect(preview).toContainText('2 contacts');
    await expect(preview).toContainText('clicked any campaign in the last 30 days');
  });

  await test.step('a follow-up makes version 2; version 1 can still be previewed', async () => {
    const prompt = screen.getByRole('textbox', { name: 'Describe your segment' });
    await prompt.fill('only those in Germany');
    await screen.getByRole('button', { name: 'Send' }).click();
    await expect(screen.getByText('Your segment is successfully updated')).toBeVisible();
    await expect(version(screen, 2, '1 contact')).toContainText('Previewing');
    await expect(version(screen, 1, '2 contacts')).toContainText('Click to preview');
    await version(screen, 1, '2 contacts').click();
    await expect(version(screen, 1, '2 contacts')).toContainText('Previewing');
    await expect(screen.getByLabel('Segment preview')).toContainText('Version #1 preview');
    await version(screen, 2, '1 contact').click();
  });

  await test.step('an unclear prompt gets a question back, and too many words are refused', async () => {
    const prompt = screen.getByRole('textbox', { name: 'Describe your segment' });
    await prompt.fill('people who like stuff');
    await screen.getByRole('button', { name: 'Send' }).click();
    await expect(screen.getByText(/I don't know what 'stuff' means for this account/)).toBeVisible();
    await expect(screen.getByRole('button', { name: /^Version #3/ })).toHaveCount(0);
    await prompt.fill('word '.repeat(101));
    await expect(
      screen.getByText('Prompt exceeds the 100 words limit. Please shorten your input.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await prompt.fill('');
  });

  await test.step('@ suggests the account data', async () => {
    const prompt = screen.getByRole('textbox', { name: 'Describe your segment' });
    await prompt.pressSequentially('clicked @Spr');
    const option = page.locator('.ant-mentions-dropdown').getByText('Spring Sale', { exact: true });
    await expect(page.locator('.ant-mentions-dropdown')).toContainText('Campaign');
    await option.click();
    await expect(prompt).toHaveValue('clicked @Spring Sale ');
    await prompt.fill('');
  });

  await test.step('full page and popover modes', async () => {
    await screen.getByRole('button', { name: 'Open in full page' }).click();
    await expect(page.locator('.copilot-fullPage')).toBeVisible();
    await page.screenshot({ path: '/tmp/copilot-screen-02-full-page.png', animations: 'disabled' });
    await screen.getByRole('button', { name: 'Show as popover' }).click();
    await expect(page.locator('.copilot-popover')).toBeVisible();
    await auditOverlay(page, 'copilot-versions');
    await page.screenshot({ path: '/tmp/copilot-screen-03-versions.png', animations: 'disabled' });
  });

  await test.step('save creates the AI generated segment and leaves for the lists page', async () => {
    await screen.getByRole('button', { name: 'Save version #2 as segment' }).click();
    await expect(page).toHaveURL(/\/app\/contacts$/);
    await expect(rowOf(page, 'AI generated segment')).toBeVisible();
    const { rows } = await database().query<{
      type: string;
      source: string;
      definition: { version: number };
    }>(`select type, source, definition from lists where account_id = $1 and name = 'AI generated segment'`, [
      accountId,
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'dynamic',
        source: 'ai',
        definition: expect.objectContaining({ version: 2 }),
      }),
    ]);
    await shot(page, 'copilot-saved');
  });

  await test.step('exit asks for confirmation before leaving', async () => {
    const again = await openCopilot(page);
    await again.getByRole('button', { name: 'Exit' }).click();
    await expect(page.getByText('Exit without saving?')).toBeVisible();
    await page.getByRole('button', { name: 'Stay' }).click();
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: 'Exit' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/app\/contacts$/);
    await expect(page.getByRole('dialog', { name: 'Create new segment' })).toHaveCount(0);
  });
});
