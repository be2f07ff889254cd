import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { contactRoutes, listRoutes, ListMessages } from '@sendwell/contracts';
import { seedContacts, seedJourney, seedList, seedSentCampaign } from '../../../test/fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t, 'each test');

const table = async (query: Record<string, string> = {}) => {
  const response = await owner.browser.call(listRoutes.listTable, { query });
  expect(response.status).toBe(200);
  return response.data;
};

describe('the lists and segments table', () => {
  it('pages with 10 rows by default and takes the other sizes', async () => {
    for (let i = 1; i <= 12; i++)
      await seedList(t.ctx.db, owner.accountId, `List ${String(i).padStart(2, '0')}`);
    const first = await table();
    expect(first.pageSize).toBe(10);
    expect(first.total).toBe(12);
    expect(first.data).toHaveLength(10);
    const second = await table({ page: '2' });
    expect(second.data).toHaveLength(2);
    expect((await table({ pageSize: '5' })).data).toHaveLength(5);
    expect((await owner.browser.call(listRoutes.listTable, { query: { pageSize: '7' } })).status).toBe(400);
  });

  it('shows the newest list first by default, however recently an older one changed', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const dated = (name: string, createdDaysAgo: number, updatedDaysAgo: number) =>
      t.ctx.db
        .insertInto('lists')
        .values({
          account_id: owner.accountId,
          name,
          type: 'list',
          definition: null,
          created_at: new Date(now - createdDaysAgo * day),
          updated_at: new Date(now - updatedDaysAgo * day),
        })
        .execute();
    await dated('Old but just imported into', 30, 0);
    await dated('Newest', 1, 5);
    await dated('Last week', 7, 7);
    expect((await table()).data.map((row) => row.name)).toEqual([
      'Newest',
      'Last week',
      'Old but just imported into',
    ]);
  });

  it('sorts by name, count and campaigns, both ways', async () => {
    const b = await seedList(t.ctx.db, owner.accountId, 'beta');
    const a = await seedList(t.ctx.db, owner.accountId, 'Alpha');
    await seedList(t.ctx.db, owner.accountId, 'gamma');
    await seedContacts(t.ctx.db, owner.accountId, ['x1@example.com', 'x2@example.com'], { listIds: [b] });
    await seedSentCampaign(t.ctx.db, owner.accountId, 'Spring sale', [a]);
    await seedSentCampaign(t.ctx.db, owner.accountId, 'Summer sale', [a]);
    expect((await table({ sortBy: 'name', sortOrder: 'ascend' })).data.map((row) => row.name)).toEqual([
      'Alpha',
      'beta',
      'gamma',
    ]);
    expect((await table({ sortBy: 'name', sortOrder: 'descend' })).data.map((row) => row.name)).toEqual([
      'gamma',
      'beta',
      'Alpha',
    ]);
    const byCount = await table({ sortBy: 'recipientsCount', sortOrder: 'descend' });
    expect(byCount.data[0]).toMatchObject({ name: 'beta', recipientsCount: 2 });
    const byCampaigns = await table({ sortBy: 'totalCampaignsSent', sortOrder: 'descend' });
    expect(byCampaigns.data[0]).toMatchObject({ name: 'Alpha', totalCampaignsSent: 2 });
  });

  it('searches by name, treating % and _ as plain characters', async () => {
    await seedList(t.ctx.db, owner.accountId, 'Newsletter');
    await seedList(t.ctx.db, owner.accountId, '100% VIP');
    await seedList(t.ctx.db, owner.accountId, 'Webinar');
    expect((await table({ search: 'news' })).data.map((row) => row.name)).toEqual(['Newsletter']);
    expect((await table({ search: '%' })).data.map((row) => row.name)).toEqual(['100% VIP']);
  });

  it('lists archived lists apart, and leaves them out of the choices', async () => {
    const kept = await seedList(t.ctx.db, owner.accountId, 'Kept');
    const archived = await seedList(t.ctx.db, owner.accountId, 'Old');
    expect(
      (
        await owner.browser.call(listRoutes.archive, {
          body: { emailListId: archived, archiveContacts: false },
        })
      ).status,
    ).toBe(200);
    expect((await table()).data.map((row) => row.id)).toEqual([kept]);
    expect((await table({ archived: 'true' })).data).toEqual([
      expect.objectContaining({ id: archived, archived: true }),
    ]);
    expect((await owner.browser.call(listRoutes.allRecipientLists, {})).data.data).toEqual([
      { id: kept, name: 'Kept', type: 'list' },
    ]);
  });
});

