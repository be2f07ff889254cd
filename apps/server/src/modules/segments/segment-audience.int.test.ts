import { beforeAll, describe, expect, it } from 'vitest';
import { segmentRoutes, type SegmentCountRequest, type SegmentFilter } from '@sendwell/contracts';
import type { TestBrowser } from '../../../test/http-client';
import { signUpUser } from '../../../test/users';
import { definition, SegmentData } from '../../../test/segments/segment-test-fixtures';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
let browser: TestBrowser;
let data: SegmentData;
let other: { browser: TestBrowser; data: SegmentData };
const lists: Record<string, number> = {};

const count = async (request: SegmentCountRequest, as: TestBrowser = browser): Promise<number> => {
  const response = await as.call(segmentRoutes.getCount, { body: request });
  expect(response.status, response.text).toBe(200);
  return response.data.contactsCount;
};

const cityIs = (city: string): SegmentFilter => ({ property: 'userProperty', condition: 'city', operator: 'equals', compareValue: city });
const planIs = (plan: string): SegmentFilter => ({ property: 'userProperty', condition: 'plan', operator: 'equals', compareValue: plan });
const opened = (campaignId: number): SegmentFilter => ({ property: 'userActivity', condition: 'hasOpened', campaigns: [campaignId], range: 'overAll' });

beforeAll(async () => {
  const user = await signUpUser(t.app);
  browser = user.browser;
  data = new SegmentData(t.ctx.db, user.user.accountId);
  await data.property('plan', 'string');
  // Eight live contacts: two unsubscribed, two blocked (one both), and an archived one that never counts.
  const a = await data.contact('a@example.com', { properties: { city: 'Berlin', plan: 'Pro' } });
  const b = await data.contact('b@example.com', { properties: { city: 'Berlin', plan: 'Free' } });
  const c = await data.contact('c@example.com', { properties: { city: 'Paris', plan: 'Pro' } });
  const d = await data.contact('d@example.com', { properties: { city: 'Paris', plan: 'Free' }, unsubscribed: true });
  const e = await data.contact('e@example.com', { properties: { city: 'Rome' }, blocked: true });
  const f = await data.contact('f@example.com', { properties: { city: 'Rome' }, unsubscribed: true, blocked: true });
  const g = await data.contact('g@example.com', { properties: { city: 'Oslo', plan: 'Pro' } });
  await data.contact('h@example.com', { properties: { city: 'Oslo' } });
  const archived = await data.contact('z@example.com', { properties: { city: 'Berlin', plan: 'Pro' }, archived: true });
  lists.newsletter = await data.list('Newsletter', [a, b, c, d, e, archived]);
  lists.customers = await data.list('Customers', [c, d, f, g]);
  lists.churned = await data.list('Churned', [b, d]);
  lists.empty = await data.list('Empty');
  const campaign = await data.campaign('Spring sale');
  for (const contact of [a, c, g, archived]) await data.activity(contact, campaign, 'opened', new Date());
  lists.campaign = campaign;

  const second = await signUpUser(t.app);
  other = { browser: second.browser, data: new SegmentData(t.ctx.db, second.user.accountId) };
  const x = await other.data.contact('x@example.com', { properties: { city: 'Berlin' } });
  lists.otherAccount = await other.data.list('Newsletter', [x]);
});

describe('who a segment starts from', () => {
  it('takes every live contact when no list is chosen', async () => {
    expect(await count(definition([]))).toBe(8);
  });

  it('takes members of any chosen list, each once, and never archived contacts', async () => {
    expect(await count(definition([], { recipientLists: [lists.newsletter!] }))).toBe(5);
    expect(await count(definition([], { recipientLists: [lists.newsletter!, lists.customers!] }))).toBe(7);
    expect(await count(definition([], { recipientLists: [lists.empty!] }))).toBe(0);
  });

  it('drops members of excluded lists', async () => {
    expect(await count(definition([], { recipientLists: [lists.newsletter!], excludeRecipientList: [lists.churned!] }))).toBe(3);
    expect(await count(definition([], { excludeRecipientList: [lists.churned!, lists.customers!] }))).toBe(3);
  });

  it('keeps only unsubscribed, blocked, or either, for the special choices', async () => {
    expect(await count(definition([], { isUnsubscribed: true }))).toBe(2);
    expect(await count(definition([], { isBlocked: true }))).toBe(2);
    expect(await count(definition([], { isUnsubscribed: true, isBlocked: true }))).toBe(3);
  });

  it('drops unsubscribed, blocked, or both, for the special exclusions', async () => {
    expect(await count(definition([], { excludeIsUnsubscribed: true }))).toBe(6);
    expect(await count(definition([], { excludeIsBlocked: true }))).toBe(6);
    expect(await count(definition([], { excludeIsUnsubscribed: true, excludeIsBlocked: true }))).toBe(5);
    expect(await count(definition([], { recipientLists: [lists.customers!], excludeIsUnsubscribed: true, excludeIsBlocked: true }))).toBe(2);
  });
});

