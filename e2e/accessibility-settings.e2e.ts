import { expect, test, type Page } from '@playwright/test';
import { settingsTabNames } from '../apps/web/src/app/settings-tab-list';
import { auditOverlay, auditScreen, focused, settle } from './support/accessibility';
import { useAccessibilitySuite } from './support/accessibility-suite';
import { insertInvitation, insertTeamMember } from './support/database';
import { openedDialog } from './support/dialogs';
import { shot } from './support/screens';

/*
 * The accessibility sweep of the settings, campaigns, dev outbox and not-found screens, and signing in by
 * keyboard (see support/accessibility-suite.ts).
 */

const { user, freshAccount, collect, testNoDeadLinks } = useAccessibilitySuite('settings');

test('the campaigns page is accessible', async ({ page }) => {
  await page.goto('/app/campaigns');
  await collect(page, await auditScreen(page, 'campaigns', { shell: true }));
});

/** The add form, and the address and webhook verification modals that follow adding a sender. */
const auditSenderDialogs = async (page: Page) => {
  const addSender = async (kind: string, fill: Record<string, string>) => {
    await page.getByRole('button', { name: 'Add sender' }).click();
    await page.getByRole('menuitem', { name: kind, exact: true }).click();
    const form = page.getByRole('dialog', { name: `Add ${kind} sender` });
    for (const [label, value] of Object.entries(fill))
      await form.getByLabel(label, { exact: true }).fill(value);
    return form;
  };
  const form = await addSender('Custom SMTP', {});
  await auditOverlay(page, 'add-sender-custom-smtp');
  await form.getByRole('button', { name: 'Cancel' }).click();

  const own = await addSender('Sendwell', { 'From email': `a11y.${Date.now()}@shop.example` });
  await own.getByRole('button', { name: 'Add sender' }).click();
  const address = page.getByRole('dialog', { name: 'Verify sender address' });
  await expect(address.getByText('Check your inbox')).toBeVisible();
  await auditOverlay(page, 'verify-sender-address');
  await address.getByRole('button', { name: 'Later' }).click();

  const api = await addSender('SendGrid', {
    'From email': `a11y.grid.${Date.now()}@shop.example`,
    'API key': 'SG.not-a-real-key',
  });
  await api.getByRole('button', { name: 'Add sender' }).click();
  const webhook = await openedDialog(page, 'Verify event webhook');
  await webhook.getByRole('button', { name: 'Show webhook address' }).click();
  await expect(webhook.getByLabel('Webhook address')).toBeVisible();
  await auditOverlay(page, 'verify-event-webhook');
  await webhook.getByRole('button', { name: 'Later' }).click();
};

for (const tab of settingsTabNames) {
  test(`the ${tab.label} settings tab is accessible`, async ({ page }) => {
    // Four screens for axe (the tab, then a sender added three ways), as many as the other long sweeps.
    if (tab.key === 'sendersettings') test.setTimeout(120_000);
    // The team has someone to change and an invitation waiting, so every control is on screen. The invite
    // dialog is audited first, while the trial's team of three (the primary owner counted) still has room.
    if (tab.key === 'teamMembers') {
      const accountId = await freshAccount(page, 'Team account');
      await insertTeamMember(accountId, 'Zoë Müller', `zoe.${Date.now()}@example.com`);
      await page.goto(`/app/settings/${tab.key}`);
      await page.getByRole('button', { name: 'Invite member' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite a team member' });
      await expect(invite).toBeVisible();
      await auditOverlay(page, 'invite-team-member');
      await invite.getByRole('button', { name: 'Cancel' }).click();
      await expect(invite).toBeHidden();
      await insertInvitation(accountId, `invited.${Date.now()}@example.com`, `a11y-${Date.now()}`);
    }
    await page.goto(`/app/settings/${tab.key}`);
    await collect(page, await auditScreen(page, `settings-${tab.key}`, { shell: true }));
    if (tab.key === 'apikey') {
      await page.getByRole('button', { name: 'Create API key' }).click();
      await expect(page.getByRole('dialog', { name: 'Create API key' })).toBeVisible();
      await auditOverlay(page, 'create-api-key');
    }
    if (tab.key === 'sendersettings') await auditSenderDialogs(page);
    if (tab.key === 'teamMembers') {
      // The team is full now: the plan's notice is on screen and inviting waits for more room.
      await expect(page.getByRole('button', { name: 'Invite member' })).toBeDisabled();
      await page.getByRole('button', { name: 'Make Zoë Müller the primary owner' }).click();
      await expect(page.getByRole('dialog', { name: 'Transfer primary ownership' })).toBeVisible();
      await auditOverlay(page, 'transfer-ownership');
    }
  });
}

test('the dev outbox in the app is accessible', async ({ page }) => {
  await page.goto('/app/dev/outbox');
  await collect(page, await auditScreen(page, 'dev-outbox', { shell: true }));
});

for (const [name, path] of [
  ['not-found-in-app', '/app/no-such-page'],
  ['not-found-settings-tab', '/app/settings/no-such-tab'],
] as const) {
  test(`${name} is accessible`, async ({ page }) => {
    await page.goto(path);
    await collect(page, await auditScreen(page, name, { shell: true }));
  });
}

test('signing in works by keyboard alone', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await settle(page);
    const stops = [await focused(page)];
    await page.keyboard.type(user.email);
    for (let i = 0; i < 6 && stops.at(-1)!.name !== 'Sign in'; i++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
      if (stops.at(-1)!.name === 'Password') await page.keyboard.type(user.password);
    }
    // The password's show toggle is a stop of its own, between the password and the reset link.
    expect(stops.map((stop) => stop.name)).toEqual([
      'Email',
      'Password',
      'Show',
      'Forgot password?',
      'Sign in',
    ]);
    for (const stop of stops) expect(stop.ring, `a focus ring on ${stop.name}`).toBe(true);
    await shot(page, 'a11y-keyboard-sign-in');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\//);
    await expect(page.getByRole('button', { name: user.name })).toBeVisible();
  } finally {
    await context.close();
  }
});
testNoDeadLinks('settings and app');
