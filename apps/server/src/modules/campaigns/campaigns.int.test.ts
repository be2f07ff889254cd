import { describe, expect, it } from 'vitest';
import { campaignRoutes, CampaignMessages, ListMessages, listRoutes, segmentRoutes } from '@sendwell/contracts';
import { seedList, seedSentCampaign } from '../../../test/fixtures';
import { signUpUser } from '../../../test/users';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t, 'each test');

const createDraft = async (name: string, listIds: number[] = []) => {
  const response = await owner.browser.call(campaignRoutes.create, { body: { name, listIds } });
  expect(response.status, response.text).toBe(201);
  return response.data;
};

const audienceNames = async (campaignId: number) =>
  (await owner.browser.call(campaignRoutes.get, { params: { id: campaignId } })).data.audience.map((list) => list.name);

/** What the lists table knows of a list's campaigns, straight from the row. */
const listRow = (listId: number) =>
  t.ctx.db
    .selectFrom('lists')
    .select(['campaigns_sent as campaignsSent', 'updated_at as updatedAt'])
    .where('account_id', '=', owner.accountId)
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();

describe('creating a draft', () => {
  it('creates a bulk draft with the trimmed name, unsent and with no audience', async () => {
    const draft = await createDraft('  Spring sale  ');
    expect(draft).toMatchObject({ name: 'Spring sale', campaignType: 'bulk', status: 'draft', sentOn: null, audience: [] });
    const row = await t.ctx.db.selectFrom('campaigns').selectAll().where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: owner.accountId, status: 'draft', sent_at: null, is_archived: false });
  });

  it('refuses an empty, blank or too long name with the message to show', async () => {
    for (const [name, message] of [
      ['', CampaignMessages.nameEmpty],
      ['   ', 'Campaign name cannot be empty'],
      ['x'.repeat(257), 'Campaign name cannot be more than 256 characters'],
    ] as const) {
      const response = await owner.browser.call(campaignRoutes.create, { body: { name } });
      expect(response.status).toBe(400);
      expect(response.error).toMatchObject({ code: 'BAD_REQUEST', message, fields: { name: message } });
    }
    expect((await createDraft('y'.repeat(256))).name).toHaveLength(256);
    expect((await owner.browser.call(campaignRoutes.list, { query: {} })).data.total).toBe(1);
  });

  it('starts with an audience when given one, and creates nothing when a list is not the account\'s', async () => {
    const newsletter = await seedList(t.ctx.db, owner.accountId, 'Newsletter');
    const draft = await createDraft('Welcome', [newsletter, newsletter]);
    expect(draft.audience).toEqual([{ id: newsletter, name: 'Newsletter', type: 'list' }]);

    const other = await signUpUser(t.app);
    const theirs = await seedList(t.ctx.db, other.user.accountId, 'Theirs');
    const refused = await owner.browser.call(campaignRoutes.create, { body: { name: 'Sneaky', listIds: [newsletter, theirs] } });
    expect(refused.status).toBe(404);
    expect(refused.error.message).toBe(ListMessages.listNotFound);
    expect((await owner.browser.call(campaignRoutes.list, { query: {} })).data.data.map((row) => row.name)).toEqual(['Welcome']);
  });
});

