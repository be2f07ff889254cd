import { expect, test } from '@playwright/test';
import { insertTemplate, userIdOf } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';
import { feedbackAnswers, insertTemplateSubmissions } from './support/template-submissions';

const { user, freshAccount } = useListsSuite('template-insights');

test("the dashboard shows a template's submissions and insights, and exports them to the Download centre", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Feedback account');
  const createdBy = await userIdOf(user.email);
  const quiet = await insertTemplate(accountId, {
    name: 'Quiet newsletter',
    html: '<p>Hello</p>',
    createdBy,
  });
  const templateId = await insertTemplate(accountId, {
    name: 'Delivery feedback',
    html: '<p>Tell us</p>',
    createdBy,
  });
  const start = new Date('2026-03-01T09:00:00Z');
  await insertTemplateSubmissions(
    accountId,
    templateId,
    Array.from({ length: 8 }, (_, n) => ({
      email: `contact${n}@example.com`,
      submittedAt: new Date(start.getTime() + n * 60_000),
      answers: feedbackAnswers(n),
    })),
  );

  await test.step('a template nobody answered shows its preview alone', async () => {
    await page.goto(`/app/template/${quiet}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiet newsletter' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Preview' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Submissions' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Insights' })).toHaveCount(0);
  });

  await test.step('the saved list counts the responses', async () => {
    await page.goto('/app/templates/saved');
    await expect(page.getByRole('link', { name: 'Delivery feedback' })).toBeVisible();
  });

  await page.goto(`/app/template/${templateId}`);
  await test.step('Submissions: 7 rows a page, who submitted first, date and time last', async () => {
    await page.getByRole('tab', { name: 'Submissions' }).click();
    await expect(page.getByRole('heading', { name: '8 submissions' })).toBeVisible();
    const headers = page.locator('.ant-table-thead th');
    await expect(headers.first()).toHaveText('Submitted by');
    await expect(headers.nth(-2)).toHaveText('Submitted date');
    await expect(headers.last()).toHaveText('Time');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(7);
    await expect(rows.first()).toContainText('contact7@example.com');
    await expect(rows.first()).toContainText('Idea number 7');
    await expect(page.locator('.ant-pagination-options')).toHaveCount(0);
    await shot(page, 'template-insights-01-submissions');
    await page.locator('.ant-pagination-item-2').click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('contact0@example.com');
  });

  await test.step('Insights: a card per question with its figures', async () => {
    await page.getByRole('tab', { name: 'Insights' }).click();
    const nps = page.getByRole('region', { name: 'How likely are you to recommend us?' });
    // 4 promoters, 2 passives and 2 detractors of 8: 50% - 25%.
    await expect(nps.getByText('25', { exact: true })).toBeVisible();
    await expect(nps.getByText('Promoters (9–10)')).toBeVisible();
    const rating = page.getByRole('region', { name: 'Rate the delivery' });
    await expect(rating.getByText('2.63 / 5')).toBeVisible();
    const topics = page.getByRole('region', { name: 'What do you read?' });
    await expect(topics.getByText('8 (100%)')).toBeVisible();
    await expect(topics.getByText('4 (50%)')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Was this useful?' }).getByText('62.50%', { exact: true }),
    ).toBeVisible();
    const ideas = page.getByRole('region', { name: 'What could we do better?' });
    await expect(ideas.getByRole('listitem')).toHaveCount(3);
    await shot(page, 'template-insights-02-insights');
    await ideas.getByRole('button', { name: 'View all submissions' }).click();
    await expect(page.getByRole('tab', { name: 'Submissions', selected: true })).toBeVisible();
  });

  await test.step('Export submissions: the notice leads to the Download centre, where the file lands', async () => {
    await page.getByRole('button', { name: 'Export submissions' }).click();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Download is in progress...' });
    await expect(notice).toBeVisible();
    await shot(page, 'template-insights-03-export-started');
    const [centre] = await Promise.all([
      context.waitForEvent('page'),
      notice.getByRole('link', { name: 'Go to Download centre' }).click(),
    ]);
    await expect(centre).toHaveURL(/\/app\/settings\/download-centre$/);
    const row = centre.getByRole('row').filter({ hasText: 'Delivery feedback submissions' });
    await expect(async () => {
      await centre.getByRole('button', { name: 'Refresh' }).click();
      await expect(row.getByText('Ready')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row).toContainText('Template submissions');
    await shot(centre, 'template-insights-04-download-centre');
    await centre.close();
  });
});
