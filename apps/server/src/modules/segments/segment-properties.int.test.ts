import { beforeAll, describe, expect, it } from 'vitest';
import { segmentRoutes, type SegmentCountRequest, type SegmentFilter, type UserPropertyFilter } from '@sendwell/contracts';
import type { TestBrowser } from '../../../test/http-client';
import { signUpUser } from '../../../test/users';
import { daysAgo, definition, SegmentData } from '../../../test/segments/segment-test-fixtures';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
let browser: TestBrowser;
let data: SegmentData;

const count = async (request: SegmentCountRequest): Promise<number> => {
  const response = await browser.call(segmentRoutes.getCount, { body: request });
  expect(response.status, response.text).toBe(200);
  return response.data.contactsCount;
};

const property = (condition: string, operator: UserPropertyFilter['operator'], fields: Partial<UserPropertyFilter> = {}): SegmentFilter => ({
  property: 'userProperty',
  condition,
  operator,
  ...fields,
});

const countWhere = (filter: SegmentFilter) => count(definition([[filter]]));

beforeAll(async () => {
  const user = await signUpUser(t.app);
  browser = user.browser;
  data = new SegmentData(t.ctx.db, user.user.accountId);
  await data.property('plan', 'string');
  await data.property('score', 'number');
  await data.property('vip', 'boolean');
  await data.property('birthday', 'date');
  await data.contact('ann@gmail.com', { properties: { city: 'Berlin', plan: 'Pro', score: 10, vip: true, birthday: '1990-05-01' } });
  await data.contact('bob@example.com', { properties: { city: 'berlin', plan: 'Free', score: '25', vip: 'false', birthday: '01/05/1985' } });
  await data.contact('cat@gmail.com', { properties: { city: 'Paris', plan: 'Pro Plus', score: 40.5, vip: false, birthday: '2000-12-31T10:00:00Z' } });
  await data.contact('dan@example.com');
  await data.contact('eve@example.org', { properties: { city: 'Ber%in', score: 'abc', vip: null, birthday: 'someday' } });
  // Archived contacts are never in a segment.
  await data.contact('old@gmail.com', { archived: true, properties: { city: 'Berlin', score: 10, vip: true } });
});

describe('text properties', () => {
  it('compares without regard to case, one value or any of several', async () => {
    expect(await countWhere(property('city', 'equals', { compareValue: 'Berlin' }))).toBe(2);
    expect(await countWhere(property('city', 'equals', { compareValue: ['Berlin', 'PARIS'] }))).toBe(3);
    expect(await countWhere(property('plan', 'equals', { compareValue: 'pro' }))).toBe(1);
  });

  it('treats the negative operators as the complement, contacts without the property included', async () => {
    expect(await countWhere(property('city', 'notEquals', { compareValue: 'Berlin' }))).toBe(3);
    expect(await countWhere(property('city', 'doesNotContain', { compareValue: 'erl' }))).toBe(3);
    expect(await countWhere(property('city', 'notExists'))).toBe(1);
  });

  it('matches parts of the text, wildcards taken literally', async () => {
    expect(await countWhere(property('city', 'contains', { compareValue: 'ERL' }))).toBe(2);
    expect(await countWhere(property('city', 'contains', { compareValue: '%' }))).toBe(1);
    expect(await countWhere(property('city', 'contains', { compareValue: '_' }))).toBe(0);
    expect(await countWhere(property('city', 'startsWith', { compareValue: 'ber' }))).toBe(3);
    expect(await countWhere(property('city', 'endsWith', { compareValue: 'IS' }))).toBe(1);
    expect(await countWhere(property('plan', 'startsWith', { compareValue: 'Pro' }))).toBe(2);
  });

  it('knows whether a property is there', async () => {
    expect(await countWhere(property('city', 'exists'))).toBe(4);
    expect(await countWhere(property('plan', 'exists'))).toBe(3);
  });

  it('reads the contact email as a text property', async () => {
    expect(await countWhere(property('email', 'contains', { compareValue: 'gmail' }))).toBe(2);
    expect(await countWhere(property('email', 'endsWith', { compareValue: '.org' }))).toBe(1);
  });
});

