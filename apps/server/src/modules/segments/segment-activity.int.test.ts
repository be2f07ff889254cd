import { beforeAll, describe, expect, it } from 'vitest';
import { segmentRoutes, type SegmentCountRequest, type SegmentFilter, type UserActivityFilter } from '@sendwell/contracts';
import type { TestBrowser } from '../../../test/http-client';
import { signUpUser } from '../../../test/users';
import { DAY_MS, daysAgo, definition, SegmentData } from '../../../test/segments/segment-test-fixtures';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();

const counter = (browser: TestBrowser) => async (request: SegmentCountRequest) => {
  const response = await browser.call(segmentRoutes.getCount, { body: request });
  expect(response.status, response.text).toBe(200);
  return response.data.contactsCount;
};

/** DD/MM/YYYY of an instant's UTC day (these accounts count days in UTC). */
const utcDate = (at: Date): string => {
  const iso = at.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

describe('campaign activity', () => {
  let count: (request: SegmentCountRequest) => Promise<number>;
  let c1: number;
  let c2: number;
  let c3: number;
  let s2: number;

  const activity = (condition: UserActivityFilter['condition'], fields: Partial<UserActivityFilter> = {}): SegmentFilter => ({
    property: 'userActivity',
    condition,
    campaigns: ['all'],
    range: 'overAll',
    ...fields,
  });
  const where = (...filters: SegmentFilter[]) => count(definition([filters]));

  beforeAll(async () => {
    const user = await signUpUser(t.app);
    count = counter(user.browser);
    const data = new SegmentData(t.ctx.db, user.user.accountId);
    const s1 = await data.sender('news@shop.test');
    s2 = await data.sender('help@shop.test');
    c1 = await data.campaign('Spring sale', { sentAt: daysAgo(10), senderId: s1 });
    c2 = await data.campaign('Welcome', { type: 'TRIGGERED', sentAt: daysAgo(100), senderId: s2 });
    c3 = await data.campaign('Winter sale', { sentAt: daysAgo(40), senderId: s1 });
    const [u1, u2, u3, u4, , u6] = [
      await data.contact('u1@example.com'),
      await data.contact('u2@example.com'),
      await data.contact('u3@example.com'),
      await data.contact('u4@example.com'),
      await data.contact('u5@example.com'),
      await data.contact('u6@example.com'),
    ];
    await data.activity(u1!, c1, 'sent', daysAgo(10), { senderId: s1 });
    await data.activity(u1!, c1, 'opened', daysAgo(10), { senderId: s1, apple: true });
    await data.activity(u1!, c1, 'clicked', daysAgo(10), { senderId: s1, link: 'https://shop.test/a' });
    await data.activity(u2!, c1, 'sent', daysAgo(10), { senderId: s1 });
    await data.activity(u2!, c1, 'opened', daysAgo(9), { senderId: s1 });
    await data.activity(u3!, c1, 'sent', daysAgo(10), { senderId: s1 });
    await data.activity(u4!, c2, 'sent', daysAgo(2), { senderId: s2 });
    await data.activity(u4!, c2, 'opened', daysAgo(2), { senderId: s2 });
    await data.activity(u4!, c2, 'clicked', daysAgo(2), { senderId: s2, link: 'https://shop.test/b' });
    await data.activity(u4!, c2, 'submitted', daysAgo(2), { senderId: s2 });
    await data.activity(u6!, c3, 'sent', daysAgo(40), { senderId: s1 });
    await data.activity(u6!, c3, 'opened', daysAgo(40), { senderId: s1 });
  });

  it('finds contacts by activity on chosen campaigns', async () => {
    expect(await where(activity('hasOpened', { campaigns: [c1] }))).toBe(2);
    expect(await where(activity('hasOpened', { campaigns: [c1, c3] }))).toBe(3);
    expect(await where(activity('wasSent', { campaigns: [c2] }))).toBe(1);
    expect(await where(activity('hasSubmitted'))).toBe(1);
  });

  it('counts every contact without the activity for the negative conditions', async () => {
    expect(await where(activity('hasNotOpened', { campaigns: [c1] }))).toBe(4);
    expect(await where(activity('wasSent', { campaigns: [c1] }), activity('hasNotOpened', { campaigns: [c1] }))).toBe(1);
    expect(await where(activity('hasNotSubmitted'))).toBe(5);
    expect(await where(activity('wasNotSent'))).toBe(1);
    expect(await where(activity('hasNotClicked', { range: 'last', rangeValue: { endValue: 30 } }))).toBe(4);
  });

  it('leaves Apple privacy opens out when asked', async () => {
    expect(await where(activity('hasOpened', { campaigns: [c1], hasAppleMPPOpen: true }))).toBe(2);
    expect(await where(activity('hasOpened', { campaigns: [c1], hasAppleMPPOpen: false }))).toBe(1);
    expect(await where(activity('hasNotOpened', { campaigns: [c1], hasAppleMPPOpen: false }))).toBe(5);
  });

  it('narrows clicks to chosen links', async () => {
    expect(await where(activity('hasClicked', { campaigns: [c1], linksClicked: ['https://shop.test/a'] }))).toBe(1);
    expect(await where(activity('hasClicked', { campaigns: [c1], linksClicked: ['https://shop.test/b'] }))).toBe(0);
    expect(await where(activity('hasClicked', { secondaryFilter: { condition: 'linkClicked', compareData: ['https://shop.test/b'] } }))).toBe(1);
  });

  it('narrows by the sender the campaign went out from', async () => {
    expect(await where(activity('hasOpened', { campaignProperty: 'senderId', propertyOperator: 'equals', propertyCompareValue: [s2] }))).toBe(1);
    expect(await where(activity('hasOpened', { campaignProperty: 'senderId', propertyOperator: 'notEquals', propertyCompareValue: [s2] }))).toBe(3);
  });

  it('reads ranges in days and dates', async () => {
    expect(await where(activity('hasClicked', { range: 'last', rangeValue: { endValue: 30 } }))).toBe(2);
    expect(await where(activity('hasOpened', { range: 'last', rangeValue: { endValue: 5 } }))).toBe(1);
    expect(await where(activity('hasOpened', { range: 'betweenDays', rangeValue: { startValue: 5, endValue: 15 } }))).toBe(2);
    expect(await where(activity('hasOpened', { range: 'betweenDates', rangeValue: { startValue: utcDate(daysAgo(12)), endValue: utcDate(daysAgo(8)) } }))).toBe(2);
    expect(await where(activity('hasOpened', { range: 'between', rangeValue: { startValue: daysAgo(45).getTime(), endValue: daysAgo(35).getTime() } }))).toBe(1);
    expect(await where(activity('hasOpened', { range: 'onDate', rangeValue: { startValue: utcDate(daysAgo(2)) } }))).toBe(1);
    expect(await where(activity('hasOpened', { range: 'afterDate', rangeValue: { startValue: utcDate(daysAgo(20)) } }))).toBe(3);
    expect(await where(activity('hasOpened', { range: 'beforeDate', rangeValue: { startValue: utcDate(daysAgo(20)) } }))).toBe(1);
    expect(await where(activity('wasNotSent', { range: 'last', rangeValue: { endValue: 30 } }))).toBe(2);
  });

  it("reads 'any campaign in the last 7 or 30 days' as every campaign in those days", async () => {
    expect(await where(activity('wasSent', { campaigns: ['anyLast7Days'], range: 'last', rangeValue: { endValue: 7 } }))).toBe(1);
    expect(await where(activity('wasSent', { campaigns: ['anyLast30Days'], range: 'last', rangeValue: { endValue: 30 } }))).toBe(4);
  });
});

describe('engagement metrics', () => {
  let count: (request: SegmentCountRequest) => Promise<number>;
  const metric = (condition: 'openRate' | 'clickRate' | 'submissionRate' | 'opened' | 'sent' | 'clicked', operator: 'equalTo' | 'greaterThan' | 'lessThan' | 'atLeast' | 'atMost', value: number, days = 30): SegmentFilter => ({
    property: 'engagementMetrics',
    condition,
    operator,
    compareValue: value,
    range: 'last',
    rangeValue: { endValue: days },
  });
  const where = (filter: SegmentFilter) => count(definition([[filter]]));

  beforeAll(async () => {
    const user = await signUpUser(t.app);
    count = counter(user.browser);
    const data = new SegmentData(t.ctx.db, user.user.accountId);
    const today = new Date().toISOString().slice(0, 10);
    const longAgo = daysAgo(40).toISOString().slice(0, 10);
    const p1 = await data.contact('p1@example.com');
    const p2 = await data.contact('p2@example.com');
    const p3 = await data.contact('p3@example.com');
    await data.contact('p4@example.com');
    const p5 = await data.contact('p5@example.com');
    await data.counters(p1, today, { sent: 4, opened: 2, clicked: 1 });
    await data.counters(p2, today, { sent: 4 });
    await data.counters(p3, longAgo, { sent: 5, opened: 5 });
    // Repeated opens: more opens than sends, so the rate stops at 100%.
    await data.counters(p5, today, { sent: 2, opened: 3, submitted: 1 });
  });

  it('compares rates over emails sent in the window; a contact sent nothing has no rate', async () => {
    expect(await where(metric('openRate', 'greaterThan', 25))).toBe(2);
    expect(await where(metric('openRate', 'lessThan', 25))).toBe(1);
    expect(await where(metric('openRate', 'atLeast', 100))).toBe(1);
    expect(await where(metric('openRate', 'equalTo', 50))).toBe(1);
    expect(await where(metric('clickRate', 'greaterThan', 10))).toBe(1);
    expect(await where(metric('submissionRate', 'greaterThan', 10))).toBe(1);
    expect(await where(metric('openRate', 'atLeast', 100, 60))).toBe(2);
  });

  it('compares counts, a contact without counters counting 0', async () => {
    expect(await where(metric('opened', 'equalTo', 0))).toBe(3);
    expect(await where(metric('opened', 'atLeast', 1))).toBe(2);
    expect(await where(metric('opened', 'lessThan', 3))).toBe(4);
    expect(await where(metric('sent', 'greaterThan', 3))).toBe(2);
    expect(await where(metric('opened', 'atLeast', 5, 60))).toBe(1);
    expect(await where(metric('sent', 'atMost', 0, 0))).toBe(2);
  });
});

describe('relative dates in the account timezone', () => {
  // Kiritimati is UTC+14 all year, so its day starts ten hours before the UTC day that carries its date.
  const OFFSET_MINUTES = 14 * 60;
  const localDay = (at: number, offset: number) => Math.floor((at + offset * 60_000) / DAY_MS);
  const localMidnight = (at: number, offset: number) => localDay(at, offset) * DAY_MS - offset * 60_000;

  it('splits days at local midnight, not at UTC midnight', async () => {
    const user = await signUpUser(t.app);
    const count = counter(user.browser);
    const data = new SegmentData(t.ctx.db, user.user.accountId);
    await data.setTimezone('Pacific/Kiritimati');
    const campaign = await data.campaign('Late night');
    const now = Date.now();
    const midnight = localMidnight(now, OFFSET_MINUTES);
    const instants = [midnight - 60_000, midnight, midnight - DAY_MS + 60_000, now - 3 * 60 * 60_000, now - 30 * 60 * 60_000];
    for (const [index, at] of instants.entries()) {
      const contact = await data.contact(`tz${index}@example.com`);
      await data.activity(contact, campaign, 'opened', new Date(at));
    }
    const opensOnDaysAgo = (from: number, to: number, offset: number) =>
      instants.filter((at) => {
        const ago = localDay(now, offset) - localDay(at, offset);
        return ago >= from && ago <= to;
      }).length;
    const filter = (from: number, to: number): SegmentFilter => ({
      property: 'userActivity',
      condition: 'hasOpened',
      campaigns: ['all'],
      range: 'betweenDays',
      rangeValue: { startValue: from, endValue: to },
    });
    // The account's zone (no timezone in the definition).
    expect(await count(definition([[filter(0, 0)]]))).toBe(opensOnDaysAgo(0, 0, OFFSET_MINUTES));
    expect(await count(definition([[filter(1, 1)]]))).toBe(opensOnDaysAgo(1, 1, OFFSET_MINUTES));
    expect(opensOnDaysAgo(0, 0, OFFSET_MINUTES)).toBeGreaterThanOrEqual(1);
    // The same opens read in other zones, as a definition saved with its timezone says.
    for (const offset of ['+00:00', '-10:00', '+05:30']) {
      const minutes = (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
      for (const [from, to] of [[0, 0], [1, 1], [0, 1]] as const) {
        expect(await count(definition([[filter(from, to)]], {}, { timezone: { label: offset, offset } })), `${offset} ${from}..${to}`).toBe(
          opensOnDaysAgo(from, to, minutes),
        );
      }
    }
  });

  it('keeps the last local minute of yesterday out of today', async () => {
    const user = await signUpUser(t.app);
    const count = counter(user.browser);
    const data = new SegmentData(t.ctx.db, user.user.accountId);
    await data.setTimezone('Pacific/Kiritimati');
    const campaign = await data.campaign('Boundary');
    const midnight = localMidnight(Date.now(), OFFSET_MINUTES);
    const before = await data.contact('before@example.com');
    const after = await data.contact('after@example.com');
    await data.activity(before, campaign, 'opened', new Date(midnight - 60_000));
    await data.activity(after, campaign, 'opened', new Date(midnight));
    const today: SegmentFilter = { property: 'userActivity', condition: 'hasOpened', campaigns: ['all'], range: 'betweenDays', rangeValue: { startValue: 0, endValue: 0 } };
    const yesterday: SegmentFilter = { ...today, rangeValue: { startValue: 1, endValue: 1 } };
    expect(await count(definition([[today]]))).toBe(1);
    expect(await count(definition([[yesterday]]))).toBe(1);
    expect(await count(definition([[{ ...today, range: 'last', rangeValue: { endValue: 1 } }]]))).toBe(2);
  });
});
