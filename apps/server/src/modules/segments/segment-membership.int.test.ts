import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { listRoutes, segmentRoutes, type SegmentCreateRequest, type SegmentFilter } from '@sendwell/contracts';
import { listMemberEmails } from '../../../test/fixtures';
import { recomputeSegment } from './refresh-segment';
import { daysAgo, EVERYONE, settledList, SegmentData } from '../../../test/segments/segment-test-fixtures';
import { handleSweepSegments } from './sweep-segments.job';
import { updateSegmentMembers } from './update-segment-members';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t, 'each test');
let data: SegmentData;

beforeEach(async () => {
  data = new SegmentData(t.ctx.db, owner.accountId);
});

const berliners: SegmentFilter = { property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'Berlin' };

const segment = (name: string, fields: Partial<SegmentCreateRequest> = {}): SegmentCreateRequest => ({
  name,
  ...EVERYONE,
  segmentType: 'dynamic',
  segmentFilters: [{ filters: [berliners] }],
  source: 'manual',
  ...fields,
});

const create = async (request: SegmentCreateRequest): Promise<number> => {
  const response = await owner.browser.call(segmentRoutes.saveToList, { body: request });
  expect(response.status, response.text).toBe(201);
  return response.data.id;
};

const settled = (id: number) => settledList(owner.browser, id);

const members = (listId: number): Promise<string[]> => listMemberEmails(t.ctx.db, owner.accountId, listId);

describe('creating a segment', () => {
  it('creates a dynamic segment whose members are computed in the background', async () => {
    await data.contact('a@example.com', { properties: { city: 'Berlin' } });
    await data.contact('b@example.com', { properties: { city: 'Paris' } });
    await data.contact('c@example.com', { properties: { city: 'berlin' } });
    const id = await create(segment('Berliners'));
    const row = (await owner.browser.call(listRoutes.getList, { params: { id } })).data;
    expect(row).toMatchObject({ name: 'Berliners', type: 'dynamic', isAIGenerated: false });
    expect(await settled(id)).toMatchObject({ processing: false, recipientsCount: 2, processingCount: 2 });
    expect(await members(id)).toEqual(['a@example.com', 'c@example.com']);
  });

  it('stores the definition with the list names of the moment', async () => {
    const contact = await data.contact('a@example.com', { properties: { city: 'Berlin' } });
    const newsletter = await data.list('Newsletter', [contact]);
    const churned = await data.list('Churned');
    const id = await create(
      segment('Engaged', { recipientLists: [newsletter], excludeRecipientList: [churned], excludeIsBlocked: true, timezone: { label: 'Berlin', offset: '+01:00' } }),
    );
    const answer = (await owner.browser.call(segmentRoutes.getSegmentDefinition, { query: { recipientListId: id } })).data;
    expect(answer).toMatchObject({ excludeIsBlocked: true, excludeIsUnsubscribed: false, isBlocked: false, isUnsubscribed: false, timezone: { label: 'Berlin', offset: '+01:00' } });
    expect(answer.originalData).toMatchObject({
      recipientLists: [newsletter],
      excludeRecipientList: [churned],
      recipientListNames: ['Newsletter'],
      excludeRecipientListNames: ['Churned'],
      segmentFilters: [{ filters: [berliners] }],
      shopifyFilter: false,
    });
  });

  it('refuses a taken name, an empty name and an invalid definition without creating anything', async () => {
    await create(segment('Berliners'));
    const taken = await owner.browser.call(segmentRoutes.saveToList, { body: segment('  berliners ') });
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe('A list or segment with this name already exists.');
    const empty = await owner.browser.call(segmentRoutes.saveToList, { body: segment('   ') });
    expect(empty.status).toBe(400);
    expect(empty.error.message).toBe('List or segment name cannot be empty');
    const invalid = await owner.browser.call(segmentRoutes.saveToList, { body: segment('Broken', { segmentFilters: [{ filters: [{ ...berliners, compareValue: '' }] }] }) });
    expect(invalid.status).toBe(400);
    expect(invalid.error.message).toBe('Complete every condition');
    expect((await owner.browser.call(listRoutes.allRecipientLists, {})).data.data.map((list) => list.name)).toEqual(['Berliners']);
  });

  it('honours the account settings that turn segment types off', async () => {
    await t.ctx.db.updateTable('accounts').set({ settings: JSON.stringify({ contactSegmentation: { disableDynamic: true } }) }).where('id', '=', owner.accountId).execute();
    const refused = await owner.browser.call(segmentRoutes.saveToList, { body: segment('Dynamic one') });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe('Dynamic segment is only available in Lite plan and above.');
    expect((await owner.browser.call(segmentRoutes.saveToList, { body: segment('Static one', { segmentType: 'static' }) })).status).toBe(201);
  });

  it('marks AI segments and drops ranges from filters on bulk campaigns', async () => {
    const bulk = await data.campaign('Spring sale');
    const triggered = await data.campaign('Welcome', { type: 'TRIGGERED' });
    const opened = (campaigns: number[]): SegmentFilter => ({ property: 'userActivity', condition: 'hasOpened', campaigns, range: 'last', rangeValue: { endValue: 30 } });
    const id = await create(segment('AI generated segment', { source: 'AI', messageId: 'm-1', version: 2, segmentFilters: [{ filters: [opened([bulk]), opened([triggered])] }] }));
    expect((await owner.browser.call(listRoutes.getList, { params: { id } })).data.isAIGenerated).toBe(true);
    const stored = (await owner.browser.call(segmentRoutes.getSegmentDefinition, { query: { recipientListId: id } })).data.originalData;
    expect(stored).toMatchObject({ messageId: 'm-1', version: 2 });
    const [onBulk, onTriggered] = stored.segmentFilters[0]!.filters;
    expect(onBulk).not.toHaveProperty('range');
    expect(onTriggered).toMatchObject({ range: 'last', rangeValue: { endValue: 30 } });
  });
});