describe('number properties', () => {
  it('compares numbers, numeric text included, and skips values that are not numbers', async () => {
    expect(await countWhere(property('score', 'greaterThan', { compareValue: 20 }))).toBe(2);
    expect(await countWhere(property('score', 'lessThan', { compareValue: 20 }))).toBe(1);
    expect(await countWhere(property('score', 'greaterThanOrEqual', { compareValue: 25 }))).toBe(2);
    expect(await countWhere(property('score', 'lessThanOrEqual', { compareValue: 10 }))).toBe(1);
    expect(await countWhere(property('score', 'equals', { compareValue: 25 }))).toBe(1);
    expect(await countWhere(property('score', 'notEquals', { compareValue: 25 }))).toBe(4);
    expect(await countWhere(property('score', 'numberBetween', { startCompareValue: 10, endCompareValue: 30 }))).toBe(2);
    expect(await countWhere(property('score', 'exists'))).toBe(4);
  });
});

describe('boolean properties', () => {
  it('matches true and false, as JSON or as text; a missing value is neither', async () => {
    expect(await countWhere(property('vip', 'isTrue'))).toBe(1);
    expect(await countWhere(property('vip', 'isFalse'))).toBe(2);
    expect(await countWhere(property('vip', 'exists'))).toBe(3);
    expect(await countWhere(property('vip', 'notExists'))).toBe(2);
  });
});

describe('date properties', () => {
  it('compares calendar days whatever way the date was written', async () => {
    expect(await countWhere(property('birthday', 'onDate', { compareValue: '01/05/1990' }))).toBe(1);
    expect(await countWhere(property('birthday', 'afterDate', { compareValue: '01/01/1995' }))).toBe(1);
    expect(await countWhere(property('birthday', 'beforeDate', { compareValue: '01/01/1989' }))).toBe(1);
    expect(await countWhere(property('birthday', 'betweenDates', { rangeValue: { startValue: '01/01/1980', endValue: '01/05/1990' } }))).toBe(2);
    expect(await countWhere(property('birthday', 'onDate', { compareValue: '31/12/2000' }))).toBe(1);
  });
});

describe('validation', () => {
  const refused = async (request: SegmentCountRequest | Record<string, unknown>) => {
    const response = await browser.request({ method: 'POST', url: segmentRoutes.getCount.path, body: request });
    expect(response.status, response.text).toBe(400);
    return response.error.message;
  };

  it("refuses an invalid definition with the rule's message", async () => {
    expect(await refused(definition([[]]))).toBe('Every group needs at least one condition');
    expect(await refused(definition([[property('nickname', 'equals', { compareValue: 'x' })]]))).toBe('This contact property does not exist');
    expect(await refused(definition([[property('city', 'isTrue')]]))).toBe('This operator does not apply to the chosen property');
    expect(await refused(definition([[property('score', 'numberBetween', { startCompareValue: 30, endCompareValue: 10 })]]))).toBe('The start must be before the end');
    expect(
      await refused(definition([[{ property: 'engagementMetrics', condition: 'openRate', operator: 'greaterThan', compareValue: 150, range: 'last', rangeValue: { endValue: 30 } }]])),
    ).toBe('Please enter a value between 0 and 100');
    expect(
      await refused(definition([[{ property: 'engagementMetrics', condition: 'opened', operator: 'atLeast', compareValue: 1, range: 'last', rangeValue: { endValue: 200 } }]])),
    ).toBe('Please enter a value between 0 and 180');
    expect(await refused(definition([], { recipientLists: [] }))).toBe('Select at least one list or segment');
  });

  it('refuses more than 20 OR groups', async () => {
    const group = [property('city', 'exists')];
    expect(await count(definition(Array.from({ length: 20 }, () => group)))).toBe(4);
    expect(await refused(definition(Array.from({ length: 21 }, () => group)))).toBe('You can add at most 20 OR groups');
  });

  it('refuses malformed payloads before any rule runs', async () => {
    expect(await refused({ recipientLists: 'all', segmentFilters: [] })).toBeTruthy();
    expect(await refused({ ...definition([]), segmentFilters: [{ filters: [{ property: 'userProperty; drop table contacts' }] }] })).toBeTruthy();
  });
});