describe('the campaigns table', () => {
  it('pages newest first, 10 rows by default, and takes the lists table\'s page sizes', async () => {
    for (let i = 1; i <= 12; i++) await createDraft(`Draft ${String(i).padStart(2, '0')}`);
    const first = (await owner.browser.call(campaignRoutes.list, { query: {} })).data;
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]?.name).toBe('Draft 12');
    const second = (await owner.browser.call(campaignRoutes.list, { query: { page: '2' } })).data;
    expect(second.data.map((row) => row.name)).toEqual(['Draft 02', 'Draft 01']);
    expect((await owner.browser.call(campaignRoutes.list, { query: { pageSize: '5' } })).data.data).toHaveLength(5);
    expect((await owner.browser.call(campaignRoutes.list, { query: { pageSize: '7' } })).status).toBe(400);
    // Past the last page: no rows, the total still known.
    expect((await owner.browser.call(campaignRoutes.list, { query: { page: '4' } })).data).toMatchObject({ data: [], total: 12 });
  });

  it('shows sent campaigns with their date and audience, and leaves archived ones out', async () => {
    const newsletter = await seedList(t.ctx.db, owner.accountId, 'Newsletter');
    const vip = await seedList(t.ctx.db, owner.accountId, 'VIP', 'dynamic');
    await seedSentCampaign(t.ctx.db, owner.accountId, 'Autumn sale', [vip, newsletter]);
    const archived = await seedSentCampaign(t.ctx.db, owner.accountId, 'Old news', [newsletter]);
    await t.ctx.db.updateTable('campaigns').set({ is_archived: true }).where('id', '=', archived).execute();
    const draft = await createDraft('Winter sale');

    const page = (await owner.browser.call(campaignRoutes.list, { query: {} })).data;
    expect(page.total).toBe(2);
    expect(page.data.map((row) => row.name)).toEqual(['Winter sale', 'Autumn sale']);
    expect(page.data[1]).toMatchObject({
      status: 'sent',
      audience: [
        { id: newsletter, name: 'Newsletter', type: 'list' },
        { id: vip, name: 'VIP', type: 'dynamic' },
      ],
    });
    expect(page.data[1]?.sentOn).not.toBeNull();
    expect((await owner.browser.call(campaignRoutes.get, { params: { id: archived } })).status).toBe(404);
    expect((await owner.browser.call(campaignRoutes.get, { params: { id: draft.id } })).data.name).toBe('Winter sale');
  });

  it("never shows another account's campaigns", async () => {
    await createDraft('Mine');
    const other = await signUpUser(t.app);
    const theirs = (await other.browser.call(campaignRoutes.create, { body: { name: 'Theirs' } })).data;
    const page = (await owner.browser.call(campaignRoutes.list, { query: {} })).data;
    expect(page.data.map((row) => row.name)).toEqual(['Mine']);
    expect(page.total).toBe(1);
    const response = await owner.browser.call(campaignRoutes.get, { params: { id: theirs.id } });
    expect(response.status).toBe(404);
    expect(response.error.message).toBe(CampaignMessages.notFound);
  });
});

