import { beforeEach, describe, expect, it } from 'vitest';
import {
  ListMessages,
  SegmentServerMessages,
  listRoutes,
  segmentRoutes,
  type SegmentCreateRequest,
  type SegmentFilter,
  type SegmentUpdateRequest,
} from '@sendwell/contracts';
import type { TestBrowser } from '../../../test/http-client';
import { signUpUser } from '../../../test/users';
import { EVERYONE, settledList, SegmentData } from '../../../test/segments/segment-test-fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t, 'each test');
let data: SegmentData;

beforeEach(async () => {
  data = new SegmentData(t.ctx.db, owner.accountId);
});

const livesIn = (city: string): SegmentFilter => ({ property: 'userProperty', condition: 'city', operator: 'equals', compareValue: city });

const create = async (fields: Partial<SegmentCreateRequest> = {}): Promise<number> => {
  const response = await owner.browser.call(segmentRoutes.saveToList, {
    body: { name: 'Berliners', ...EVERYONE, segmentType: 'dynamic', segmentFilters: [{ filters: [livesIn('Berlin')] }], source: 'manual', ...fields },
  });
  expect(response.status, response.text).toBe(201);
  return response.data.id;
};

const settled = (id: number) => settledList(owner.browser, id);

const update = (id: number, fields: Partial<SegmentUpdateRequest> = {}, caller: TestBrowser = owner.browser) =>
  caller.call(segmentRoutes.updateSegment, {
    params: { id },
    body: { name: 'Parisians', ...EVERYONE, segmentFilters: [{ filters: [livesIn('Paris')] }], ...fields },
  });

const storedRow = (id: number) =>
  t.ctx.db.selectFrom('lists').select(['name', 'definition', 'processing', 'updated_at']).where('account_id', '=', owner.accountId).where('id', '=', id).executeTakeFirstOrThrow();

describe("editing a dynamic segment's conditions", () => {
  it('stores the new definition and recomputes the members', async () => {
    await data.contact('a@example.com', { properties: { city: 'Berlin' } });
    await data.contact('b@example.com', { properties: { city: 'Paris' } });
    await data.contact('c@example.com', { properties: { city: 'Paris' } });
    const id = await create();
    expect(await settled(id)).toMatchObject({ recipientsCount: 1 });

    const response = await update(id);
    expect(response.status, response.text).toBe(202);
    expect(response.data).toMatchObject({ id, processing: true });
    expect(await settled(id)).toMatchObject({ recipientsCount: 2 });

    const definition = (await owner.browser.call(segmentRoutes.getSegmentDefinition, { query: { recipientListId: id } })).data.originalData;
    expect(definition.segmentFilters).toEqual([{ filters: [livesIn('Paris')] }]);
    expect(definition.segmentFiltersUpdated).toBe(true);
    expect((await owner.browser.call(listRoutes.getList, { params: { id } })).data).toMatchObject({ name: 'Parisians', type: 'dynamic' });
  });

  it('keeps its own name without calling it taken', async () => {
    const id = await create();
    expect((await update(id, { name: ' Berliners ' })).status).toBe(202);
    expect((await storedRow(id)).name).toBe('Berliners');
  });

  it("answers 404 for another account's segment and changes nothing there", async () => {
    const other = await signUpUser(t.app);
    const theirs = (
      await other.browser.call(segmentRoutes.saveToList, {
        body: { name: 'Theirs', ...EVERYONE, segmentType: 'dynamic', segmentFilters: [{ filters: [livesIn('Berlin')] }], source: 'manual' },
      })
    ).data.id;
    const response = await update(theirs);
    expect(response.status).toBe(404);
    expect(response.error.message).toBe(ListMessages.listNotFound);
    const row = await t.ctx.db.selectFrom('lists').select('name').where('id', '=', theirs).executeTakeFirstOrThrow();
    expect(row.name).toBe('Theirs');
  });

  it('refuses an invalid definition with 400 and writes nothing', async () => {
    const id = await create();
    await settled(id);
    const before = await storedRow(id);
    const incomplete = await update(id, { segmentFilters: [{ filters: [{ property: 'userProperty', condition: 'city', operator: 'equals' }] }] });
    expect(incomplete.status).toBe(400);
    const rate = await update(id, {
      segmentFilters: [{ filters: [{ property: 'engagementMetrics', condition: 'openRate', operator: 'greaterThan', compareValue: 150, range: 'last', rangeValue: { endValue: 30 } }] }],
    });
    expect(rate.status).toBe(400);
    expect(rate.error.message).toBe('Please enter a value between 0 and 100');
    expect((await update(id, { name: '   ' })).status).toBe(400);
    expect((await update(id, { name: 'x'.repeat(257) })).status).toBe(400);
    expect(await storedRow(id)).toEqual(before);
  });

  it('refuses a name another list has, in any case', async () => {
    await data.list('Newsletter');
    const id = await create();
    const response = await update(id, { name: 'NEWSLETTER' });
    expect(response.status).toBe(409);
    expect(response.error.message).toBe(ListMessages.nameTaken);
  });

  it('refuses a static segment, which is a snapshot of its creation', async () => {
    const id = await create({ segmentType: 'static' });
    await settled(id);
    const response = await update(id);
    expect(response.status).toBe(400);
    expect(response.error.message).toBe(SegmentServerMessages.notEditable);
  });
});
