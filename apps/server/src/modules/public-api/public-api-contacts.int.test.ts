import { beforeAll, describe, expect, it } from 'vitest';
import { contactRoutes, listRoutes, PublicApiMessages, publicApiRoutes } from '@sendwell/contracts';
import { seedList } from '../../../test/fixtures';
import { signUpUser } from '../../../test/users';
import { apiClient, createApiKey } from './public-api-test-support';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t);
let call: ReturnType<typeof apiClient>;
let otherCall: ReturnType<typeof apiClient>;
let otherAccountId: string;

beforeAll(async () => {
  call = apiClient(t.app, (await createApiKey(owner.browser)).apiKey);
  const other = await signUpUser(t.app);
  otherAccountId = other.user.accountId;
  otherCall = apiClient(t.app, (await createApiKey(other.browser)).apiKey);
});

const contactRow = (email: string, accountId = owner.user.accountId) =>
  t.ctx.db.selectFrom('contacts').selectAll().where('account_id', '=', accountId).where('email', '=', email).executeTakeFirst();

const listCount = async (listId: number): Promise<number> => (await owner.browser.call(listRoutes.getList, { params: { id: listId } })).data.recipientsCount;

describe('upserting one contact', () => {
  it('creates it, then merges properties into it (null removes one)', async () => {
    const created = await call(publicApiRoutes.upsertContact, { body: { email: 'Ada@Example.com', properties: { firstName: 'Ada', plan: 'Pro', seats: 5 } } });
    expect(created.data).toMatchObject({ email: 'Ada@Example.com', status: 'created' });

    const updated = await call(publicApiRoutes.upsertContact, { body: { email: 'ada@example.com', properties: { plan: null, seats: '7', lastName: 'Lovelace' } } });
    expect(updated.data).toEqual({ contactId: created.data.contactId, email: 'ada@example.com', status: 'updated' });
    const row = await contactRow('Ada@Example.com');
    expect(row?.properties).toEqual({ firstName: 'Ada', lastName: 'Lovelace', seats: 7 });
    expect(row).toMatchObject({ source: 'api', is_unsubscribed: false, is_blocked: false });
  });

  it('registers new keys as contact properties with the type of their first value', async () => {
    const params = (await owner.browser.call(contactRoutes.personalParams, {})).data.personalParamsWithType;
    expect(params).toEqual(expect.arrayContaining([
      { key: 'plan', type: 'string', sourceType: 'api', isReadOnly: false },
      { key: 'seats', type: 'number', sourceType: 'api', isReadOnly: false },
    ]));
    const refused = await call(publicApiRoutes.upsertContact, { body: { email: 'ada@example.com', properties: { seats: 'many' } } });
    expect(refused.status).toBe(400);
    expect(refused.error.code).toBe('PROPERTY_TYPE');
  });

  it('refuses an invalid e-mail with 400', async () => {
    const response = await call(publicApiRoutes.upsertContact, { body: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(response.error).toMatchObject({ message: PublicApiMessages.invalidEmail, fields: { email: PublicApiMessages.invalidEmail } });
  });
});

describe('upserting contacts in a batch', () => {
  it('answers a result per item and writes only the valid ones', async () => {
    const listId = await seedList(t.ctx.db, owner.user.accountId, 'Batch list');
    const segmentId = await seedList(t.ctx.db, owner.user.accountId, 'Batch segment', 'dynamic');
    const response = await call(publicApiRoutes.upsertContacts, {
      body: {
        contacts: [
          { email: 'b1@example.com', properties: { firstName: 'Bea' }, listIds: [listId] },
          { email: 'bad email' },
          { properties: { firstName: 'No e-mail' } },
          { email: 'b2@example.com', properties: { seats: 'lots' } },
          { email: 'b3@example.com', listIds: [segmentId] },
          'not even an object',
          { email: 'B1@example.com', properties: { lastName: 'Bee' } },
        ],
      },
    });
    expect(response.status, response.text).toBe(200);
    const { results, ...counts } = response.data;
    expect(counts).toEqual({ created: 2, updated: 0, failed: 5 });
    expect(results.map((result) => [result.index, result.status, result.error?.code])).toEqual([
      [0, 'created', undefined],
      [1, 'failed', 'INVALID_EMAIL'],
      [2, 'failed', 'INVALID_ITEM'],
      [3, 'failed', 'PROPERTY_TYPE'],
      [4, 'failed', 'INVALID_ITEM'],
      [5, 'failed', 'INVALID_ITEM'],
      [6, 'created', undefined],
    ]);
    expect(results[4]?.error?.message).toContain(PublicApiMessages.notAList);
    expect(results[0]?.contactId).toBe(results[6]?.contactId);
    expect((await contactRow('b1@example.com'))?.properties).toEqual({ firstName: 'Bea', lastName: 'Bee' });
    expect(await contactRow('b2@example.com')).toBeUndefined();
    expect(await contactRow('b3@example.com')).toBeUndefined();
    expect(await listCount(listId)).toBe(1);
  });

  it('refuses more than 1,000 items as a whole', async () => {
    const contacts = Array.from({ length: 1001 }, (_, index) => ({ email: `many${index}@example.com` }));
    const response = await call(publicApiRoutes.upsertContacts, { body: { contacts } });
    expect(response.status).toBe(400);
    expect(await contactRow('many0@example.com')).toBeUndefined();
  });

  it("refuses new contacts past the plan's contacts, keeping existing ones updatable", async () => {
    const user = await signUpUser(t.app);
    await t.ctx.db.updateTable('accounts').set({ contacts_allocated: 2 }).where('id', '=', user.user.accountId).execute();
    const small = apiClient(t.app, (await createApiKey(user.browser)).apiKey);
    const response = await small(publicApiRoutes.upsertContacts, {
      body: { contacts: [{ email: 'p1@example.com' }, { email: 'p2@example.com' }, { email: 'p3@example.com' }] },
    });
    expect(response.data.results.map((result) => result.error?.code ?? result.status)).toEqual(['created', 'created', 'CONTACT_LIMIT']);
    const again = await small(publicApiRoutes.upsertContact, { body: { email: 'p4@example.com' } });
    expect(again.status).toBe(403);
    expect(again.error.code).toBe('CONTACT_LIMIT');
    expect((await small(publicApiRoutes.upsertContact, { body: { email: 'p1@example.com', properties: { city: 'Lyon' } } })).data.status).toBe('updated');
  });
});

describe('getting a contact', () => {
  it('answers the contact with its lists and recent events', async () => {
    const response = await call(publicApiRoutes.getContact, { params: { email: 'B1@EXAMPLE.COM' } });
    expect(response.data).toMatchObject({ email: 'b1@example.com', properties: { firstName: 'Bea' }, lists: [{ name: 'Batch list', type: 'list' }], activity: [], events: [] });
  });

  it("answers 404 for an unknown e-mail, and for another account's contact", async () => {
    expect((await call(publicApiRoutes.getContact, { params: { email: 'nobody@example.com' } })).status).toBe(404);
    const theirs = await otherCall(publicApiRoutes.getContact, { params: { email: 'b1@example.com' } });
    expect(theirs.status).toBe(404);
    expect(theirs.error.message).toBe(PublicApiMessages.contactNotFound);
  });
});

describe('list membership', () => {
  it('adds and removes existing contacts, each e-mail with its own result, and keeps the count', async () => {
    const listId = await seedList(t.ctx.db, owner.user.accountId, 'Members list');
    const added = await call(publicApiRoutes.addToList, { params: { listId }, body: { emails: ['ada@example.com', 'b1@example.com', 'ghost@example.com', 42] } });
    expect(added.data).toMatchObject({ changed: 2, unchanged: 0, failed: 2 });
    expect(added.data.results.map((result) => result.error?.code ?? result.status)).toEqual(['changed', 'changed', 'CONTACT_NOT_FOUND', 'INVALID_EMAIL']);
    expect(await listCount(listId)).toBe(2);

    const again = await call(publicApiRoutes.addToList, { params: { listId }, body: { emails: ['ada@example.com'] } });
    expect(again.data).toMatchObject({ changed: 0, unchanged: 1 });

    const removed = await call(publicApiRoutes.removeFromList, { params: { listId }, body: { emails: ['ada@example.com', 'ada@example.com', 'p9@example.com'] } });
    expect(removed.data.results.map((result) => result.error?.code ?? result.status)).toEqual(['changed', 'unchanged', 'CONTACT_NOT_FOUND']);
    expect(await listCount(listId)).toBe(1);
    // The contact's timeline keeps the removal and when it had joined.
    const ada = await contactRow('Ada@Example.com');
    const timeline = await owner.browser.call(contactRoutes.timeline, { params: { id: ada!.id }, query: {} });
    expect(timeline.data.data.filter((entry) => entry.subject === 'Members list').map((entry) => [entry.type, entry.details.via])).toEqual([
      ['listRemoved', 'api'],
      ['listAdded', undefined],
    ]);
  });

  it("answers 404 for another account's list and writes nothing; a segment cannot take contacts", async () => {
    const theirList = await seedList(t.ctx.db, otherAccountId, 'Their list');
    const response = await call(publicApiRoutes.addToList, { params: { listId: theirList }, body: { emails: ['ada@example.com'] } });
    expect(response.status).toBe(404);
    expect(response.error.message).toBe(PublicApiMessages.listNotFound);
    expect(await t.ctx.db.selectFrom('list_members').select('contact_id').where('list_id', '=', theirList).execute()).toEqual([]);

    const segmentId = await seedList(t.ctx.db, owner.user.accountId, 'A segment', 'dynamic');
    const segment = await call(publicApiRoutes.addToList, { params: { listId: segmentId }, body: { emails: ['ada@example.com'] } });
    expect(segment.status).toBe(400);
    expect(segment.error.message).toBe(PublicApiMessages.notAList);
  });
});

describe('unsubscribing and blocking', () => {
  it('sets the status once and says when it already was so', async () => {
    const first = await call(publicApiRoutes.unsubscribe, { body: { emails: ['ada@example.com', 'nobody@example.com'] } });
    expect(first.data.results.map((result) => result.error?.code ?? result.status)).toEqual(['changed', 'CONTACT_NOT_FOUND']);
    expect((await call(publicApiRoutes.unsubscribe, { body: { emails: ['ADA@example.com'] } })).data.results[0]?.status).toBe('unchanged');
    expect((await call(publicApiRoutes.block, { body: { emails: ['b1@example.com'] } })).data.changed).toBe(1);
    expect(await contactRow('Ada@Example.com')).toMatchObject({ is_unsubscribed: true, is_blocked: false });
    expect(await contactRow('b1@example.com')).toMatchObject({ is_unsubscribed: false, is_blocked: true });
    // Each change once in the contacts' history, none for the call that changed nothing.
    const changes = await t.ctx.db
      .selectFrom('contact_history')
      .innerJoin('contacts', (join) => join.onRef('contacts.account_id', '=', 'contact_history.account_id').onRef('contacts.id', '=', 'contact_history.contact_id'))
      .select(['contacts.email', 'contact_history.kind', 'contact_history.details'])
      .where('contact_history.account_id', '=', owner.user.accountId)
      .where('contact_history.kind', 'in', ['unsubscribed', 'blocked'])
      .orderBy('contact_history.id')
      .execute();
    expect(changes).toEqual([
      { email: 'Ada@Example.com', kind: 'unsubscribed', details: { via: 'api' } },
      { email: 'b1@example.com', kind: 'blocked', details: { via: 'api' } },
    ]);
  });

  it("cannot touch another account's contacts", async () => {
    const response = await otherCall(publicApiRoutes.block, { body: { emails: ['ada@example.com'] } });
    expect(response.data.results[0]?.error?.code).toBe('CONTACT_NOT_FOUND');
    expect(await contactRow('Ada@Example.com')).toMatchObject({ is_blocked: false });
  });
});
