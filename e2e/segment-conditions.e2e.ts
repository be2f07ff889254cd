import { expect, test } from '@playwright/test';
import {
  daysAgo,
  insertActivity,
  insertContacts,
  insertEvent,
  insertList,
  insertSentCampaign,
} from './support/database';
import { openLists, useListsSuite } from './support/lists-suite';
import { choose } from './support/menus';
import { shot } from './support/screens';
import {
  condition,
  createThroughWizard,
  ddmmyyyy,
  openWizard,
  previewCount,
  seedNewsletter,
  shown,
  startFromScratch,
} from './support/segment-wizard';
import {
  insertEmailType,
  insertForm,
  insertFormSubmission,
  insertSender,
  insertStoreConnection,
  insertStoreEvent,
} from './support/segment-seeds';

const { freshAccount } = useListsSuite('segment-conditions');

test('engagement metrics, custom events, store events and web forms count right and save', async ({
  page,
}) => {
  // Four segments made through the whole wizard, each waiting for its members to be computed.
  test.setTimeout(180_000);
  const accountId = await freshAccount(page, 'Kinds account');
  const list = await insertList(accountId, { name: 'Everyone' });
  const [c1, c2, c3, c4] = await insertContacts(
    accountId,
    ['c1', 'c2', 'c3', 'c4'].map((name) => ({ email: `${name}@example.com` })),
    [list],
  );
  const campaign = await insertSentCampaign(accountId, 'Weekly digest', [list], 10);
  const sent = (contactId: number, days: number) => ({
    contactId,
    campaignId: campaign,
    kind: 'sent' as const,
    at: daysAgo(days),
  });
  const opened = (contactId: number, days: number) => ({
    contactId,
    campaignId: campaign,
    kind: 'opened' as const,
    at: daysAgo(days),
  });
  await insertActivity(accountId, [
    sent(c1!, 10),
    sent(c1!, 5),
    opened(c1!, 9),
    opened(c1!, 4),
    sent(c2!, 10),
    sent(c2!, 5),
    sent(c3!, 10),
    opened(c3!, 8),
  ]);
  await insertEvent(accountId, c1!, 'Purchase', daysAgo(3), { amount: 30 });
  await insertEvent(accountId, c2!, 'Purchase', daysAgo(4), { amount: 80 });
  await insertEvent(accountId, c4!, 'Purchase', daysAgo(5), { amount: 120 });
  await insertStoreEvent(accountId, c1!, 'orderPlaced', daysAgo(20), { orderValue: 40 });
  await insertStoreEvent(accountId, c1!, 'orderPlaced', daysAgo(2), { orderValue: 60 });
  await insertStoreEvent(accountId, c3!, 'orderPlaced', daysAgo(6), { orderValue: 25 });
  const signup = await insertForm(accountId, 'Webflow', 'Newsletter signup');
  const contactUs = await insertForm(accountId, 'Webflow', 'Contact us');
  await insertFormSubmission(accountId, c2!, signup, 'Webflow', daysAgo(3));
  await insertFormSubmission(accountId, c3!, signup, 'Webflow', daysAgo(12));
  await insertFormSubmission(accountId, c4!, contactUs, 'Webflow', daysAgo(1));
  await openLists(page);

  await test.step('open rate above 40% in the last 30 days', async () => {
    await createThroughWizard(
      page,
      'Keen openers',
      async (first) => {
        await choose(page, first.getByLabel('Condition type'), 'Engagement metrics');
        await choose(page, first.getByLabel('Metric', { exact: true }), 'Open rate');
        await expect(shown(first.getByLabel('Metric operator'))).toContainText('greater than');
        await first.getByLabel('Metric value').pressSequentially('40');
        await first.getByLabel('Metric days').pressSequentially('30');
      },
      // c1 opened both, c3 its only one; c2 opened nothing and c4 was sent nothing.
      '2 contacts',
      'segments-16-kind-engagement',
    );
  });

  await test.step('a custom event with a property filter', async () => {
    await createThroughWizard(
      page,
      'Big spenders',
      async (first) => {
        await choose(page, first.getByLabel('Condition type'), 'Custom event');
        await first.getByRole('button', { name: 'Refresh event properties' }).click();
        await choose(page, first.getByLabel('Event', { exact: true }), 'Purchase');
        // A chosen event starts as at least 1 time.
        await expect(shown(first.getByLabel('Occurrence operator'))).toContainText('at least');
        await expect(first.getByLabel('Occurrence count')).toHaveValue('1');
        await choose(page, first.getByLabel('Occurrence range'), 'in the last');
        await first.getByLabel('Occurrence days').pressSequentially('30');
        // The event has one property: the filter opens with it chosen.
        await first.getByRole('button', { name: 'Property filter' }).click();
        await expect(shown(first.getByLabel('Event property', { exact: true }))).toContainText('Amount');
        await choose(page, first.getByLabel('Event property operator'), 'is greater than');
        await first.getByLabel('Event property value').pressSequentially('50');
      },
      '2 contacts',
      'segments-17-kind-custom-event',
    );
  });

  await test.step('a store event: placed at least two orders', async () => {
    await createThroughWizard(
      page,
      'Repeat buyers',
      async (first) => {
        await choose(page, first.getByLabel('Condition type'), 'Store event');
        await choose(page, first.getByLabel('Store event'), 'Placed Order');
        await choose(page, first.getByLabel('Occurrence operator'), 'at least');
        await first.getByLabel('Occurrence count').fill('');
        await first.getByLabel('Occurrence count').pressSequentially('2');
        await choose(page, first.getByLabel('Occurrence range'), 'over all time');
      },
      '1 contact',
      'segments-18-kind-store-event',
    );
  });

  await test.step('a web form submitted in a given form', async () => {
    await createThroughWizard(
      page,
      'Signed up on the web',
      async (first) => {
        await choose(page, first.getByLabel('Condition type'), 'Web form');
        await choose(page, first.getByLabel('Form app'), 'Webflow');
        await expect(shown(first.getByLabel('Submission', { exact: true }))).toContainText('has submitted');
        await expect(shown(first.getByLabel('Submission operator'))).toContainText('at least');
        await expect(first.getByLabel('Submission count')).toHaveValue('1');
        await choose(page, first.getByLabel('Submission range'), 'over all time');
        await first.getByRole('button', { name: 'Form name filter' }).click();
        await choose(page, first.getByLabel('Forms'), 'Newsletter signup', {
          away: first.getByText('the form'),
        });
      },
      '2 contacts',
      'segments-19-kind-web-form',
    );
  });

  await test.step('the store cards appear once the account has a store', async () => {
    const dialog = await openWizard(page);
    await expect(dialog.getByRole('button', { name: 'Repeat customers (All time)' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Win back opportunities (180 days)' })).toBeVisible();
    await dialog.getByRole('region', { name: 'Store customers' }).scrollIntoViewIfNeeded();
    await shot(page, 'segments-20-store-cards');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});

test('a version 1 store offers store orders: bought in the last 30 days for more than 100', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Store v1 account');
  await insertStoreConnection(accountId, 1);
  const list = await insertList(accountId, { name: 'Shoppers' });
  const [ann, bob] = await insertContacts(
    accountId,
    ['ann', 'bob', 'cat'].map((name) => ({ email: `${name}@shop.example` })),
    [list],
  );
  await insertStoreEvent(accountId, ann!, 'orderPlaced', daysAgo(3), { orderValue: 120 });
  await insertStoreEvent(accountId, bob!, 'orderPlaced', daysAgo(10), { orderValue: 45 });
  // Big, but too long ago.
  await insertStoreEvent(accountId, bob!, 'orderPlaced', daysAgo(60), { orderValue: 300 });
  await openLists(page);

  await createThroughWizard(
    page,
    'Recent big orders',
    async (first) => {
      await choose(page, first.getByLabel('Condition type'), 'Store orders');
      // A version 1 store has no store events: only its orders.
      await expect(first.getByLabel('Store event')).toHaveCount(0);
      await choose(page, first.getByLabel('Purchase', { exact: true }), 'purchased at least once');
      await choose(page, first.getByLabel('Purchase range'), 'in the last');
      await first.getByLabel('Purchase days').pressSequentially('30');
      await first.getByRole('button', { name: 'Order filter' }).click();
      await choose(page, first.getByLabel('Order detail', { exact: true }), 'Order value');
      await choose(page, first.getByLabel('Order detail operator'), 'greater than');
      await first.getByLabel('Order detail value').pressSequentially('100');
    },
    '1 contact',
    'segments-23-kind-store-orders',
  );
});

test('campaign activity sub-filters, email types and date ranges narrow the count', async ({ page }) => {
  test.setTimeout(120_000);
  const accountId = await freshAccount(page, 'Sub-filters account');
  const { spring, ids } = await seedNewsletter(accountId);
  await insertActivity(accountId, [
    {
      contactId: ids.ana,
      campaignId: spring,
      kind: 'clicked',
      at: daysAgo(2),
      link: 'https://acme.test/spring',
    },
    {
      contactId: ids.ben,
      campaignId: spring,
      kind: 'clicked',
      at: daysAgo(2),
      link: 'https://acme.test/other',
    },
    { contactId: ids.dan, campaignId: spring, kind: 'opened', at: daysAgo(2), isApplePrivacyOpen: true },
  ]);
  await insertSender(accountId, 'news@acme.test', [spring]);
  await insertEmailType(accountId, 'Product news', [ids.eve]);
  await openLists(page);
  const dialog = await openWizard(page);
  await startFromScratch(page, dialog, 'Narrowed', 'Newsletter');
  const first = condition(dialog, 1, 1);
  const expectCount = async (count: string) => {
    await expect(previewCount(dialog)).toHaveText(count);
  };

  await test.step('clicks on one link of one campaign, from one sender', async () => {
    await choose(page, first.getByLabel('Condition type'), 'Campaign activity');
    await choose(page, first.getByLabel('Activity', { exact: true }), 'has clicked');
    await choose(page, first.getByLabel('Campaigns'), 'Spring launch', {
      away: dialog.getByText('Add Conditions'),
    });
    await expectCount('2 contacts');
    await first.getByRole('button', { name: 'Link filter' }).click();
    await choose(page, first.getByLabel('Clicked links'), 'https://acme.test/spring', {
      away: dialog.getByText('Add Conditions'),
    });
    await expectCount('1 contact');
    await first.getByRole('button', { name: 'Sender filter' }).click();
    await choose(page, first.getByLabel('Senders'), 'news@acme.test', {
      away: dialog.getByText('Add Conditions'),
    });
    await expectCount('1 contact');
    await shot(page, 'segments-21-activity-sub-filters');
  });

  await test.step('opens with and without Apple privacy opens', async () => {
    await choose(page, first.getByLabel('Activity', { exact: true }), 'has opened');
    // Links only apply to clicks; the sender stays.
    await expect(first.getByLabel('Clicked links')).toHaveCount(0);
    await expectCount('3 contacts');
    await first.getByRole('button', { name: 'Apple privacy open filter' }).click();
    await expect(shown(first.getByLabel('Apple privacy opens', { exact: true }))).toContainText(
      'count as opens',
    );
    await choose(page, first.getByLabel('Apple privacy opens', { exact: true }), 'do not count as opens');
    await expectCount('2 contacts');
  });

  await test.step('subscribed to an email type', async () => {
    await choose(page, first.getByLabel('Condition type'), 'Contact property');
    await choose(page, first.getByLabel('Property', { exact: true }), 'Email subscription status');
    await choose(page, first.getByLabel('Property operator'), 'subscribed to');
    await choose(page, first.getByLabel('Property value'), 'Product news', {
      away: dialog.getByText('Add Conditions'),
    });
    // eve opted out of it.
    await expectCount('4 contacts');
  });

  await test.step('added between two dates', async () => {
    await choose(page, first.getByLabel('Property', { exact: true }), 'Date added');
    await choose(page, first.getByLabel('Property operator'), 'between dates');
    const start = first.getByPlaceholder('Start date');
    await start.click();
    await start.fill(ddmmyyyy(daysAgo(7)));
    await start.press('Enter');
    const end = first.getByPlaceholder('End date');
    await end.fill(ddmmyyyy(new Date()));
    await end.press('Enter');
    await expect(end).toHaveValue(ddmmyyyy(new Date()));
    await expectCount('5 contacts');
    await shot(page, 'segments-22-date-range');
  });
});
