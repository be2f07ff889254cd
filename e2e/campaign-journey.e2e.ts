import { expect, test } from '@playwright/test';
import { decoded, startSmtpServer, type SmtpPeer } from '../apps/server/test/smtp-server';
import { auditScreen } from './support/accessibility';
import { database, insertContacts, insertTemplate, userIdOf } from './support/database';
import { useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { shot } from './support/screens';
import { postJson } from './support/session';

/*
 * A campaign's whole life on the real server: composed from a saved template for a segment, sent through a
 * sender's SMTP server (a real one on loopback), opened and clicked from the message that arrived, left through
 * the one-click unsubscribe header, and seen in the report and in a segment of those who opened it.
 */

const { user, freshAccount } = useListsSuite('campaign-journey');

let smtp: SmtpPeer;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(async () => {
  await smtp?.close();
});

const HTML = `<html><body>
<p>Hello {{ first_name | default: "there" }}, the spring collection is here.</p>
<p><a href="https://shop.example/spring">See the collection</a></p>
<p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>
</body></html>`;

const londoners = {
  recipientLists: null,
  excludeRecipientList: [],
  isUnsubscribed: false,
  isBlocked: false,
  excludeIsUnsubscribed: false,
  excludeIsBlocked: false,
  segmentFilters: [
    {
      filters: [{ property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'London' }],
    },
  ],
};

/** The first address of the app's own in the message (quoted-printable undone) under `path`. */
const addressIn = (raw: string, path: string): string => {
  const prefix = `${process.env.E2E_BASE_URL}${path}`;
  const text = decoded(raw);
  const at = text.indexOf(prefix);
  expect(at, `an address starting ${prefix} in the message`).toBeGreaterThanOrEqual(0);
  return /^[^"'<>\s)]+/.exec(text.slice(at))![0];
};

test('a campaign composed for a segment is sent, opened, clicked and unsubscribed from, and its report and segments follow', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const accountId = await freshAccount(page, 'Journey account');
  await insertTemplate(accountId, {
    name: 'Spring collection',
    html: HTML,
    category: 'saved',
    createdBy: await userIdOf(user.email),
  });
  await database().query(
    `insert into senders (account_id, email, name, provider, settings) values ($1, $2, $3, 'customSMTP', $4)`,
    [
      accountId,
      'news@shop.example',
      'Shop News',
      JSON.stringify({ host: '127.0.0.1', port: smtp.port, tls: 'none', user: '', allowSelfSigned: false }),
    ],
  );
  await insertContacts(accountId, [
    { email: 'ada.journey@example.com', properties: { firstName: 'Ada', city: 'London' } },
    { email: 'bob.journey@example.com', properties: { firstName: 'Bob', city: 'London' } },
    { email: 'cy.journey@example.com', properties: { firstName: 'Cy', city: 'Paris' } },
  ]);
  await postJson(page.request, '/api/contacts_v2/saveToList', {
    ...londoners,
    name: 'Londoners',
    segmentType: 'dynamic',
  });
  const { rows } = await database().query<{ id: string }>(
    `insert into campaigns (account_id, name, status) values ($1, 'Spring launch', 'draft') returning id`,
    [accountId],
  );
  const campaignId = Number(rows[0]!.id);
  await page.setViewportSize({ width: 1280, height: 1200 });

  await test.step('compose: sender and subject, the template, the segment, then Send now', async () => {
    await page.goto(`/app/campaigns/${campaignId}/edit`);
    await choose(page, page.getByLabel('Sender'), 'Shop News <news@shop.example>');
    await page.getByLabel('Subject', { exact: true }).fill('Spring is here, {{ first_name }}');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Campaign saved')).toBeVisible();
    await choose(page, page.getByLabel('Template'), 'Spring collection');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await choose(page, page.getByLabel('Lists and segments', { exact: true }), 'Londoners', {
      away: page.getByText('Choose the lists and segments this campaign goes to.'),
    });
    await page.getByRole('button', { name: 'Save audience' }).click();
    await expect(page.getByText('Campaign audience saved')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(page.locator('.ant-descriptions').first()).toContainText('Contacts it goes to2');
    await page.getByRole('button', { name: 'Send now' }).click();
    const sending = page.locator('.ant-card').filter({ hasText: 'See the report' });
    await expect(sending.locator('.ant-descriptions')).toContainText('Sent2 of 2', { timeout: 30_000 });
    await expect(page.getByText('Status: Sent')).toBeVisible();
    // The audience step's notice fades first: a half-faded notice is not what the screen shows.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await auditScreen(page, 'campaign-journey-sent', { shell: true });
  });

  const ada = await smtp.waitFor('ada.journey@example.com', 30_000);
  const bob = await smtp.waitFor('bob.journey@example.com', 30_000);

  await test.step('each Londoner got one personalised, tracked message with one-click unsubscribe headers', async () => {
    expect(decoded(ada.raw)).toContain('Subject: Spring is here, Ada');
    expect(decoded(ada.raw)).toContain('Hello Ada, the spring collection is here.');
    expect(ada.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(ada.raw).not.toContain('https://shop.example/spring');
    expect(smtp.received.filter((mail) => mail.to.includes('cy.journey@example.com'))).toEqual([]);
    expect(smtp.received.filter((mail) => mail.to.includes('ada.journey@example.com'))).toHaveLength(1);
  });

  const figure = (title: string) => page.locator('.ant-statistic').filter({ hasText: title });
  const openedSegment = page.getByRole('row').filter({ hasText: 'ada.journey@example.com' });
  let segmentId = 0;
  await test.step("before anyone opens: the report counts the send alone, and a segment on 'opened this campaign' is empty", async () => {
    const created = await postJson(page.request, '/api/contacts_v2/saveToList', {
      ...londoners,
      name: 'Opened Spring launch',
      segmentType: 'dynamic',
      segmentFilters: [
        {
          filters: [
            { property: 'userActivity', condition: 'hasOpened', campaigns: [campaignId], range: 'overAll' },
          ],
        },
      ],
    });
    segmentId = ((await created.json()) as { id: number }).id;
    await expect
      .poll(async () => (await page.request.get(`/api/lists/${segmentId}/status`)).json(), {
        timeout: 30_000,
      })
      .toMatchObject({ processing: false, recipientsCount: 0 });
    await page.goto(`/app/contacts/lists/${segmentId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Opened Spring launch' })).toBeVisible();
    await expect(openedSegment).toHaveCount(0);

    await page.goto(`/app/campaigns/${campaignId}/report`);
    await expect(page.getByRole('heading', { level: 1, name: 'Spring launch: report' })).toBeVisible();
    await expect(figure('Sent')).toContainText('2');
    await expect(figure('Opened')).toContainText('0');
    await expect(figure('Clicked')).toContainText('0');
    await expect(figure('Unsubscribed')).toContainText('0');
    await shot(page, 'campaign-journey-report-before');
  });

  await test.step('Ada opens and clicks; Bob leaves through the one-click header', async () => {
    const pixel = await page.request.get(addressIn(ada.raw, '/api/t/o/'));
    expect(pixel.headers()['content-type']).toBe('image/gif');
    const click = await page.request.get(addressIn(ada.raw, '/api/t/c/'), {
      maxRedirects: 0,
    });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe('https://shop.example/spring');

    // Long header lines arrive folded onto continuation lines.
    const headers = bob.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(headers);
    expect(header, 'a List-Unsubscribe header with an https address').not.toBeNull();
    const unsubscribe = await page.request.post(header![1]!, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.ok()).toBe(true);
  });

  await test.step('the report counts the send, the open, the click and the unsubscribe', async () => {
    await page.goto('/app/campaigns');
    await page.getByRole('link', { name: 'Report of Spring launch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spring launch: report' })).toBeVisible();
    await expect(figure('Sent')).toContainText('2');
    await expect(figure('Opened')).toContainText('1');
    await expect(page.getByText('50% of delivered · 1 open', { exact: true })).toBeVisible();
    await expect(figure('Clicked')).toContainText('1');
    await expect(page.getByText('50% of delivered · 1 click', { exact: true })).toBeVisible();
    await expect(figure('Unsubscribed')).toContainText('1');
    await expect(page.getByRole('table').last().getByRole('row').nth(1)).toContainText(
      'https://shop.example/spring',
    );
    await auditScreen(page, 'campaign-journey-report', { shell: true });
    await shot(page, 'campaign-journey-report');
  });

  await test.step("the segment on 'opened this campaign' now holds Ada alone", async () => {
    await expect
      .poll(async () => (await page.request.get(`/api/lists/${segmentId}/status`)).json(), {
        timeout: 30_000,
      })
      .toMatchObject({ processing: false, recipientsCount: 1 });
    await page.goto(`/app/contacts/lists/${segmentId}`);
    await expect(openedSegment).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'bob.journey@example.com' })).toHaveCount(0);
    await shot(page, 'campaign-journey-opened-segment');
  });

  await test.step('counting the same conditions afresh agrees: Ada alone, and Bob is unsubscribed', async () => {
    const opened = await postJson(page.request, '/api/contacts_v2/getCount', {
      ...londoners,
      segmentFilters: [
        {
          filters: [
            { property: 'userActivity', condition: 'hasOpened', campaigns: [campaignId], range: 'overAll' },
          ],
        },
      ],
    });
    expect(((await opened.json()) as { contactsCount: number }).contactsCount).toBe(1);
    const { rows: bobNow } = await database().query<{ is_unsubscribed: boolean }>(
      `select is_unsubscribed from contacts where account_id = $1 and email = $2`,
      [accountId, 'bob.journey@example.com'],
    );
    expect(bobNow[0]!.is_unsubscribed).toBe(true);
  });
});
