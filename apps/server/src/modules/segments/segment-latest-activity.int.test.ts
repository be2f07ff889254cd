import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { sendingEventRoutes, type SegmentCountRequest, type UserActivityFilter } from '@sendwell/contracts';
import { seedContacts, seedSentCampaign } from '../../../test/fixtures';
import { TEST_APP_URL } from '../../../test/test-app';
import { signUpUser } from '../../../test/users';
import { DAY_MS, daysAgo, definition, SegmentData, segmentCounter } from '../../../test/segments/segment-test-fixtures';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();

const anyCampaign = (condition: UserActivityFilter['condition'], days: number): UserActivityFilter => ({
  property: 'userActivity',
  condition,
  campaigns: ['all'],
  allCampaigns: true,
  range: 'last',
  rangeValue: { endValue: days },
});

describe("each contact's latest activity", () => {
  let data: SegmentData;
  let campaign: number;

  const latestOf = async (contactId: number) => {
    const result = await sql<{ sent: Date | null; opened: Date | null; clicked: Date | null; submitted: Date | null }>`
      select sent_at as sent, opened_at as opened, clicked_at as clicked, submitted_at as submitted
      from contact_latest_activity where account_id = ${data.accountId} and contact_id = ${contactId}`.execute(t.ctx.db);
    return result.rows[0];
  };

  beforeAll(async () => {
    const user = await signUpUser(t.app);
    data = new SegmentData(t.ctx.db, user.user.accountId);
    campaign = await data.campaign('Spring sale', { sentAt: daysAgo(20) });
  });

  it('follows new activity of every kind and never moves back to older activity', async () => {
    const contact = await data.contact('latest@example.com');
    expect(await latestOf(contact)).toBeUndefined();

    const sent = daysAgo(20);
    await data.activity(contact, campaign, 'sent', sent);
    expect(await latestOf(contact)).toEqual({ sent, opened: null, clicked: null, submitted: null });

    const opened = daysAgo(3);
    const clicked = daysAgo(2);
    const submitted = daysAgo(1);
    await data.activity(contact, campaign, 'opened', opened);
    await data.activity(contact, campaign, 'opened', daysAgo(10));
    await data.activity(contact, campaign, 'clicked', clicked);
    await data.activity(contact, campaign, 'submitted', submitted);
    await data.activity(contact, campaign, 'sent', daysAgo(30));
    expect(await latestOf(contact)).toEqual({ sent, opened, clicked, submitted });
  });

  it('folds a statement of many rows into each contact once, by contact', async () => {
    const first = await data.contact('bulk1@example.com');
    const second = await data.contact('bulk2@example.com');
    const early = daysAgo(9);
    const late = daysAgo(4);
    await t.ctx.db
      .insertInto('email_activity')
      .values([
        { account_id: data.accountId, contact_id: first, campaign_id: campaign, kind: 'opened', occurred_at: early },
        { account_id: data.accountId, contact_id: first, campaign_id: campaign, kind: 'opened', occurred_at: late },
        { account_id: data.accountId, contact_id: second, campaign_id: campaign, kind: 'sent', occurred_at: early },
      ])
      .execute();
    expect((await latestOf(first))?.opened).toEqual(late);
    expect(await latestOf(second)).toEqual({ sent: early, opened: null, clicked: null, submitted: null });
  });
});

