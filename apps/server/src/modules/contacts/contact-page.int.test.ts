import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactRoutes, ContactMessages, type TimelineEntry } from '@sendwell/contracts';
import { seedContacts, seedList, seedSentCampaign } from '../../../test/fixtures';
import { signInNewMember, signUpUser } from '../../../test/users';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t, 'each test');
let contactId: number;

beforeEach(async () => {
  [contactId] = (await seedContacts(t.ctx.db, owner.accountId, ['ana@example.com'], {
    properties: () => ({ firstName: 'Ana' }),
  })) as [number];
  await t.ctx.db
    .insertInto('contact_properties')
    .values([
      { account_id: owner.accountId, key: 'age', type: 'number' },
      { account_id: owner.accountId, key: 'vip', type: 'boolean' },
      { account_id: owner.accountId, key: 'birthday', type: 'date' },
      {
        account_id: owner.accountId,
        key: 'storeId',
        type: 'string',
        is_read_only: true,
        source_type: 'shopify',
      },
    ])
    .execute();
});

const contactRow = () =>
  t.ctx.db
    .selectFrom('contacts')
    .selectAll()
    .where('account_id', '=', owner.accountId)
    .where('id', '=', contactId)
    .executeTakeFirst();
const history = () =>
  t.ctx.db
    .selectFrom('contact_history')
    .select(['kind', 'details', 'list_name'])
    .where('account_id', '=', owner.accountId)
    .where('contact_id', '=', contactId)
    .orderBy('id')
    .execute();
const listCount = async (listId: number) =>
  (
    await t.ctx.db
      .selectFrom('lists')
      .select('recipients_count')
      .where('account_id', '=', owner.accountId)
      .where('id', '=', listId)
      .executeTakeFirstOrThrow()
  ).recipients_count;