describe('keeping members current', () => {
  it('recomputes a dynamic segment on refresh: new matches join, former ones leave', async () => {
    const a = await data.contact('a@example.com', { properties: { city: 'Berlin' } });
    const id = await create(segment('Berliners'));
    await settled(id);
    await data.contact('new@example.com', { properties: { city: 'Berlin' } });
    await t.ctx.db.updateTable('contacts').set({ properties: JSON.stringify({ city: 'Rome' }) }).where('account_id', '=', owner.accountId).where('id', '=', a).execute();
    const started = await owner.browser.call(listRoutes.refresh, { params: { id } });
    expect(started.status).toBe(202);
    expect(started.data.processing).toBe(true);
    expect(await settled(id)).toMatchObject({ recipientsCount: 1 });
    expect(await members(id)).toEqual(['new@example.com']);
    const again = await owner.browser.call(segmentRoutes.refreshSegment, { params: { id } });
    expect(again.status).toBe(202);
    expect(await settled(id)).toMatchObject({ recipientsCount: 1 });
  });

  it('keeps a static segment as the snapshot taken at creation', async () => {
    await data.contact('a@example.com', { properties: { city: 'Berlin' } });
    const id = await create(segment('Snapshot', { segmentType: 'static' }));
    expect(await settled(id)).toMatchObject({ recipientsCount: 1 });
    await data.contact('late@example.com', { properties: { city: 'Berlin' } });
    await owner.browser.call(listRoutes.refresh, { params: { id } });
    expect(await settled(id)).toMatchObject({ recipientsCount: 1 });
    expect(await members(id)).toEqual(['a@example.com']);
    const recount = await owner.browser.call(segmentRoutes.refreshCount, { params: { id } });
    expect(recount.data).toMatchObject({ processing: false, recipientsCount: 1 });
    expect((await owner.browser.call(segmentRoutes.refreshSegment, { params: { id } })).status).toBe(400);
  });

  it('updates dynamic segments for contacts whose events changed, without a full refresh', async () => {
    const a = await data.contact('a@example.com');
    const b = await data.contact('b@example.com');
    await data.event(a, 'Webinar Registered', daysAgo(1));
    await data.eventDefinition('Webinar Registered', {});
    const registered: SegmentFilter = { property: 'customEvents', eventName: 'Webinar Registered', occurrence: { hasOccurred: true, operator: 'atLeast', compareValue: 1, range: 'last', rangeValue: { endValue: 7 } } };
    const id = await create(segment('Registered', { segmentFilters: [{ filters: [registered] }] }));
    expect(await settled(id)).toMatchObject({ recipientsCount: 1 });
    await data.event(b, 'Webinar Registered', new Date());
    // Someone else's contact id in the batch changes nothing.
    await updateSegmentMembers(t.ctx.db, owner.accountId, [b, 999_999_999]);
    expect(await members(id)).toEqual(['a@example.com', 'b@example.com']);
    expect((await owner.browser.call(listRoutes.status, { params: { id } })).data.recipientsCount).toBe(2);
    await t.ctx.db.deleteFrom('events').where('account_id', '=', owner.accountId).where('contact_id', '=', a).execute();
    await updateSegmentMembers(t.ctx.db, owner.accountId, [a, b]);
    await updateSegmentMembers(t.ctx.db, owner.accountId, [a, b]);
    expect(await members(id)).toEqual(['b@example.com']);
    expect((await owner.browser.call(listRoutes.status, { params: { id } })).data.recipientsCount).toBe(1);
  });

  it('reports progress and ends with the count, even run twice', async () => {
    for (let i = 0; i < 30; i++) await data.contact(`c${i}@example.com`, { properties: { city: 'Berlin' } });
    const id = await create(segment('Many'));
    await settled(id);
    await recomputeSegment(t.ctx.db, owner.accountId, id);
    await recomputeSegment(t.ctx.db, owner.accountId, id);
    expect(await settled(id)).toMatchObject({ processing: false, processingCount: 30, recipientsCount: 30 });
    expect(await members(id)).toHaveLength(30);
  });

  it('sweeps stale dynamic segments once per tick', async () => {
    await data.contact('a@example.com', { properties: { city: 'Berlin' } });
    const id = await create(segment('Stale'));
    await settled(id);
    await sql`update segment_refreshes set refreshed_at = now() - interval '2 days' where account_id = ${owner.accountId} and list_id = ${id}`.execute(t.ctx.db);
    await sql`update segment_sweep set next_run_at = now() - interval '1 minute'`.execute(t.ctx.db);
    expect(await handleSweepSegments(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await handleSweepSegments(t.ctx)).toBe(0);
    for (let i = 0; i < 100; i++) {
      const row = await t.ctx.db.selectFrom('segment_refreshes').select('refreshed_at').where('account_id', '=', owner.accountId).where('list_id', '=', id).executeTakeFirstOrThrow();
      if (row.refreshed_at.getTime() > Date.now() - 60_000) return;
      await sleep(50);
    }
    throw new Error('the stale segment was not refreshed');
  });
});

describe('starting points for the wizard', () => {
  it('answers a definition for an activity record of a list, which counts', async () => {
    const a = await data.contact('a@example.com');
    const list = await data.list('Newsletter', [a]);
    const campaign = await data.campaign('Spring sale');
    await data.activity(a, campaign, 'opened', new Date());
    const recent = (await owner.browser.call(segmentRoutes.definitionForActivity, { query: { recipientListId: list, forActivity: 'hasOpened' } })).data;
    expect(recent).toEqual({
      recipientLists: [list],
      excludeRecipientList: [],
      segmentFilters: [{ filters: [{ property: 'userActivity', condition: 'hasOpened', campaigns: ['all'], allCampaigns: true, range: 'last', rangeValue: { endValue: 30 } }] }],
    });
    const one = (await owner.browser.call(segmentRoutes.definitionForActivity, { query: { recipientListId: list, forActivity: 'hasOpened', campaignId: campaign } })).data;
    for (const start of [recent, one]) {
      expect((await owner.browser.call(segmentRoutes.getCount, { body: { ...EVERYONE, ...start } })).data.contactsCount).toBe(1);
    }
  });

  it('answers the definition of each engagement type, and each one counts', async () => {
    await data.contact('a@example.com', { createdAt: daysAgo(3) });
    for (const name of ['newContacts', 'activeContacts', 'inactiveContacts', 'highOpeners', 'sunsetInactive', 'winBack', 'potentialCustomers'] as const) {
      const start = await owner.browser.call(segmentRoutes.definitionByEngagementType, { query: { name } });
      expect(start.status, name).toBe(200);
      const counted = await owner.browser.call(segmentRoutes.getCount, { body: { ...EVERYONE, ...start.data } });
      expect(counted.status, `${name}: ${counted.text}`).toBe(200);
    }
    const fresh = (await owner.browser.call(segmentRoutes.definitionByEngagementType, { query: { name: 'newContacts' } })).data;
    expect(fresh).toMatchObject({ recipientLists: null, excludeIsUnsubscribed: true, excludeIsBlocked: true });
    expect((await owner.browser.call(segmentRoutes.getCount, { body: { ...EVERYONE, ...fresh } })).data.contactsCount).toBe(1);
  });
});
