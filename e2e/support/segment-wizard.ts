import { expect, type Locator, type Page } from '@playwright/test';
import { daysAgo, insertActivity, insertContacts, insertList, insertSentCampaign } from './database';
import { choose } from './menus';
import { shot } from './screens';

/* The segment wizard as a marketer drives it, and the newsletter data the segment specs count. */

export const wizard = (page: Page, title = 'Create Segment') => page.getByRole('dialog', { name: title });
export const condition = (dialog: Locator, group: number, index: number) =>
  dialog.getByRole('group', { name: `Group ${group} condition ${index}` });

/** The live count beside 'Preview count' in step 3's footer: 'Counting…', then '3 contacts'. */
export const previewCount = (dialog: Locator) => dialog.getByRole('status', { name: 'Preview count' });

/** Steps 1 and 2 of the wizard: start from scratch, name the segment, pick whom it draws from, go on to conditions. */
export const startFromScratch = async (
  page: Page,
  dialog: Locator,
  name: string,
  belongsTo = 'All contacts',
) => {
  // The card is chosen by keyboard: the wizard zooms in from the button that opened it, and on a loaded
  // machine a pointer click aimed while it still moves can land on the mask beside the card, which does
  // nothing (the wizard stays on step 1 and the name field never comes).
  await dialog.getByRole('button', { name: 'Start from scratch' }).press('Enter');
  await dialog.getByLabel('Name the segment').fill(name);
  await choose(page, dialog.getByLabel('Contacts belong to'), belongsTo, {
    away: dialog.getByText('Select contacts to segment'),
  });
  await dialog.getByRole('button', { name: 'Next - create condition' }).click();
};

/** The whole antd Select around its labelled input, which shows the chosen option's label. */
export const shown = (select: Locator) =>
  select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

export const openWizard = async (page: Page) => {
  await page.getByRole('button', { name: 'Create segment' }).click();
  const dialog = wizard(page);
  await expect(dialog.getByText('Step 1/3')).toBeVisible();
  return dialog;
};

/** The table's count link of a segment; `count` reads as the preview does ('1 contact', '3 contacts'). */
export const countLink = (page: Page, count: string, name: string) => {
  const number = count.split(' ')[0]!;
  return page.getByRole('link', { name: new RegExp(`^${number} contacts? in ${name}$`) });
};

/** A day as the wizard's date inputs read it (the account's timezone is UTC). */
export const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

/** Contacts in Berlin, Paris, Rome and Madrid on a Newsletter list, and a campaign some of them opened. */
export const seedNewsletter = async (accountId: string) => {
  const newsletter = await insertList(accountId, { name: 'Newsletter' });
  await insertList(accountId, { name: 'Churned' });
  const [ana, ben, cara, dan, eve] = await insertContacts(
    accountId,
    [
      { email: 'ana@example.com', properties: { city: 'Berlin' } },
      { email: 'ben@example.com', properties: { city: 'Berlin' } },
      { email: 'cara@example.com', properties: { city: 'Paris' } },
      { email: 'dan@example.com', properties: { city: 'Rome' } },
      { email: 'eve@example.com', properties: { city: 'Madrid' } },
    ],
    [newsletter],
  );
  // Outside the list: a Berliner the segment must not count.
  await insertContacts(accountId, [{ email: 'zed@example.com', properties: { city: 'Berlin' } }]);
  const spring = await insertSentCampaign(accountId, 'Spring launch', [newsletter], 5);
  await insertSentCampaign(accountId, 'Autumn sale', [newsletter], 40);
  await insertActivity(accountId, [
    ...[ana!, ben!, cara!, dan!, eve!].map((contactId) => ({
      contactId,
      campaignId: spring,
      kind: 'sent' as const,
      at: daysAgo(5),
    })),
    { contactId: ben!, campaignId: spring, kind: 'opened', at: daysAgo(4) },
    { contactId: cara!, campaignId: spring, kind: 'opened', at: daysAgo(3) },
  ]);
  return { newsletter, spring, ids: { ana: ana!, ben: ben!, cara: cara!, dan: dan!, eve: eve! } };
};

/** Creates a segment of all contacts with the conditions `build` fills in, checking the preview and the table. */
export const createThroughWizard = async (
  page: Page,
  name: string,
  build: (first: Locator, dialog: Locator) => Promise<void>,
  count: string,
  screen: string,
) => {
  const dialog = await openWizard(page);
  await startFromScratch(page, dialog, name);
  await build(condition(dialog, 1, 1), dialog);
  await expect(previewCount(dialog)).toHaveText(count);
  await shot(page, screen);
  await dialog.getByRole('button', { name: 'Create Segment' }).click();
  await expect(dialog).toBeHidden();
  await expect(countLink(page, count, name)).toBeVisible({ timeout: 30_000 });
};
