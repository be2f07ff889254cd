import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { auditOverlay, auditScreen } from './support/accessibility';
import {
  database,
  insertActivity,
  insertContacts,
  setContactsAllocated,
  setTrialDueDate,
} from './support/database';
import { useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('billing-usage');

const DAY_MS = 86_400_000;

/** A payment received, as a verified payment event leaves it in the ledger. */
const insertPaidPayment = async (accountId: string, token: string): Promise<void> => {
  await database().query(
    `insert into billing_payments (account_id, kind, plan_id, period, contact_slab, emails_added, contacts_added,
       currency, subtotal, tax, total, status, provider, checkout_token, request_id, settled_at)
     values ($1, 'emails', 'pro', null, null, 25000, 0, 'INR', 150000, 27000, 177000, 'paid', 'sandbox', $2, $2, now())`,
    [accountId, token],
  );
};

const usageCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByText('Usage', { exact: true }) });

const screenshot = async (page: Page, name: string) => {
  await shot(page, `billing-usage-${name}`);
  await page.screenshot({ path: `/tmp/billing-usage-${name}.png`, fullPage: true, animations: 'disabled' });
};

test('the plans and billing overview shows usage against the plan, its report and the invoices', async ({
  page,
}) => {
  const accountId = await freshAccount(page, 'Usage account');
  // The trial started yesterday: its period holds the sends below, whatever the hour.
  await setTrialDueDate(accountId, new Date(Date.now() + 20 * DAY_MS));
  await setContactsAllocated(accountId, 10);
  const contacts = await insertContacts(
    accountId,
    Array.from({ length: 7 }, (_, i) => ({ email: `reader${i}@example.com` })),
  );
  const recently = new Date(Date.now() - 60_000);
  await insertActivity(
    accountId,
    contacts
      .slice(0, 3)
      .map((contactId) => ({ contactId, campaignId: 1, kind: 'sent' as const, at: recently })),
  );
  await insertPaidPayment(accountId, `tok_${Date.now()}`);

  await page.goto('/app/settings/plans');
  const usage = usageCard(page);
  // The first screen of the run waits for the server and the app's first chunks.
  await expect(usage.getByText('Billing period:')).toBeVisible({ timeout: 30_000 });
  // 7 of 10 contacts: the 70 % notice (spec 2 §9).
  await expect(usage).toContainText('7 of 10 contacts');
  await expect(usage.getByRole('progressbar', { name: 'Contacts used' })).toHaveAttribute(
    'aria-valuenow',
    '70',
  );
  await expect(usage.getByRole('alert')).toContainText("You have used 70% of your plan's contacts.");
  // The trial gives 8 emails a contact; the credits bought show beside them.
  await expect(usage).toContainText('3 of 25,080 emails this billing period');
  await expect(usage).toContainText('80 from your plan + 25,000 credits bought');
  await expect(usage).toContainText('Daily sending limit: 1,000 email/day. It can be raised on request.');
  await auditScreen(page, 'plans-usage', { shell: true });
  await screenshot(page, 'overview');

  // The history offers each payment's invoice as a PDF file.
  const history = page.locator('.ant-card').filter({ hasText: 'Billing history' });
  await expect(history).toContainText('25,000 extra email credits (Pro plan)');
  const invoiceDownload = page.waitForEvent('download');
  await history.getByRole('link', { name: 'Download PDF of invoice #1' }).click();
  const invoice = await invoiceDownload;
  expect(invoice.suggestedFilename()).toMatch(/^invoice-SW-\d{6}\.pdf$/);
  const pdf = await readFile(await invoice.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

  // 'Download report': the period's consumption, and its CSV file a day a row.
  await usage.getByRole('button', { name: 'Download report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email usage report' });
  await expect(dialog).toContainText('Emails sent3');
  await expect(dialog).toContainText('Credits left25,077');
  await auditOverlay(page, 'usage-report');
  await screenshot(page, 'report');
  const reportDownload = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download CSV' }).click();
  const report = await reportDownload;
  expect(report.suggestedFilename()).toMatch(/^email-usage-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await report.path(), 'utf8')).trim().split('\r\n');
  expect(csv[0]).toBe('Date,Emails sent,Contacts emailed');
  expect(csv.at(-1)).toBe('Total,3,');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // 'Buy credits' opens the payment modal on its credits step.
  await usage.getByRole('button', { name: 'Buy credits' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/plans\/buy-credits$/);
  await expect(page.getByRole('dialog', { name: 'Buy credits' })).toBeVisible();
});

test('a member with limited access reads the usage but neither buys credits nor downloads reports or invoices', async ({
  page,
}) => {
  const accountId = await freshAccount(page, 'Usage limited', { limitedAccess: true });
  await setContactsAllocated(accountId, 10);
  await insertContacts(
    accountId,
    Array.from({ length: 10 }, (_, i) => ({ email: `full${i}@example.com` })),
  );
  await insertPaidPayment(accountId, `tok_limited_${Date.now()}`);
  await page.goto('/app/settings/plans');
  const usage = usageCard(page);
  await expect(usage).toContainText('10 of 10 contacts', { timeout: 30_000 });
  await expect(usage.getByRole('alert')).toContainText(
    'You are about to reach you current plan contact limit !',
  );
  await expect(usage.getByRole('button', { name: 'Buy credits' })).toHaveCount(0);
  await expect(usage.getByRole('button', { name: 'Download report' })).toHaveCount(0);
  const history = page.locator('.ant-card').filter({ hasText: 'Billing history' });
  await expect(history).toContainText('25,000 extra email credits (Pro plan)');
  await expect(history.getByRole('columnheader', { name: 'Download' })).toHaveCount(0);
  await auditScreen(page, 'plans-usage-limited', { shell: true });
  await screenshot(page, 'limited');
});