describe('one list', () => {
  it('answers a list as its table row, archived or not', async () => {
    const id = await seedList(t.ctx.db, owner.accountId, 'Single');
    expect((await owner.browser.call(listRoutes.getList, { params: { id } })).data).toMatchObject({
      id,
      name: 'Single',
      type: 'list',
      archived: false,
    });
    await owner.browser.call(listRoutes.archive, { body: { emailListId: id, archiveContacts: false } });
    expect((await owner.browser.call(listRoutes.getList, { params: { id } })).data).toMatchObject({
      id,
      archived: true,
    });
  });

  it('names archived lists among the choices only when asked, since their names stay taken', async () => {
    const live = await seedList(t.ctx.db, owner.accountId, 'Live');
    const archived = await seedList(t.ctx.db, owner.accountId, 'Archived one');
    await owner.browser.call(listRoutes.archive, { body: { emailListId: archived, archiveContacts: false } });
    const ids = async (query: { includeArchived?: 'true' | 'false' }) =>
      (await owner.browser.call(listRoutes.allRecipientLists, { query })).data.data
        .map((list) => list.id)
        .sort();
    expect(await ids({})).toEqual([live]);
    expect(await ids({ includeArchived: 'true' })).toEqual([live, archived].sort());
    const clash = await owner.browser.call(listRoutes.rename, {
      body: { emailListId: live, name: 'archived ONE' },
    });
    expect(clash.error.message).toBe('A list or segment with this name already exists.');
  });
});

describe('rename', () => {
  it('renames, trimming the name', async () => {
    const id = await seedList(t.ctx.db, owner.accountId, 'Before');
    expect(
      (await owner.browser.call(listRoutes.rename, { body: { emailListId: id, name: '  After  ' } })).status,
    ).toBe(200);
    expect((await table()).data[0]?.name).toBe('After');
  });

  it('answers each name rule with the spec message', async () => {
    const id = await seedList(t.ctx.db, owner.accountId, 'Mine');
    await seedList(t.ctx.db, owner.accountId, 'Taken Name');
    const attempt = (name: string) =>
      owner.browser.call(listRoutes.rename, { body: { emailListId: id, name } });
    expect((await attempt('   ')).error.message).toBe(ListMessages.nameEmpty);
    expect((await attempt('x'.repeat(257))).error.message).toBe(
      'List / segment name cannot be more than 256 characters',
    );
    const taken = await attempt('  taken name ');
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe('A list or segment with this name already exists.');
    expect((await attempt('x'.repeat(256))).status).toBe(200);
  });

  it('keeps a list its own name', async () => {
    const id = await seedList(t.ctx.db, owner.accountId, 'Same');
    expect(
      (await owner.browser.call(listRoutes.rename, { body: { emailListId: id, name: 'SAME' } })).status,
    ).toBe(200);
  });
});