describe('created date and email status attributes', () => {
  it('counts contacts added in the last N days', async () => {
    const other = await signUpUser(t.app);
    const mine = new SegmentData(t.ctx.db, other.user.accountId);
    await mine.contact('new@example.com', { createdAt: daysAgo(2) });
    await mine.contact('recent@example.com', { createdAt: daysAgo(13) });
    await mine.contact('older@example.com', { createdAt: daysAgo(40) });
    const response = await other.browser.call(segmentRoutes.getCount, {
      body: definition([[property('createdAt', 'last', { rangeValue: { endValue: 14 } })]]),
    });
    expect(response.data.contactsCount).toBe(2);
    const between = await other.browser.call(segmentRoutes.getCount, {
      body: definition([[property('createdAt', 'betweenDays', { rangeValue: { startValue: 10, endValue: 45 } })]]),
    });
    expect(between.data.contactsCount).toBe(2);
  });

  it('reads the blocked status and the subscription to email types', async () => {
    const other = await signUpUser(t.app);
    const mine = new SegmentData(t.ctx.db, other.user.accountId);
    const news = await mine.emailType('Newsletter');
    const offers = await mine.emailType('Offers');
    await mine.emailType('Retired', false);
    await mine.contact('all@example.com');
    const noOffers = await mine.contact('no-offers@example.com');
    await mine.optOut(noOffers, offers);
    const none = await mine.contact('none@example.com');
    await mine.optOut(none, offers);
    await mine.optOut(none, news);
    await mine.contact('unsub@example.com', { unsubscribed: true });
    await mine.contact('blocked@example.com', { blocked: true });
    const countFor = async (filter: SegmentFilter) =>
      (await other.browser.call(segmentRoutes.getCount, { body: definition([[filter]]) })).data.contactsCount;
    expect(await countFor(property('email_blocked_status', 'isTrue'))).toBe(1);
    expect(await countFor(property('email_blocked_status', 'isFalse'))).toBe(4);
    expect(await countFor(property('email_subscription_status', 'allEmailTypes'))).toBe(2);
    expect(await countFor(property('email_subscription_status', 'noEmailTypes'))).toBe(2);
    expect(await countFor(property('email_subscription_status', 'containsEmailTypes', { compareValue: [news] }))).toBe(3);
    expect(await countFor(property('email_subscription_status', 'containsEmailTypes', { compareValue: [news, offers] }))).toBe(3);
    expect(await countFor(property('email_subscription_status', 'containsEmailTypes', { compareValue: ['offers'] }))).toBe(2);
    expect(await countFor(property('email_subscription_status', 'notContainsEmailTypes', { compareValue: [offers] }))).toBe(3);
  });

  it('counts nobody as receiving an archived email type, alone or beside active ones', async () => {
    const other = await signUpUser(t.app);
    const mine = new SegmentData(t.ctx.db, other.user.accountId);
    const news = await mine.emailType('Newsletter');
    const retired = await mine.emailType('Retired', false);
    await mine.contact('all@example.com');
    const noNews = await mine.contact('no-news@example.com');
    await mine.optOut(noNews, news);
    await mine.contact('unsub@example.com', { unsubscribed: true });
    const countFor = async (filter: SegmentFilter) =>
      (await other.browser.call(segmentRoutes.getCount, { body: definition([[filter]]) })).data.contactsCount;
    expect(await countFor(property('email_subscription_status', 'containsEmailTypes', { compareValue: [retired] }))).toBe(0);
    expect(await countFor(property('email_subscription_status', 'containsEmailTypes', { compareValue: ['retired'] }))).toBe(0);
    expect(await countFor(property('email_subscription_status', 'notContainsEmailTypes', { compareValue: [retired] }))).toBe(3);
    expect(await countFor(property('email_subscription_status', 'containsEmailTypes', { compareValue: [news, retired] }))).toBe(1);
    expect(await countFor(property('email_subscription_status', 'notContainsEmailTypes', { compareValue: [news, retired] }))).toBe(2);
  });
});