describe('segments read from the latest activity', () => {
  let count: (request: SegmentCountRequest) => Promise<number>;

  beforeAll(async () => {
    const user = await signUpUser(t.app);
    count = segmentCounter(user.browser);
    const data = new SegmentData(t.ctx.db, user.user.accountId);
    const campaign = await data.campaign('News', { sentAt: daysAgo(40) });
    const inFuture = new Date(Date.now() + 3 * DAY_MS);
    // Opened within the last week, and once more dated after today: the later open must not hide it.
    const recentAndFuture = await data.contact('future1@example.com');
    await data.activity(recentAndFuture, campaign, 'sent', daysAgo(5));
    await data.activity(recentAndFuture, campaign, 'opened', daysAgo(2));
    await data.activity(recentAndFuture, campaign, 'opened', inFuture);
    // Only an open dated after today: not an open of the last week.
    const onlyFuture = await data.contact('future2@example.com');
    await data.activity(onlyFuture, campaign, 'sent', daysAgo(5));
    await data.activity(onlyFuture, campaign, 'opened', inFuture);
    // Opened long ago only.
    const oldOpener = await data.contact('old@example.com');
    await data.activity(oldOpener, campaign, 'sent', daysAgo(40));
    await data.activity(oldOpener, campaign, 'opened', daysAgo(39));
    // Never any activity.
    await data.contact('quiet@example.com');
  });

  it('counts activity inside the window, whatever activity is dated after it', async () => {
    expect(await count(definition([[anyCampaign('hasOpened', 7)]]))).toBe(1);
    expect(await count(definition([[anyCampaign('hasOpened', 60)]]))).toBe(2);
    expect(await count(definition([[{ property: 'userActivity', condition: 'hasOpened', campaigns: ['all'], allCampaigns: true, range: 'overAll' }]]))).toBe(3);
  });

  it('negates exactly, counting contacts without any activity', async () => {
    expect(await count(definition([[anyCampaign('hasNotOpened', 7)]]))).toBe(3);
    expect(await count(definition([[anyCampaign('hasNotOpened', 7), anyCampaign('hasNotClicked', 7)]]))).toBe(3);
    expect(await count(definition([[anyCampaign('wasSent', 7), anyCampaign('hasNotOpened', 7)]]))).toBe(1);
    expect(await count(definition([[anyCampaign('wasSent', 60), anyCampaign('hasNotOpened', 7), anyCampaign('hasNotClicked', 60)]]))).toBe(2);
  });

  it('mixes with filters the latest activity cannot answer', async () => {
    expect(await count(definition([[anyCampaign('hasOpened', 60), { ...anyCampaign('hasOpened', 60), hasAppleMPPOpen: false }]]))).toBe(2);
    expect(await count(definition([[anyCampaign('hasOpened', 7)], [anyCampaign('hasNotOpened', 60)]]))).toBe(3);
  });
});

describe('segments after a delivery webhook', () => {
  it('count the activity it recorded at once', async () => {
    const user = await signUpUser(t.app);
    const accountId = user.user.accountId;
    const count = segmentCounter(user.browser);
    const senderId = (await t.ctx.db.insertInto('senders').values({ account_id: accountId, email: 'news@shop.example' }).returning('id').executeTakeFirstOrThrow()).id;
    await seedContacts(t.ctx.db, accountId, ['ada@example.com', 'grace@example.com']);
    const campaignId = await seedSentCampaign(t.ctx.db, accountId, 'Spring news', []);
    const created = await user.browser.call(sendingEventRoutes.createWebhook, { params: { id: senderId } });
    expect(created.status, created.text).toBe(201);
    expect(await count(definition([[anyCampaign('hasOpened', 7)]]))).toBe(0);

    const timestamp = daysAgo(1).toISOString();
    const response = await t.app.inject({
      method: 'POST',
      url: created.data.webhookUrl.slice(TEST_APP_URL.length),
      headers: { 'content-type': 'application/json' },
      payload: {
        events: [
          { id: 'd1', type: 'delivered', email: 'ada@example.com', campaignId, timestamp },
          { id: 'd2', type: 'delivered', email: 'grace@example.com', campaignId, timestamp },
          { id: 'o1', type: 'opened', email: 'ada@example.com', campaignId, timestamp },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await count(definition([[anyCampaign('hasOpened', 7)]]))).toBe(1);
    expect(await count(definition([[anyCampaign('wasSent', 7), anyCampaign('hasNotOpened', 7)]]))).toBe(1);
  });
});
