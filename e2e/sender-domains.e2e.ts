import { expect, test, type Page } from '@playwright/test';
import type { SenderDomainDetail } from '@sendwell/contracts';
import { auditOverlay, auditScreen } from './support/accessibility';
import { publishDnsRecords } from './support/dns';
import { useListsSuite } from './support/lists-suite';
import { shot } from './support/screens';

const { freshAccount } = useListsSuite('sender-domains');

const notice = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

test('a marketer adds a sending domain, sees its DNS records and verifies them one by one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await freshAccount(page, 'Domains account');
  const domain = `shop-${Date.now()}.example`;

  await test.step('Sender settings has a sending domains section', async () => {
    await page.goto('/app/settings/sendersettings');
    await expect(page.getByRole('heading', { level: 2, name: 'Sending domains' })).toBeVisible();
    await expect(page.getByText('No sending domains yet')).toBeVisible();
    await auditScreen(page, 'sender-domains-empty', { shell: true });
  });

  await test.step('a name that is not a domain is refused in plain words', async () => {
    await page.getByLabel('Domain', { exact: true }).fill('not a domain');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText('Enter a domain name such as example.com')).toBeVisible();
    await shot(page, 'sender-domains-01-invalid');
  });

  const dialog = page.getByRole('dialog', { name: `DNS records of ${domain}` });
  await test.step('adding it shows the four records to publish, each copyable', async () => {
    await page.getByLabel('Domain', { exact: true }).fill(domain.toUpperCase());
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(notice(page, 'Domain added')).toBeVisible();
    await expect(dialog).toBeVisible();
    const rows = dialog.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('DKIM');
    await expect(rows.nth(0)).toContainText(`._domainkey.${domain}`);
    await expect(rows.nth(1)).toContainText('v=spf1 include:');
    await expect(rows.nth(2)).toContainText(`_dmarc.${domain}`);
    await expect(rows.nth(3)).toContainText(`bounces.${domain}`);
    await expect(rows.nth(3)).toContainText('CNAME');
    await expect(dialog.getByText('Not checked yet')).toHaveCount(5);
    await expect(dialog.locator('.ant-typography-copy')).toHaveCount(8);
    await auditOverlay(page, 'sender-domains-records');
  });

  await test.step('verifying a domain with no records says each was not found', async () => {
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Not found', { exact: true })).toHaveCount(4);
    await expect(dialog.getByText(`No TXT record was found at _dmarc.${domain}.`)).toBeVisible();
    await expect(dialog.getByText('Some records are not in place yet.', { exact: false })).toBeVisible();
    await shot(page, 'sender-domains-02-not-found');
  });

  await test.step('the records can be mailed to whoever manages the DNS', async () => {
    await dialog.getByLabel('Email these records to').fill(`it.${Date.now()}@shop.example`);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = notice(page, 'Mail sent');
    await expect(sent).toBeVisible();
    await sent.getByRole('button', { name: 'Close' }).click();
    await expect(sent).toBeHidden();
  });

  const detail = async (): Promise<SenderDomainDetail> => {
    const { data } = (await (await page.request.get('/api/senderDomains')).json()) as {
      data: { id: number }[];
    };
    return (await (await page.request.get(`/api/senderDomains/${data[0]?.id}`)).json()) as SenderDomainDetail;
  };

  await test.step('a record pointing elsewhere is a wrong value, saying what was found', async () => {
    const { records } = await detail();
    publishDnsRecords([
      ...records.filter((record) => record.kind !== 'returnPath'),
      { host: `bounces.${domain}`, type: 'CNAME', value: 'elsewhere.example.net' },
    ]);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Verified', { exact: true })).toHaveCount(3);
    await expect(dialog.getByText('Wrong value', { exact: true })).toHaveCount(1);
    await expect(
      dialog.getByText('Points to elsewhere.example.net instead of bounces.sendwell.test.'),
    ).toBeVisible();
    await shot(page, 'sender-domains-03-wrong-value');
  });

  await test.step('with every record in place the domain is verified', async () => {
    const { records } = await detail();
    publishDnsRecords(records.filter((record) => record.kind === 'returnPath'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('All records are in place: the domain is verified')).toBeVisible();
    await expect(dialog.getByText('Verified', { exact: true })).toHaveCount(5);
    await shot(page, 'sender-domains-04-verified');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(domain) });
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await auditScreen(page, 'sender-domains-list', { shell: true });
  });

  await test.step('deleting asks about its campaigns and journeys and says what was done', async () => {
    await page.getByRole('button', { name: `Delete ${domain}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${domain}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByText('Also cancel its campaigns', { exact: true }).click();
    await auditOverlay(page, 'sender-domains-delete');
    await confirm.getByRole('button', { name: 'Delete domain' }).click();
    await expect(notice(page, 'Campaigns associated with the sender domain are cancelled')).toBeVisible();
    await expect(page.getByText('No sending domains yet')).toBeVisible();
  });
});

test('a limited member sees the sending domains but cannot add one', async ({ page }) => {
  await freshAccount(page, 'Limited domains account', { limitedAccess: true });
  await page.goto('/app/settings/sendersettings');
  await expect(page.getByRole('heading', { level: 2, name: 'Sending domains' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add domain' })).toBeDisabled();
  await shot(page, 'sender-domains-05-limited');
});