describe("a draft's audience", () => {
  it('is replaced as a whole, each list once, and can be emptied', async () => {
    const a = await seedList(t.ctx.db, owner.accountId, 'Alpha');
    const b = await seedList(t.ctx.db, owner.accountId, 'Beta', 'dynamic');
    const c = await seedList(t.ctx.db, owner.accountId, 'Gamma');
    const draft = await createDraft('Launch', [a, b]);

    const saved = await owner.browser.call(campaignRoutes.setAudience, { params: { id: draft.id }, body: { listIds: [c, b, c] } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data.audience.map((list) => list.name)).toEqual(['Beta', 'Gamma']);
    expect(await audienceNames(draft.id)).toEqual(['Beta', 'Gamma']);

    await owner.browser.call(campaignRoutes.setAudience, { params: { id: draft.id }, body: { listIds: [] } });
    expect(await audienceNames(draft.id)).toEqual([]);
  });

  it("refuses another account's list with 404 and an archived one with 400, leaving the audience as it was", async () => {
    const a = await seedList(t.ctx.db, owner.accountId, 'Alpha');
    const b = await seedList(t.ctx.db, owner.accountId, 'Beta');
    const old = await seedList(t.ctx.db, owner.accountId, 'Old');
    await owner.browser.call(listRoutes.archive, { body: { emailListId: old, archiveContacts: false } });
    const draft = await createDraft('Launch', [a]);
    const other = await signUpUser(t.app);
    const theirs = await seedList(t.ctx.db, other.user.accountId, 'Theirs');

    const foreign = await owner.browser.call(campaignRoutes.setAudience, { params: { id: draft.id }, body: { listIds: [b, theirs] } });
    expect(foreign.status).toBe(404);
    expect(foreign.error).toMatchObject({ code: 'NOT_FOUND', message: ListMessages.listNotFound });
    expect(await audienceNames(draft.id)).toEqual(['Alpha']);

    const archived = await owner.browser.call(campaignRoutes.setAudience, { params: { id: draft.id }, body: { listIds: [b, old] } });
    expect(archived.status).toBe(400);
    expect(archived.error.message).toBe(CampaignMessages.archivedList);
    expect(await audienceNames(draft.id)).toEqual(['Alpha']);

    const unknown = await owner.browser.call(campaignRoutes.addToAudience, { params: { id: draft.id }, body: { listId: theirs } });
    expect(unknown.status).toBe(404);
    expect(await audienceNames(draft.id)).toEqual(['Alpha']);
    const count = await t.ctx.db.selectFrom('campaign_lists').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', other.user.accountId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('cannot change once the campaign is sent', async () => {
    const a = await seedList(t.ctx.db, owner.accountId, 'Alpha');
    const b = await seedList(t.ctx.db, owner.accountId, 'Beta');
    const sent = await seedSentCampaign(t.ctx.db, owner.accountId, 'Sent one', [a]);
    for (const response of [
      await owner.browser.call(campaignRoutes.setAudience, { params: { id: sent }, body: { listIds: [b] } }),
      await owner.browser.call(campaignRoutes.addToAudience, { params: { id: sent }, body: { listId: b } }),
    ]) {
      expect(response.status).toBe(409);
      expect(response.error).toMatchObject({ code: 'CAMPAIGN_NOT_DRAFT', message: CampaignMessages.notDraft });
    }
    expect(await audienceNames(sent)).toEqual(['Alpha']);
  });

  it('takes a quick segment just created, keeping the rest, once however often it is added', async () => {
    const a = await seedList(t.ctx.db, owner.accountId, 'Alpha');
    const draft = await createDraft('Launch', [a]);
    const segment = await owner.browser.call(segmentRoutes.saveToList, {
      body: { name: 'Quick one', segmentType: 'dynamic', recipientLists: null, segmentFilters: [] },
    });
    expect(segment.status, segment.text).toBe(201);
    for (let i = 0; i < 2; i++) {
      const added = await owner.browser.call(campaignRoutes.addToAudience, { params: { id: draft.id }, body: { listId: segment.data.id } });
      expect(added.status, added.text).toBe(200);
      expect(added.data.audience).toEqual([
        { id: a, name: 'Alpha', type: 'list' },
        { id: segment.data.id, name: 'Quick one', type: 'dynamic' },
      ]);
    }
  });

  it("leaves the lists' campaign counts and dates alone: a draft is not a sent campaign", async () => {
    const a = await seedList(t.ctx.db, owner.accountId, 'Alpha');
    const b = await seedList(t.ctx.db, owner.accountId, 'Beta');
    await seedSentCampaign(t.ctx.db, owner.accountId, 'Sent one', [a]);
    const before = await listRow(a);
    expect(before.campaignsSent).toBe(1);

    const draft = await createDraft('Launch', [a, b]);
    await owner.browser.call(campaignRoutes.setAudience, { params: { id: draft.id }, body: { listIds: [b] } });
    await owner.browser.call(campaignRoutes.addToAudience, { params: { id: draft.id }, body: { listId: a } });

    expect(await listRow(a)).toEqual(before);
    expect((await listRow(b)).campaignsSent).toBe(0);
    const table = (await owner.browser.call(listRoutes.listTable, { query: {} })).data.data;
    expect(table.map((row) => [row.name, row.totalCampaignsSent])).toEqual(
      expect.arrayContaining([
        ['Alpha', 1],
        ['Beta', 0],
      ]),
    );
  });
});
