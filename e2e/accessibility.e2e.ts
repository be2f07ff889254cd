import { expect, test, type Page } from '@playwright/test';
import { settingsTabNames } from '../apps/web/src/app/settings-tab-list';
import { auditOverlay, auditScreen, expectNoDeadLinks, focused, settle } from './support/accessibility';
import {
  database,
  insertContacts,
  insertInvitation,
  insertJourney,
  insertList,
  insertTemplate,
  insertTeamMember,
  setContactsAllocated,
  userIdOf,
} from './support/database';
import { openLists, openMenu, useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { condition, openWizard, previewCount, startFromScratch, wizard } from './support/segment-wizard';
import { shot } from './support/screens';
import { feedbackAnswers, insertTemplateSubmissions } from './support/template-submissions';
import { switchAccount } from './support/session';

/*
 * Every screen of the app passes axe (no serious or critical violation), has one h1 and its landmarks,
 * works by keyboard, and no link on it leads to a 404. Each test but the link crawls makes its own data, so
 * any one runs alone (-g); the crawls visit the links the screens before them collected.
 */

/** Tab once from the top of the screen: the skip link shows; Enter puts the focus in the main landmark. */
const expectSkipLink = async (page: Page, name: string) => {
  await settle(page);
  await page.keyboard.press('Tab');
  const stop = await focused(page);
  expect(stop.name).toBe('Skip to main content');
  expect(stop.ring, 'a focus ring on the skip link').toBe(true);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();
  await shot(page, `a11y-skip-link-${name}`);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  // The next Tab goes on from the main content, past the navigation.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
    'the next stop is inside main',
  ).toBe(true);
};

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test.describe.configure({ mode: 'serial' });

  const links: string[] = [];
  const publicScreens: [name: string, path: string][] = [
    ['login', '/login'],
    ['signup', '/signup'],
    ['verify-without-token', '/verify'],
    ['verify-bad-token', '/verify?token=not-a-real-token'],
    ['verify-sender-without-token', '/verify-sender'],
    ['verify-sender-bad-token', '/verify-sender?token=not-a-real-token'],
    ['forgot-password', '/forgot-password'],
    ['reset-password-without-token', '/reset-password'],
    ['reset-password', '/reset-password?token=not-a-real-token'],
    ['invitation-bad-token', '/invitation?token=not-a-real-token'],
    ['dev-outbox-signed-out', '/app/dev/outbox'],
    ['not-found-signed-out', '/no-such-page'],
  ];

  for (const [name, path] of publicScreens) {
    test(`${name} is accessible`, async ({ page }) => {
      await page.goto(path);
      links.push(...(await auditScreen(page, name)));
    });
  }

  test('an invitation link is accessible, with its sign-up form', async ({ page }) => {
    const { rows } = await database().query<{ id: string }>(
      `insert into accounts (name, trial_due_date) values ('Bäckerei Zoë', now() + interval '21 days') returning id`,
    );
    const token = `a11y-invitation-${Date.now()}`;
    await insertInvitation(rows[0]!.id, `newcomer.${Date.now()}@example.com`, token);
    await page.goto(`/invitation?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Join Bäckerei Zoë' })).toBeVisible();
    links.push(...(await auditScreen(page, 'invitation')));
  });

  test('a signed-out screen starts with a skip link to its main content', async ({ page }) => {
    await page.goto('/verify');
    await expectSkipLink(page, 'signed-out');
  });

  test('no link on the signed-out screens leads to a 404', async ({ page }) => {
    expect(links.length).toBeGreaterThan(0);
    await expectNoDeadLinks(page, links);
  });
});

test.describe('signed in', () => {
  const { user, freshAccount } = useListsSuite('a11y');
  /** The links each screen showed, by the account it showed them in: a list's page is its account's. */
  const links = new Map<string, string[]>();
  const collect = async (page: Page, hrefs: string[]) => {
    const { accountId } = (await (await page.request.get('/api/user')).json()) as { accountId: string };
    links.set(accountId, [...(links.get(accountId) ?? []), ...hrefs]);
  };

  /** An account of the test's own with two lists, a segment and three contacts; returns the list holding them. */
  const seed = async (page: Page) => {
    const accountId = await freshAccount(page, 'Accessible account');
    const listId = await insertList(accountId, { name: 'Newsletter' });
    await insertList(accountId, { name: 'Spring sale' });
    const londoners = await insertList(accountId, { name: 'Londoners', type: 'dynamic' });
    await database().query(`update lists set definition = $3 where account_id = $1 and id = $2`, [
      accountId,
      londoners,
      JSON.stringify({
        recipientLists: null,
        segmentFilters: [
          {
            filters: [
              { property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'London' },
            ],
          },
        ],
      }),
    ]);
    const [contactId] = (await insertContacts(
      accountId,
      [
        { email: 'ada@example.com', properties: { firstName: 'Ada', city: 'London' } },
        { email: 'grace@example.com', properties: { firstName: 'Grace' } },
        { email: 'alan@example.com', isUnsubscribed: true },
      ],
      [listId],
    )) as [number];
    return { accountId, listId, contactId };
  };

  /** The seeded account with a template saved in the editor, so its dashboard offers every action. */
  const seedTemplate = async (page: Page) => {
    const { accountId } = await seed(page);
    return insertTemplate(accountId, {
      name: 'Spring sale',
      html: '<html><body><h1>Spring sale</h1><p>Everything 20% off.</p></body></html>',
      createdBy: await userIdOf(user.email),
      category: 'saved',
    });
  };

  test('the contacts page and its dialogs are accessible', async ({ page }) => {
    test.setTimeout(120_000);
    const { accountId } = await seed(page);
    // The plan is full, so the warning and its 'Upgrade now' link are on the page for the crawl.
    await setContactsAllocated(accountId, 3);
    await openLists(page);
    await collect(page, await auditScreen(page, 'contacts', { shell: true }));

    await test.step('the import choice', async () => {
      await page.getByRole('button', { name: 'Import contacts' }).click();
      await expect(page.getByRole('menuitem', { name: /Add contacts manually/ })).toBeVisible();
      await auditOverlay(page, 'import-choice');
    });

    await test.step('creating a list by adding contacts', async () => {
      await page.getByRole('menuitem', { name: /Add contacts manually/ }).dispatchEvent('click');
      const dialog = page.getByRole('dialog', { name: 'Add contacts manually' });
      await expect(dialog).toBeVisible();
      await auditOverlay(page, 'create-list');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('importing a CSV file', async () => {
      await page.getByRole('button', { name: 'Import contacts' }).click();
      await page.getByRole('menuitem', { name: /Import via CSV/ }).dispatchEvent('click');
      const dialog = page.getByRole('dialog').filter({ visible: true });
      await expect(dialog).toBeVisible();
      await auditOverlay(page, 'import-csv');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('archiving a list', async () => {
      await openMenu(page, 'Spring sale', 'Archive');
      const dialog = page.getByRole('dialog', { name: 'Archive or delete "Spring sale"' });
      await expect(dialog).toBeVisible();
      await auditOverlay(page, 'archive-list');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step("the segment wizard's first step", async () => {
      const dialog = await openWizard(page);
      await auditOverlay(page, 'segment-wizard');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step("the wizard's conditions, with an unfinished one and the live count", async () => {
      const dialog = await openWizard(page);
      await startFromScratch(page, dialog, 'Londoners again');
      const first = condition(dialog, 1, 1);
      await choose(page, first.getByLabel('Condition type'), 'Contact property');
      await expect(first).toHaveAccessibleDescription('Choose a property');
      await expect(previewCount(dialog)).toHaveText(/contacts?$/);
      await auditOverlay(page, 'segment-wizard-conditions');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step("a segment's definition and its conditions being edited", async () => {
      await page
        .getByRole('row')
        .filter({ hasText: 'Londoners' })
        .getByRole('button', { name: 'Show definition' })
        .click();
      const definition = page.getByRole('dialog', { name: 'Segment definition' });
      await expect(definition.getByLabel('Segment definition')).toHaveText(
        'All contacts whose city is London.',
      );
      await auditOverlay(page, 'show-definition');
      await page.keyboard.press('Escape');
      await expect(definition).toBeHidden();

      await openMenu(page, 'Londoners', 'Edit conditions');
      const edit = wizard(page, 'Edit conditions');
      await expect(condition(edit, 1, 1).getByLabel('Property value')).toHaveValue('London');
      await expect(previewCount(edit)).toHaveText(/contacts?$/);
      await auditOverlay(page, 'edit-conditions');
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();
    });
  });

  test("a list's contacts and a contact's drawer are accessible", async ({ page }) => {
    const { listId } = await seed(page);
    await page.goto(`/app/contacts/lists/${listId}`);
    await expect(page.getByRole('row').filter({ hasText: 'ada@example.com' })).toBeVisible();
    await collect(page, await auditScreen(page, 'list-contacts', { shell: true }));
    await page.getByRole('row').filter({ hasText: 'ada@example.com' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact' })).toBeVisible();
    await auditOverlay(page, 'contact-drawer');
  });

  test('the import history is accessible', async ({ page }) => {
    const { listId } = await seed(page);
    await database().query(
      `insert into imports (account_id, list_id, source, file_name, status, total_rows, processed_rows, new_count, warning_count, completed_at)
       select account_id, id, 'csv', 'spring-leads.csv', 'done', 3, 3, 3, 1, now() from lists where id = $1`,
      [listId],
    );
    await page.goto('/app/contacts/imports');
    await expect(page.getByRole('row').filter({ hasText: 'spring-leads.csv' })).toBeVisible();
    await collect(page, await auditScreen(page, 'import-history', { shell: true }));
  });

  test("a contact's page, its property form and its delete dialog are accessible", async ({ page }) => {
    const { contactId } = await seed(page);
    await page.goto(`/app/contact/${contactId}`);
    await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
    await collect(page, await auditScreen(page, 'contact-page', { shell: true }));
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Save properties' })).toBeVisible();
    await collect(page, await auditScreen(page, 'contact-page-edit', { shell: true }));
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Archive or delete ada@example.com' })).toBeVisible();
    await auditOverlay(page, 'delete-contact');
  });

  test('all contacts, with a selection and its bulk dialogs, are accessible', async ({ page }) => {
    await seed(page);
    await page.goto('/app/contacts/all');
    await expect(page.getByRole('row').filter({ hasText: 'ada@example.com' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select ada@example.com' }).check();
    await expect(page.getByRole('region', { name: 'Selected contacts' })).toBeVisible();
    await collect(page, await auditScreen(page, 'all-contacts', { shell: true }));
    for (const [button, title] of [
      ['Add to list', 'Add 1 contact to a list'],
      ['Delete', 'Delete 1 contact?'],
    ] as const) {
      await page
        .getByRole('region', { name: 'Selected contacts' })
        .getByRole('button', { name: button })
        .click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await auditOverlay(page, `all-contacts-${button.toLowerCase().replaceAll(' ', '-')}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('the journeys pages are accessible', async ({ page }) => {
    const accountId = await freshAccount(page, 'Journeys account');
    const segment = await insertList(accountId, { name: 'Loyal buyers', type: 'dynamic' });
    const journey = await insertJourney(accountId, 'Birthday treat', 'Paused', segment);
    await insertJourney(accountId, 'VIP welcome', 'Available', segment);
    for (const [name, path] of [
      ['journeys', '/app/journey'],
      ['journeys-filtered', `/app/journey?filterBySegmentTrigger=${segment}`],
      ['journey-dashboard', `/app/journey/dashboard/${journey}`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText('Birthday treat').first()).toBeVisible();
      await collect(page, await auditScreen(page, name, { shell: true }));
    }
  });

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
    const webhook = page.getByRole('dialog', { name: 'Verify event webhook' });
    await webhook.getByRole('button', { name: 'Show webhook address' }).click();
    await expect(webhook.getByLabel('Webhook address')).toBeVisible();
    await auditOverlay(page, 'verify-event-webhook');
    await webhook.getByRole('button', { name: 'Later' }).click();
  };

  for (const tab of settingsTabNames) {
    test(`the ${tab.label} settings tab is accessible`, async ({ page }) => {
      // The team has someone to change and an invitation waiting, so every control is on screen.
      if (tab.key === 'teamMembers') {
        const accountId = await freshAccount(page, 'Team account');
        await insertTeamMember(accountId, 'Zoë Müller', `zoe.${Date.now()}@example.com`);
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
        await page.getByRole('button', { name: 'Invite member' }).click();
        const invite = page.getByRole('dialog', { name: 'Invite a team member' });
        await expect(invite).toBeVisible();
        await auditOverlay(page, 'invite-team-member');
        await invite.getByRole('button', { name: 'Cancel' }).click();
        await expect(invite).toBeHidden();
        await page.getByRole('button', { name: 'Make Zoë Müller the primary owner' }).click();
        await expect(page.getByRole('dialog', { name: 'Transfer primary ownership' })).toBeVisible();
        await auditOverlay(page, 'transfer-ownership');
      }
    });
  }

  test('the templates pages and their dialogs are accessible', async ({ page }) => {
    test.setTimeout(150_000);
    const templateId = await seedTemplate(page);
    await page.goto('/app/templates/saved');
    await expect(page.getByRole('link', { name: 'Spring sale' })).toBeVisible();
    await collect(page, await auditScreen(page, 'templates-saved', { shell: true }));

    await test.step('the upload dialog', async () => {
      await page.getByRole('button', { name: 'More ways to create a template' }).click();
      await page.getByRole('menuitem', { name: 'Upload Template' }).dispatchEvent('click');
      const dialog = page.getByRole('dialog', { name: 'Upload template' });
      await expect(dialog).toBeVisible();
      await auditOverlay(page, 'upload-template');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('the manage email types dialog', async () => {
      await page.getByRole('button', { name: 'More actions', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Manage email types' }).dispatchEvent('click');
      const dialog = page.getByRole('dialog', { name: 'Manage email types' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('No email types yet')).toBeVisible();
      await auditOverlay(page, 'manage-email-types');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    for (const tab of ['new', 'blocks', 'brandlibrary']) {
      await page.goto(`/app/templates/${tab}`);
      await collect(page, await auditScreen(page, `templates-${tab}`, { shell: true }));
    }

    await page.goto(`/app/template/${templateId}`);
    await expect(
      page
        .locator('iframe[title="HTML version of Spring sale"]')
        .contentFrame()
        .getByText('Everything 20% off.'),
    ).toBeVisible();
    // Its links are the saved list's and the shell's, crawled from the other screens.
    // axe reads every frame; the sandboxed preview makes that slow, so the dashboard is audited once.
    await auditScreen(page, 'template-dashboard', { shell: true });
  });

  test("the template dashboard's Submissions and Insights tabs are accessible", async ({ page }) => {
    test.setTimeout(150_000);
    const { accountId } = await seed(page);
    const templateId = await insertTemplate(accountId, {
      name: 'Delivery feedback',
      html: '<html><body><h1>How did we do?</h1></body></html>',
      createdBy: await userIdOf(user.email),
    });
    await insertTemplateSubmissions(
      accountId,
      templateId,
      Array.from({ length: 9 }, (_, n) => ({
        email: `fan${n}@example.com`,
        submittedAt: new Date(Date.UTC(2026, 2, 1, 9, n)),
        answers: feedbackAnswers(n),
      })),
    );
    await page.goto(`/app/template/${templateId}`);
    await page.getByRole('tab', { name: 'Submissions' }).click();
    await expect(page.getByRole('heading', { name: '9 submissions' })).toBeVisible();
    await auditScreen(page, 'template-submissions', { shell: true });
    await page.getByRole('tab', { name: 'Insights' }).click();
    await expect(page.getByRole('region', { name: 'Rate the delivery' })).toBeVisible();
    await auditScreen(page, 'template-insights', { shell: true });
  });

  test("the template dashboard's dialogs and the public review page are accessible", async ({ page }) => {
    // The dashboard with its preview frames is audited in the test above; here axe leaves the frames out.
    test.setTimeout(200_000);
    const templateId = await seedTemplate(page);
    await page.goto(`/app/template/${templateId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Spring sale' })).toBeVisible();

    for (const [button, title, name] of [
      ['Rename', 'Rename template', 'rename-template'],
      ['Send test email', 'Send test email', 'send-test-email'],
      ['Move to folder', 'Move to folder', 'move-template'],
    ] as const) {
      await test.step(`the ${name} dialog`, async () => {
        await page.getByRole('button', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await auditOverlay(page, name, { exclude: 'iframe' });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    }

    let link = '';
    await test.step('the share dialog, with its link', async () => {
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Share template' });
      await dialog.getByRole('button', { name: 'Create share link' }).click();
      link = (await dialog.locator('code').textContent()) ?? '';
      expect(link).toContain('/share/template/');
      await auditOverlay(page, 'share-template', { exclude: 'iframe' });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step("the share link's public review page", async () => {
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Spring sale' })).toBeVisible();
      await expect(
        page
          .locator('iframe[title="HTML version of Spring sale"]')
          .contentFrame()
          .getByText('Everything 20% off.'),
      ).toBeVisible();
      await collect(page, await auditScreen(page, 'shared-template'));
      await expect(page.getByRole('banner')).toHaveCount(1);
      await page.goto('/share/template/not-a-share-link');
      await collect(page, await auditScreen(page, 'shared-template-gone'));
    });
  });

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

  test('no link in the app leads to a 404', async ({ page }) => {
    // Every page the screens link to, each loaded until it settles.
    test.setTimeout(180_000);
    expect(links.size).toBeGreaterThan(0);
    for (const [accountId, hrefs] of links) {
      await switchAccount(page, accountId);
      await expectNoDeadLinks(page, hrefs);
    }
  });

  test('the app frame starts with a skip link to the main content', async ({ page }) => {
    await freshAccount(page, 'Skipping account');
    await openLists(page);
    await expectSkipLink(page, 'signed-in');
  });

  test('the lists table works by keyboard: the page actions, then a row menu opened and closed', async ({
    page,
  }) => {
    await seed(page);
    await openLists(page);
    await settle(page);
    const stops: { name: string; ring: boolean }[] = [];
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      stops.push(stop);
      if (stop.name === 'More actions for Newsletter') break;
    }
    const names = stops.map((stop) => stop.name);
    const order = ['Create segment', 'Import contacts', 'More actions for Newsletter'].map((name) =>
      names.indexOf(name),
    );
    expect(
      order.every((index) => index >= 0),
      `focus stops: ${names.join(' | ')}`,
    ).toBe(true);
    expect(
      [...order].sort((a, b) => a - b),
      `focus stops: ${names.join(' | ')}`,
    ).toEqual(order);
    for (const index of order) expect(stops[index]!.ring, `a focus ring on ${names[index]}`).toBe(true);
    await shot(page, 'a11y-keyboard-row-actions-focused');

    await page.keyboard.press('Enter');
    const menu = page.locator('.ant-dropdown-menu').filter({ visible: true });
    await expect(menu.getByRole('menuitem', { name: /Rename/ })).toBeVisible();
    await shot(page, 'a11y-keyboard-row-menu-open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect((await focused(page)).name).toBe('More actions for Newsletter');
  });

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
});