const timeline = async (query: { cursor?: string; limit?: string } = {}, as = owner.browser) => {
  const response = await as.call(contactRoutes.timeline, { params: { id: contactId }, query });
  expect(response.status, response.text).toBe(200);
  return response.data;
};
const everyEntry = async (limit: number): Promise<TimelineEntry[]> => {
  const entries: TimelineEntry[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await timeline({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(page.data.length).toBeLessThanOrEqual(limit);
    entries.push(...page.data);
    if (!page.nextCursor) return entries;
    cursor = page.nextCursor;
  }
  throw new Error('the timeline never ended');
};

describe('editing properties on the contact page', () => {
  it('reads each value for its type, removes emptied ones, and keeps the change in the timeline', async () => {
    const response = await owner.browser.call(contactRoutes.updateProperties, {
      params: { id: contactId },
      body: { properties: { age: '42', vip: 'yes', birthday: '1990-05-17', firstName: '', city: 'Lisbon' } },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.data.properties).toEqual({ age: 42, vip: true, birthday: '1990-05-17', city: 'Lisbon' });
    expect((await contactRow())?.properties).toEqual({
      age: 42,
      vip: true,
      birthday: '1990-05-17',
      city: 'Lisbon',
    });
    expect(await history()).toEqual([
      {
        kind: 'propertiesChanged',
        list_name: null,
        details: { keys: ['age', 'vip', 'birthday', 'city', 'firstName'], via: 'page' },
      },
    ]);
    const [latest] = (await timeline()).data;
    expect(latest).toMatchObject({
      type: 'propertiesChanged',
      details: { keys: ['age', 'vip', 'birthday', 'city', 'firstName'] },
    });
  });

  it('answers 400 naming each property whose value does not fit, and writes nothing', async () => {
    const before = await contactRow();
    const response = await owner.browser.call(contactRoutes.updateProperties, {
      params: { id: contactId },
      body: {
        properties: { firstName: 'Changed', age: 'forty', birthday: '2023-02-30', storeId: 'x', shoeSize: 9 },
      },
    });
    expect(response.status).toBe(400);
    expect(response.error.fields).toEqual({
      'properties.age': 'age: Not a number (with a decimal point, as 1,234.56)',
      'properties.birthday': 'birthday: Not a date (ISO 8601, as 2023-12-31, or unix time)',
      'properties.storeId': ContactMessages.readOnlyProperty('storeId'),
      'properties.shoeSize': ContactMessages.unknownProperty('shoeSize'),
    });
    expect(response.error.message).toContain('age: Not a number');
    expect(await contactRow()).toEqual(before);
    expect(await history()).toEqual([]);
  });

  it('records nothing when the values are those the contact has', async () => {
    const response = await owner.browser.call(contactRoutes.updateProperties, {
      params: { id: contactId },
      body: { properties: { firstName: 'Ana' } },
    });
    expect(response.status).toBe(200);
    expect(await history()).toEqual([]);
  });
});

describe('subscription status', () => {
  it('unsubscribes, blocks and subscribes again, each change in the timeline once', async () => {
    const set = (body: { isUnsubscribed?: boolean; isBlocked?: boolean }) =>
      owner.browser.call(contactRoutes.updateStatus, { params: { id: contactId }, body });
    expect((await set({ isUnsubscribed: true })).data).toMatchObject({
      isUnsubscribed: true,
      isBlocked: false,
    });
    expect((await set({ isUnsubscribed: true })).status).toBe(200);
    expect((await set({ isBlocked: true })).data).toMatchObject({ isUnsubscribed: true, isBlocked: true });
    expect((await set({ isUnsubscribed: false, isBlocked: false })).data).toMatchObject({
      isUnsubscribed: false,
      isBlocked: false,
    });
    expect((await history()).map((row) => row.kind)).toEqual([
      'unsubscribed',
      'blocked',
      'subscribed',
      'unblocked',
    ]);
    expect((await set({})).status).toBe(400);
  });
});

describe('lists on the contact page', () => {
  it('adds the contact to a list and removes it, the count following, and the timeline keeps both', async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'Newsletter');
    const added = await owner.browser.call(contactRoutes.addToList, {
      params: { id: contactId },
      body: { listId },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.data.lists.map((list) => list.name)).toEqual(['Newsletter']);
    expect(await listCount(listId)).toBe(1);
    expect(
      (await owner.browser.call(contactRoutes.addToList, { params: { id: contactId }, body: { listId } }))
        .status,
    ).toBe(200);
    expect(await listCount(listId)).toBe(1);

    const removed = await owner.browser.call(contactRoutes.removeFromList, {
      params: { id: contactId, listId },
    });
    expect(removed.status).toBe(200);
    expect(removed.data.lists).toEqual([]);
    expect(await listCount(listId)).toBe(0);
    const types = (await timeline()).data.map((entry) => [entry.type, entry.subject]);
    expect(types).toEqual([
      ['listRemoved', 'Newsletter'],
      ['listAdded', 'Newsletter'],
      ['created', null],
    ]);
  });

  it('refuses segments and archived lists', async () => {
    const segmentId = await seedList(t.ctx.db, owner.accountId, 'Openers', 'dynamic');
    const refused = await owner.browser.call(contactRoutes.addToList, {
      params: { id: contactId },
      body: { listId: segmentId },
    });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe(ContactMessages.notAList);
    const archived = await seedList(t.ctx.db, owner.accountId, 'Old');
    await t.ctx.db.updateTable('lists').set({ archived_at: new Date() }).where('id', '=', archived).execute();
    expect(
      (
        await owner.browser.call(contactRoutes.addToList, {
          params: { id: contactId },
          body: { listId: archived },
        })
      ).status,
    ).toBe(400);
  });
});

describe('archiving and deleting a contact', () => {
  it("archives the contact out of its lists' counts and restores it", async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'Customers');
    await owner.browser.call(contactRoutes.addToList, { params: { id: contactId }, body: { listId } });
    const archived = await owner.browser.call(contactRoutes.archiveContact, { params: { id: contactId } });
    expect(archived.data.archived).toBe(true);
    expect(await listCount(listId)).toBe(0);
    const edit = await owner.browser.call(contactRoutes.updateStatus, {
      params: { id: contactId },
      body: { isBlocked: true },
    });
    expect(edit.status).toBe(409);
    const restored = await owner.browser.call(contactRoutes.restoreContact, { params: { id: contactId } });
    expect(restored.data.archived).toBe(false);
    expect(await listCount(listId)).toBe(1);
    expect((await timeline()).data.slice(0, 2).map((entry) => entry.type)).toEqual(['restored', 'archived']);
  });

  it('deletes for good once the e-mail is typed again, with everything recorded about the contact', async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'Customers');
    await owner.browser.call(contactRoutes.addToList, { params: { id: contactId }, body: { listId } });
    await t.ctx.db
      .insertInto('events')
      .values({ account_id: owner.accountId, contact_id: contactId, name: 'Joined', occurred_at: new Date() })
      .execute();

    const wrong = await owner.browser.call(contactRoutes.deleteContact, {
      params: { id: contactId },
      body: { confirmEmail: 'someone@example.com' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error.fields).toEqual({ confirmEmail: ContactMessages.confirmEmailMismatch });
    expect(await contactRow()).toBeDefined();

    const limited = await signInNewMember(t, owner.accountId, { limitedAccess: true });
    const refused = await limited.call(contactRoutes.deleteContact, {
      params: { id: contactId },
      body: { confirmEmail: 'ana@example.com' },
    });
    expect(refused.status).toBe(403);
    expect((await limited.call(contactRoutes.archiveContact, { params: { id: contactId } })).status).toBe(
      200,
    );
    await owner.browser.call(contactRoutes.restoreContact, { params: { id: contactId } });

    const deleted = await owner.browser.call(contactRoutes.deleteContact, {
      params: { id: contactId },
      body: { confirmEmail: ' ANA@example.com ' },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await contactRow()).toBeUndefined();
    expect(await listCount(listId)).toBe(0);
    const left = await t.ctx.db
      .selectFrom('events')
      .select('id')
      .where('account_id', '=', owner.accountId)
      .where('contact_id', '=', contactId)
      .execute();
    expect(left).toEqual([]);
    expect(await history()).toEqual([]);
    expect((await owner.browser.call(contactRoutes.getContact, { params: { id: contactId } })).status).toBe(
      404,
    );
  });
});

describe('the timeline', () => {
  const at = (iso: string) => new Date(iso);

  it('merges every source newest first, pages across equal instants without losing or repeating an entry', async () => {
    const newsletter = await seedList(t.ctx.db, owner.accountId, 'Newsletter');
    const vip = await seedList(t.ctx.db, owner.accountId, 'VIP');
    const campaignId = await seedSentCampaign(t.ctx.db, owner.accountId, 'Spring sale', [newsletter]);
    const form = await t.ctx.db
      .insertInto('forms')
      .values({ account_id: owner.accountId, app_name: 'popup', form_name: 'Spring signup' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Dates in JavaScript stop at milliseconds: the shared instant is moved to its microseconds afterwards.
    const same = '2026-03-01T10:00:00.123456Z';
    await sql`update contacts set created_at = '2026-01-01T09:00:00Z' where account_id = ${owner.accountId} and id = ${contactId}`.execute(
      t.ctx.db,
    );
    await t.ctx.db
      .insertInto('list_members')
      .values([
        {
          account_id: owner.accountId,
          list_id: newsletter,
          contact_id: contactId,
          added_at: at('2026-01-02T09:00:00Z'),
        },
        { account_id: owner.accountId, list_id: vip, contact_id: contactId, added_at: at(same) },
      ])
      .execute();
    await t.ctx.db
      .insertInto('imports')
      .values({
        account_id: owner.accountId,
        list_id: newsletter,
        source: 'csv',
        file_name: 'spring.csv',
        mapping: '[]',
        status: 'done',
        created_at: at('2026-01-02T08:59:00Z'),
        completed_at: at('2026-01-02T09:01:00Z'),
      })
      .execute();
    await t.ctx.db
      .insertInto('email_activity')
      .values([
        {
          account_id: owner.accountId,
          contact_id: contactId,
          campaign_id: campaignId,
          kind: 'sent',
          occurred_at: at(same),
        },
        {
          account_id: owner.accountId,
          contact_id: contactId,
          campaign_id: campaignId,
          kind: 'opened',
          occurred_at: at(same),
        },
        {
          account_id: owner.accountId,
          contact_id: contactId,
          campaign_id: campaignId,
          kind: 'clicked',
          occurred_at: at('2026-03-02T10:00:00Z'),
          link: 'https://shop.example/sale',
        },
      ])
      .execute();
    await t.ctx.db
      .insertInto('events')
      .values([
        {
          account_id: owner.accountId,
          contact_id: contactId,
          name: 'Webinar joined',
          source: 'custom',
          occurred_at: at(same),
        },
        {
          account_id: owner.accountId,
          contact_id: contactId,
          name: 'orderPlaced',
          source: 'shopify',
          occurred_at: at('2026-03-03T10:00:00Z'),
          properties: JSON.stringify({ totalOrderValue: 54 }),
        },
      ])
      .execute();
    await t.ctx.db
      .insertInto('form_submissions')
      .values({
        account_id: owner.accountId,
        contact_id: contactId,
        form_id: form.id,
        app_name: 'popup',
        submitted_at: at(same),
      })
      .execute();
    await t.ctx.db
      .insertInto('contact_history')
      .values({
        account_id: owner.accountId,
        contact_id: contactId,
        kind: 'unsubscribed',
        details: JSON.stringify({ via: 'api' }),
      })
      .execute();
    for (const [table, column] of [
      ['list_members', 'added_at'],
      ['email_activity', 'occurred_at'],
      ['events', 'occurred_at'],
      ['form_submissions', 'submitted_at'],
      ['contact_history', 'occurred_at'],
    ] as const) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${same}::timestamptz
        where account_id = ${owner.accountId} and contact_id = ${contactId} and (${sql.ref(column)} = ${at(same)} or ${sql.raw(`'${table}'`)} = 'contact_history')`.execute(
        t.ctx.db,
      );
    }

    const all = await everyEntry(100);
    expect(all.map((entry) => [entry.type, entry.subject])).toEqual([
      ['storeEvent', 'orderPlaced'],
      ['emailClicked', 'Spring sale'],
      // One instant, in the order of their sources' codes (descending) and ids.
      ['listAdded', 'VIP'],
      ['unsubscribed', null],
      ['formSubmitted', 'Spring signup'],
      ['customEvent', 'Webinar joined'],
      ['emailOpened', 'Spring sale'],
      ['emailSent', 'Spring sale'],
      ['imported', 'Newsletter'],
      ['created', null],
    ]);
    expect(all[2]?.occurredAt).toBe(same);
    expect(all.find((entry) => entry.type === 'imported')?.details).toEqual({
      importSource: 'csv',
      fileName: 'spring.csv',
    });
    for (const size of [1, 2, 3, 4, 5]) expect(await everyEntry(size), `pages of ${size}`).toEqual(all);
  });

  it('answers 400 to a cursor it did not give', async () => {
    const response = await owner.browser.call(contactRoutes.timeline, {
      params: { id: contactId },
      query: { cursor: 'bm9wZQ' },
    });
    expect(response.status).toBe(400);
    expect(response.error.fields).toHaveProperty('cursor');
  });

  it('answers 404 for a contact of another account, to every call of the page', async () => {
    const other = await signUpUser(t.app);
    const params = { id: contactId };
    expect((await other.browser.call(contactRoutes.timeline, { params, query: {} })).status).toBe(404);
    expect((await other.browser.call(contactRoutes.getContact, { params })).status).toBe(404);
    expect(
      (
        await other.browser.call(contactRoutes.updateProperties, {
          params,
          body: { properties: { firstName: 'X' } },
        })
      ).status,
    ).toBe(404);
    expect(
      (await other.browser.call(contactRoutes.updateStatus, { params, body: { isBlocked: true } })).status,
    ).toBe(404);
    expect((await other.browser.call(contactRoutes.archiveContact, { params })).status).toBe(404);
    expect(
      (
        await other.browser.call(contactRoutes.deleteContact, {
          params,
          body: { confirmEmail: 'ana@example.com' },
        })
      ).status,
    ).toBe(404);
    expect((await contactRow())?.archived_at).toBeNull();
  });
});
