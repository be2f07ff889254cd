import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { clickMenuItem } from './support/menus';
import { shot } from './support/screens';
import { linksIn, waitForMail } from './support/outbox';
import { postJson } from './support/session';

// A newcomer far from UTC: the new account starts in the browser's timezone.
const BROWSER_ZONE = 'Pacific/Kiritimati';
test.use({ timezoneId: BROWSER_ZONE });

const VERIFY_ALERT = "You'll have to first verify your account by clicking on the link sent to your email.";

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const signOut = async (page: Page, name: string) => {
  await page.getByRole('button', { name }).click();
  await clickMenuItem(page, 'Sign out');
  await expect(page).toHaveURL(/\/login/);
};

test('a newcomer signs up, is refused an easily guessed password, verifies by the emailed link, lands on getting started in their own timezone, changes the password and signs in with it', async ({ page, request }) => {
  // A whole first visit, screen by screen, on a machine shared with other runs.
  test.setTimeout(120_000);
  const user = {
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    email: `ada.${Date.now()}@example.com`,
    password: 'first-Passw0rd',
    newPassword: 'second-Passw0rd',
  };

  await test.step('sign up', async () => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await shot(page, 'auth-01-signup');
    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByLabel('Company').fill(user.company);
    await page.getByLabel('Email').fill(user.email);

    // An easily guessed password is refused with the reason, before anything is sent.
    await page.getByLabel('Password', { exact: true }).fill('12345678');
    await expect(page.getByText(/^This is a heavily used password\. Please choose a stronger password/)).toBeVisible();
    await shot(page, 'auth-02-signup-weak-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Check your email')).toBeHidden();

    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await expect(page.getByText(/heavily used password/)).toBeHidden();
    await shot(page, 'auth-03-signup-filled');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend email' })).toBeVisible();
    await shot(page, 'auth-04-check-your-email');
  });

  await test.step('open the link from the email, which verifies and signs in', async () => {
    // Signed out, the outbox screen is out of reach; the development outbox API serves this machine.
    const mail = await waitForMail(request, user.email, /verify/i);
    const href = linksIn(mail).find((link) => /\/verify\?token=/.test(link));
    expect(href).toBeDefined();
    await page.goto(href!);
    await expect(page.getByText('Your email is verified')).toBeVisible();
    await shot(page, 'auth-05-verified');
    await page.getByRole('button', { name: 'Continue to Sendwell' }).click();
    await expect(page.getByRole('button', { name: user.name })).toBeVisible();
    await expect(page.getByText(VERIFY_ALERT)).toBeHidden();
    await expect(page.getByRole('region', { name: 'Get started with Sendwell' })).toBeVisible();
    await shot(page, 'auth-06-signed-in-by-the-link');
  });

  await test.step("the account starts in the browser's timezone", async () => {
    await page.goto('/app/settings/myaccount');
    // The account's timezone (segments' relative dates) and the person's own both start as the browser's.
    for (const label of ['Account timezone', 'Timezone']) {
      const field = page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });
      await expect(field.locator('.ant-select')).toContainText(BROWSER_ZONE);
    }
    await shot(page, 'auth-06b-timezone-from-browser');
  });

  await test.step('the dev outbox shows the mail', async () => {
    await page.goto('/app/dev/outbox');
    await expect(page.getByRole('row').filter({ hasText: user.email }).filter({ hasText: /verify/i })).toBeVisible();
    await shot(page, 'auth-07-outbox');
  });

  await test.step('sign out, then sign in', async () => {
    await page.goto('/app');
    await signOut(page, user.name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await shot(page, 'auth-08-login');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/app/);
    await expect(page.getByRole('button', { name: user.name })).toBeVisible();
    await expect(page.getByText(VERIFY_ALERT)).toBeHidden();
    await shot(page, 'auth-09-signed-in-verified');
  });

  await test.step('change the password', async () => {
    await page.goto('/app/settings/myaccount');
    await expect(page.getByText('Profile', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Change password', { exact: true }).first()).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill(user.newPassword);
    await page.getByLabel(/^confirm (new )?password$/i).fill(user.newPassword);
    await shot(page, 'auth-10-change-password');
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page.getByText(/password (has been |was )?(changed|updated)/i).first()).toBeVisible();
    await shot(page, 'auth-11-password-changed');
  });

  await test.step('sign out, the old password no longer works, the new one does', async () => {
    await signOut(page, user.name);
    await shot(page, 'auth-12-signed-out');

    await signIn(page, user.email, user.password);
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await shot(page, 'auth-13-old-password-rejected');

    await signIn(page, user.email, user.newPassword);
    await expect(page).toHaveURL(/\/app/);
    await expect(page.getByRole('button', { name: user.name })).toBeVisible();
    await shot(page, 'auth-14-signed-in-with-new-password');
  });
});

test('signed out, a newcomer resets a forgotten password through the dev outbox', async ({ page, request }) => {
  const user = {
    name: 'Grace Hopper',
    company: 'Compilers Inc',
    email: `grace.${Date.now()}@example.com`,
    password: 'forgotten-Passw0rd-7',
    newPassword: 'remembered-Passw0rd-8',
  };
  await postJson(request, '/api/auth/v0/signup', user);
  // Sign-up starts no session, and the page never signed in: it starts signed out.

  await test.step('ask for a reset link', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in page stays until the next page's code has loaded; its Email field is not the one to fill.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the dev outbox' })).toBeVisible();
    await shot(page, 'auth-reset-01-link-sent');
  });

  await test.step('read the mail in the dev outbox, signed out', async () => {
    await waitForMail(request, user.email, /reset/i);
    await page.getByRole('link', { name: 'Open the dev outbox' }).click();
    await expect(page).toHaveURL(/\/app\/dev\/outbox$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dev outbox' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByLabel('Recipient').fill(user.email);
    await page.getByRole('button', { name: 'Filter' }).click();
    const row = page.getByRole('row').filter({ hasText: user.email }).filter({ hasText: /reset/i });
    await expect(row).toBeVisible();
    await shot(page, 'auth-reset-02-outbox-signed-out');
    // Away from the Filter button, whose hover colour is not its resting one.
    await page.mouse.move(0, 0);
    const audit = await new AxeBuilder({ page }).analyze();
    const where = (nodes: { target: unknown[] }[]) => nodes.map((node) => node.target.join(' ')).join(', ');
    expect(audit.violations.map((violation) => `${violation.id} at ${where(violation.nodes)}: ${violation.help}`)).toEqual([]);

    await row.click();
    const resetLink = page.getByRole('link', { name: /\/reset-password\?token=/ }).first();
    await expect(resetLink).toBeVisible();
    const href = await resetLink.getAttribute('href');
    expect(href).toMatch(/\/reset-password\?token=/);
    await page.goto(href!);
  });

  await test.step('choose a new password and sign in with it', async () => {
    await page.getByLabel('New password', { exact: true }).fill(user.newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(user.newPassword);
    await shot(page, 'auth-reset-03-new-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();

    await signIn(page, user.email, user.newPassword);
    await expect(page).toHaveURL(/\/app/);
    await expect(page.getByRole('button', { name: user.name })).toBeVisible();
    await shot(page, 'auth-reset-04-signed-in');
  });
});