describe('archive and delete', () => {
  it('refuses while an Available or Paused journey is triggered by the segment, and says which', async () => {
    const segment = await seedList(t.ctx.db, owner.accountId, 'Engaged', 'dynamic');
    await seedJourney(t.ctx.db, owner.accountId, 'Welcome series', 'Paused', segment);
    await seedJourney(t.ctx.db, owner.accountId, 'Old draft', 'Draft', segment);
    const info = await owner.browser.call(listRoutes.contactListInfo, {
      query: { segmentId: String(segment) },
    });
    expect(info.data.journeys.map((journey) => [journey.name, journey.status])).toEqual([
      ['Old draft', 'Draft'],
      ['Welcome series', 'Paused'],
    ]);
    const archive = await owner.browser.call(listRoutes.archive, {
      body: { emailListId: segment, archiveContacts: false },
    });
    expect(archive.status).toBe(409);
    expect(archive.error.message).toBe(
      'Cannot archive a segment which is already being used in Journey Trigger/Segment Membership',
    );
  });

  it('archives despite journeys that are not running', async () => {
    const segment = await seedList(t.ctx.db, owner.accountId, 'Lapsed', 'dynamic');
    await seedJourney(t.ctx.db, owner.accountId, 'Finished', 'Completed', segment);
    expect(
      (
        await owner.browser.call(listRoutes.archive, {
          body: { emailListId: segment, archiveContacts: false },
        })
      ).status,
    ).toBe(200);
  });

  it('never archives the store contacts list', async () => {
    const store = await seedList(t.ctx.db, owner.accountId, 'Store customers', 'shopify');
    const response = await owner.browser.call(listRoutes.archive, {
      body: { emailListId: store, archiveContacts: false },
    });
    expect(response.status).toBe(403);
  });

  it('archives with contacts only with the typed name; they stop counting and come back on restore', async () => {
    const list = await seedList(t.ctx.db, owner.accountId, 'Trade show');
    const other = await seedList(t.ctx.db, owner.accountId, 'Other');
    await seedContacts(t.ctx.db, owner.accountId, ['a@example.com', 'b@example.com'], { listIds: [list] });
    await seedContacts(t.ctx.db, owner.accountId, ['c@example.com'], { listIds: [other] });
    const usage = async () => (await owner.browser.call(contactRoutes.usage, {})).data.activeContacts;
    expect(await usage()).toBe(3);

    const wrongName = await owner.browser.call(listRoutes.archive, {
      body: { emailListId: list, archiveContacts: true, confirmName: 'trade show' },
    });
    expect(wrongName.status).toBe(400);
    expect(await usage()).toBe(3);

    expect(
      (
        await owner.browser.call(listRoutes.archive, {
          body: { emailListId: list, archiveContacts: true, confirmName: 'Trade show' },
        })
      ).status,
    ).toBe(200);
    expect(await usage()).toBe(1);
    expect((await table({ archived: 'true' })).data[0]).toMatchObject({ id: list, archiveContacts: true });

    expect((await owner.browser.call(listRoutes.restore, { params: { id: list } })).status).toBe(200);
    expect(await usage()).toBe(3);
    expect((await table()).data.find((row) => row.id === list)).toMatchObject({
      archived: false,
      recipientsCount: 2,
    });
  });

  it('refuses to delete a list while its backup export is still being prepared', async () => {
    const list = await seedList(t.ctx.db, owner.accountId, 'Backed up');
    await t.ctx.db
      .insertInto('exports')
      .values({
        account_id: owner.accountId,
        list_id: list,
        list_name: 'Backed up',
        requested_by: (await t.ctx.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id,
        file_key: null,
        size_bytes: null,
        row_count: null,
        error: null,
        completed_at: null,
      })
      .execute();
    const refused = await owner.browser.call(listRoutes.archive, {
      body: { emailListId: list, archiveContacts: true, deletePermanently: true, confirmName: 'Backed up' },
    });
    expect(refused.status).toBe(409);
    expect(refused.error.code).toBe('EXPORT_RUNNING');
    expect((await owner.browser.call(listRoutes.getList, { params: { id: list } })).status).toBe(200);
  });

  it('deletes for good only with the exact name typed', async () => {
    const list = await seedList(t.ctx.db, owner.accountId, 'Remove me');
    await seedContacts(t.ctx.db, owner.accountId, ['gone@example.com'], { listIds: [list] });
    const refused = await owner.browser.call(listRoutes.archive, {
      body: { emailListId: list, archiveContacts: true, deletePermanently: true },
    });
    expect(refused.status).toBe(400);
    expect(
      (
        await owner.browser.call(listRoutes.archive, {
          body: {
            emailListId: list,
            archiveContacts: true,
            deletePermanently: true,
            confirmName: 'Remove me',
          },
        })
      ).status,
    ).toBe(200);
    expect((await table()).total).toBe(0);
    expect((await table({ archived: 'true' })).total).toBe(0);
    expect((await owner.browser.call(listRoutes.status, { params: { id: list } })).status).toBe(404);
    expect((await owner.browser.call(contactRoutes.usage, {})).data.activeContacts).toBe(0);
  });
});

describe('contacts of a list', () => {
  it('pages newest first and searches by email', async () => {
    const list = await seedList(t.ctx.db, owner.accountId, 'People');
    await seedContacts(
      t.ctx.db,
      owner.accountId,
      ['ann@example.com', 'bob@example.com', 'anna@example.org'],
      {
        listIds: [list],
        properties: (email) => ({ firstName: email.split('@')[0] ?? null }),
      },
    );
    const page = await owner.browser.call(contactRoutes.listContacts, {
      params: { id: list },
      query: { pageSize: '2' },
    });
    expect(page.data.total).toBe(3);
    expect(page.data.data.map((contact) => contact.email)).toEqual(['anna@example.org', 'bob@example.com']);
    const search = await owner.browser.call(contactRoutes.listContacts, {
      params: { id: list },
      query: { search: 'ANN' },
    });
    expect(search.data.data.map((contact) => contact.email).sort()).toEqual([
      'ann@example.com',
      'anna@example.org',
    ]);
    const [first] = search.data.data;
    const detail = await owner.browser.call(contactRoutes.getContact, { params: { id: first!.id } });
    expect(detail.data.lists).toEqual([{ id: list, name: 'People', type: 'list' }]);
    expect(detail.data.properties.firstName).toBe(first!.email.split('@')[0]);
  });

  it('reports processing state and counts for polling', async () => {
    const list = await seedList(t.ctx.db, owner.accountId, 'Polled');
    await seedContacts(t.ctx.db, owner.accountId, ['p@example.com'], { listIds: [list] });
    expect((await owner.browser.call(listRoutes.status, { params: { id: list } })).data).toEqual({
      id: list,
      processing: false,
      processingCount: 0,
      recipientsCount: 1,
    });
  });

  it('lists the system properties first', async () => {
    const response = await owner.browser.call(contactRoutes.personalParams, {});
    expect(response.data.personalParamsWithType.slice(0, 2)).toEqual([
      { key: 'firstName', type: 'string', sourceType: 'system', isReadOnly: false },
      { key: 'lastName', type: 'string', sourceType: 'system', isReadOnly: false },
    ]);
  });
});

describe('refresh, engagement and campaign performance', () => {
  it('marks the list processing, recounts in the background and ends processing', async () => {
    const list = await seedList(t.ctx.db, owner.accountId, 'Drifted', 'dynamic');
    await seedContacts(t.ctx.db, owner.accountId, ['r1@example.com', 'r2@example.com'], { listIds: [list] });
    await t.ctx.db
      .updateTable('lists')
      .set({ recipients_count: 99 })
      .where('account_id', '=', owner.accountId)
      .where('id', '=', list)
      .execute();
    const started = await owner.browser.call(listRoutes.refresh, { params: { id: list } });
    expect(started.status).toBe(202);
    expect(started.data.processing).toBe(true);
    let status = started.data;
    for (let i = 0; i < 100 && status.processing; i++) {
      await sleep(100);
      status = (await owner.browser.call(listRoutes.status, { params: { id: list } })).data;
    }
    expect(status).toMatchObject({ processing: false, recipientsCount: 2 });
  });

  it('reports 30 days of growth and engagement for the list, with rates over contacts reached', async () => {
    const list = await seedList(t.ctx.db, owner.accountId, 'Engaged');
    const [first, second] = await seedContacts(
      t.ctx.db,
      owner.accountId,
      ['e1@example.com', 'e2@example.com'],
      {
        listIds: [list],
      },
    );
    const today = new Date().toISOString().slice(0, 10);
    await t.ctx.db
      .insertInto('contact_engagement_daily')
      .values([
        {
          account_id: owner.accountId,
          contact_id: first!,
          day: today,
          sent: 2,
          opened: 1,
          clicked: 1,
          submitted: 0,
        },
        {
          account_id: owner.accountId,
          contact_id: second!,
          day: today,
          sent: 2,
          opened: 0,
          clicked: 0,
          submitted: 0,
        },
        {
          account_id: owner.accountId,
          contact_id: second!,
          day: '2000-01-01',
          sent: 5,
          opened: 5,
          clicked: 5,
          submitted: 0,
        },
      ])
      .execute();
    const engagement = (await owner.browser.call(listRoutes.engagement, { params: { id: list } })).data;
    expect(engagement.daily).toHaveLength(30);
    expect(engagement.daily.at(-1)).toEqual({
      day: today,
      joined: 2,
      sent: 4,
      opened: 1,
      clicked: 1,
      submitted: 0,
    });
    expect(engagement.totals).toEqual({
      joined: 2,
      sent: 4,
      uniqueOpens: 1,
      uniqueClicks: 1,
      openRate: 50,
      clickRate: 50,
    });
  });

  it('lists campaigns sent to the list with unique opens and clicks among its contacts', async () => {
    const list = await seedList(t.ctx.db, owner.accountId, 'Readers');
    const [reader, skimmer] = await seedContacts(
      t.ctx.db,
      owner.accountId,
      ['reader@example.com', 'skimmer@example.com'],
      { listIds: [list] },
    );
    const [outsider] = await seedContacts(t.ctx.db, owner.accountId, ['outsider@example.com']);
    const campaign = await seedSentCampaign(t.ctx.db, owner.accountId, 'November news', [list]);
    const at = new Date();
    const activity = (contactId: number, kind: 'sent' | 'opened' | 'clicked') => ({
      account_id: owner.accountId,
      contact_id: contactId,
      campaign_id: campaign,
      kind,
      occurred_at: at,
      link: null,
      sender_id: null,
    });
    await t.ctx.db
      .insertInto('email_activity')
      .values([
        activity(reader!, 'sent'),
        activity(reader!, 'opened'),
        activity(reader!, 'opened'),
        activity(reader!, 'clicked'),
        activity(skimmer!, 'sent'),
        activity(outsider!, 'sent'),
        activity(outsider!, 'opened'),
      ])
      .execute();
    const { data } = (await owner.browser.call(listRoutes.campaigns, { params: { id: list } })).data;
    expect(data).toEqual([
      expect.objectContaining({
        id: campaign,
        name: 'November news',
        sent: 2,
        uniqueOpens: 1,
        uniqueClicks: 1,
        openRate: 50,
        clickRate: 50,
      }),
    ]);
  });
});