describe('OR groups of AND-ed conditions', () => {
  it('AND-s the conditions of a group', async () => {
    expect(await count(definition([[cityIs('Berlin'), planIs('Pro')]]))).toBe(1);
    expect(await count(definition([[cityIs('Paris'), opened(lists.campaign!)]]))).toBe(1);
  });

  it('OR-s the groups, counting a contact in several groups once', async () => {
    expect(await count(definition([[cityIs('Berlin')], [planIs('Pro')]]))).toBe(4);
    expect(await count(definition([[cityIs('Berlin')], [opened(lists.campaign!)]]))).toBe(4);
    expect(await count(definition([[cityIs('Berlin'), planIs('Free')], [cityIs('Oslo'), opened(lists.campaign!)], [cityIs('Rome')]]))).toBe(4);
  });

  it('applies the audience to every group', async () => {
    expect(
      await count(definition([[cityIs('Berlin')], [opened(lists.campaign!)]], { recipientLists: [lists.newsletter!], excludeRecipientList: [lists.churned!] })),
    ).toBe(2);
  });
});

describe('SQL in keys and values', () => {
  const hostileKey = `city') or 1=1; drop table contacts; --`;
  const hostileValue = `' or '1'='1`;

  it('treats hostile property keys and values as plain text', async () => {
    await data.property(hostileKey, 'string');
    await data.property('a"b\\c', 'number');
    await data.contact('keyed@example.com', { properties: { [hostileKey]: hostileValue, 'a"b\\c': 7 } });
    expect(await count(definition([[{ property: 'userProperty', condition: hostileKey, operator: 'equals', compareValue: hostileValue }]]))).toBe(1);
    expect(await count(definition([[{ property: 'userProperty', condition: hostileKey, operator: 'exists' }]]))).toBe(1);
    expect(await count(definition([[{ property: 'userProperty', condition: 'a"b\\c', operator: 'greaterThan', compareValue: 6 }]]))).toBe(1);
    expect(await count(definition([[cityIs(hostileValue)]]))).toBe(0);
    expect(await count(definition([[{ property: 'userProperty', condition: 'city', operator: 'contains', compareValue: `%'; delete from contacts; --` }]]))).toBe(0);
    expect(await count(definition([]))).toBe(9);
  });

  it('treats hostile event names, event property keys, links and form apps as plain text', async () => {
    const contact = await data.contact('events@example.com');
    await data.eventDefinition(`x'); drop table events; --`, { [hostileKey]: 'string' });
    await data.event(contact, `x'); drop table events; --`, new Date(), { [hostileKey]: hostileValue });
    const eventFilter: SegmentFilter = {
      property: 'customEvents',
      eventName: `x'); drop table events; --`,
      occurrence: { hasOccurred: true, operator: 'atLeast', compareValue: 1, range: 'overAll' },
      eventProperty: hostileKey,
      propertyOperator: 'equals',
      propertyCompareValue: hostileValue,
    };
    expect(await count(definition([[eventFilter]]))).toBe(1);
    const clicked: SegmentFilter = {
      property: 'userActivity',
      condition: 'hasClicked',
      campaigns: [lists.campaign!],
      range: 'overAll',
      linksClicked: [`https://x.test/'); delete from email_activity; --`],
    };
    expect(await count(definition([[clicked]]))).toBe(0);
    const form: SegmentFilter = { property: 'externalForm', appName: `'; drop table forms; --`, submission: { hasSubmitted: true, operator: 'atLeast', compareValue: 1, range: 'overAll' } };
    expect(await count(definition([[form]]))).toBe(0);
    expect(await count(definition([[opened(lists.campaign!)]]))).toBe(3);
  });
});

describe('accounts', () => {
  it("never counts another account's contacts", async () => {
    expect(await count(definition([[cityIs('Berlin')]]), other.browser)).toBe(1);
  });

  it("answers 404 for another account's lists, as for lists that do not exist", async () => {
    for (const request of [
      definition([], { recipientLists: [lists.otherAccount!] }),
      definition([], { excludeRecipientList: [lists.otherAccount!] }),
      definition([], { recipientLists: [999_999_999] }),
    ]) {
      const response = await browser.call(segmentRoutes.getCount, { body: request });
      expect(response.status).toBe(404);
      expect(response.error.message).toBe('List or segment not found');
    }
  });

  it("finds nothing with another account's campaign", async () => {
    const theirs = await other.data.campaign('Their campaign');
    expect(await count(definition([[opened(theirs)]]))).toBe(0);
  });
});
