import { expect, test, type Page } from '@playwright/test';
import { insertTemplate, setPlanName, userIdOf } from './support/database';
import { openedDialog } from './support/dialogs';
import { useListsSuite } from './support/lists-suite';
import { waitForMail } from './support/outbox';
import { shot } from './support/screens';

const { user, freshAccount } = useListsSuite('template-actions');

const HTML = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:Arial,sans-serif;background:#f4f6fb;margin:0}.box{max-width:560px;margin:24px auto;background:#fff;padding:32px;border-radius:8px}</style></head>
<body><div class="box"><h1>Summer launch</h1><p>Our summer range is here.</p></div></body></html>`;
const AMP = `<!doctype html><html ⚡4email data-css-strict><head><meta charset="utf-8"><script async src="https://cdn.ampproject.org/v0.js"></script>
<style amp4email-boilerplate>body{visibility:hidden}</style><style amp-custom>h1{color:#4f46e5}</style></head>
<body><h1>Summer launch, interactive</h1><p>Pick a colour below.</p></body></html>`;

const savedTemplate = async (accountId: string, name: string) =>
  insertTemplate(accountId, {
    name,
    html: HTML,
    amp: AMP,
    category: 'saved',
    createdBy: await userIdOf(user.email),
  });

const notice = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

test('a saved template is sent as a test email, shared for review with feedback, and filed in a folder', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const accountId = await freshAccount(page, 'Template actions');
  const id = await savedTemplate(accountId, 'Été launch ☀️');
  await page.goto(`/app/template/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Été launch ☀️' })).toBeVisible();

  await test.step('send test email: the own address is filled in, bad addresses are named, the mail lands in the outbox', async () => {
    await page.getByRole('button', { name: 'Send test email' }).click();
    const dialog = await openedDialog(page, 'Send test email');
    const addresses = dialog.getByLabel('Email addresses');
    await expect(addresses).toHaveValue(user.email);
    await expect(dialog).toContainText('[Test] Été launch ☀️');
    await addresses.fill(`${user.email}, not-an-address`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('"not-an-address" is not a valid email address')).toBeVisible();
    await shot(page, 'template-actions-01-test-email-invalid');

    const reviewer = `reviewer.${Date.now()}@example.com`;
    await addresses.fill(`${user.email}, ${reviewer}`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(notice(page, 'Mail sent')).toContainText('on its way to 2 addresses');
    await expect(dialog).toBeHidden();
    const mail = await waitForMail(page.request, reviewer, /^\[Test\] Été launch ☀️$/);
    expect(mail.html).toContain('Our summer range is here.');
    await waitForMail(page.request, user.email, /^\[Test\] Été launch ☀️$/);
  });

  let link = '';
  await test.step('share: a review link is made and copied', async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share template' });
    await expect(dialog.getByText('No feedback yet')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create share link' }).click();
    await expect(page.locator('.ant-message').getByText('Share link created')).toBeVisible();
    link = (await dialog.locator('code').textContent()) ?? '';
    expect(link).toMatch(/\/share\/template\/[A-Za-z0-9_-]{43}$/);
    await shot(page, 'template-actions-02-share-dialog');
    await page.keyboard.press('Escape');
  });

  await test.step('a reviewer without an account sees the preview, AMP beside HTML, and leaves feedback', async () => {
    const reviewer = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const review = await reviewer.newPage();
    await review.goto(link);
    await expect(review.getByRole('heading', { level: 1, name: 'Été launch ☀️' })).toBeVisible();
    const amp = review.locator('iframe[title="AMP version of Été launch ☀️"]');
    await expect(amp).toHaveAttribute('sandbox', '');
    await expect(amp.contentFrame().getByText('Pick a colour below.')).toBeVisible();
    await expect(
      review
        .locator('iframe[title="HTML version of Été launch ☀️"]')
        .contentFrame()
        .getByText('Our summer range is here.'),
    ).toBeVisible();
    // Nothing of the account: no navigation, no account name, no user.
    await expect(review.getByRole('navigation')).toHaveCount(0);
    await expect(review.getByText('Template actions')).toHaveCount(0);

    await review.getByRole('button', { name: 'Send feedback' }).click();
    await expect(review.getByText('Enter your name')).toBeVisible();
    await review.getByLabel('Your name').fill('Zoë Ångström');
    await review.getByLabel('Feedback').fill('Le bouton « Acheter » est trop petit 👍');
    await review.getByRole('button', { name: 'Send feedback' }).click();
    await expect(review.getByText('Thank you! Your feedback was sent.')).toBeVisible();
    await shot(review, 'template-actions-03-review-page');
    await reviewer.close();
  });

  await test.step('the owner reads the feedback, then turns the link off', async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share template' });
    await expect(dialog.getByText('Feedback (1)')).toBeVisible();
    await expect(dialog.getByText('Zoë Ångström')).toBeVisible();
    await expect(dialog.getByText('Le bouton « Acheter » est trop petit 👍')).toBeVisible();
    await shot(page, 'template-actions-04-feedback');
    await dialog.getByRole('button', { name: 'Turn off link' }).click();
    await expect(dialog.getByRole('button', { name: 'Create share link' })).toBeVisible();
    await expect(dialog.getByText('Zoë Ångström')).toBeVisible();
    await page.keyboard.press('Escape');

    const gone = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const review = await gone.newPage();
    await review.goto(link);
    await expect(review.getByRole('heading', { level: 1, name: 'Link not available' })).toBeVisible();
    await gone.close();
  });

  await test.step('folders: one is made in the move dialog, and the saved list filters by it', async () => {
    await insertTemplate(accountId, {
      name: 'Loose template',
      html: HTML,
      createdBy: await userIdOf(user.email),
    });
    await page.getByRole('button', { name: 'Move to folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to folder' });
    await dialog.getByLabel('New folder').fill('Campañas 2026');
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await expect(page.locator('.ant-message').getByText('Folder created')).toBeVisible();
    await expect(dialog.getByLabel('Folder', { exact: true })).toBeVisible();
    await expect(dialog.locator('.ant-select-content')).toHaveText('Campañas 2026');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.locator('.ant-message').getByText('Template moved to Campañas 2026')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Folder: Campañas 2026' })).toBeVisible();

    await page.goto('/app/templates/saved');
    await expect(page.getByRole('link', { name: 'Loose template' })).toBeVisible();
    await page.getByRole('button', { name: 'Folder: All folders' }).click();
    await page.getByRole('menuitem', { name: 'Campañas 2026' }).click();
    await expect(page.getByRole('link', { name: 'Loose template' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Été launch ☀️' })).toBeVisible();
    await shot(page, 'template-actions-05-folder-filter');
  });
});

test('sharing is a premium feature on the free plan, and test emails wait for a verified saved template', async ({
  page,
}) => {
  const accountId = await freshAccount(page, 'Free plan account');
  await setPlanName(accountId, 'Free Plan');
  const id = await savedTemplate(accountId, 'Free newsletter');
  await page.goto(`/app/template/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Free newsletter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Share', exact: true }).hover({ force: true });
  await expect(
    page.getByText(
      'You discovered a premium feature: Share your email templates with others for review and get feedback. This feature is only available in Lite plan and above.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
    'href',
    '/app/settings/plans',
  );
  await shot(page, 'template-actions-06-share-premium');

  const uploaded = await insertTemplate(accountId, {
    name: 'Uploaded one',
    html: HTML,
    createdBy: await userIdOf(user.email),
  });
  await page.goto(`/app/template/${uploaded}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Uploaded one' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send test email' })).toHaveCount(0);
});
