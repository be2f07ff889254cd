import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { contactRoutes, listRoutes, segmentRoutes, type ContactStatus, type RouteQuery } from '@sendwell/contracts';
import { listMemberEmails, seedContacts, seedList } from '../../../test/fixtures';
import { EVERYONE } from '../../../test/segments/segment-test-fixtures';
import { signInNewMember, signUpUser } from '../../../test/users';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t, 'each test');

type Query = RouteQuery<typeof contactRoutes.allContacts>;
/** A query the contract refuses, sent as it is. */
const unchecked = (query: Record<string, string>) => query as never;

const page = async (query: Query = {}) => {
  const response = await owner.browser.call(contactRoutes.allContacts, { query });
  expect(response.status, response.text).toBe(200);
  return response.data;
};
const emails = async (query: Query = {}) => (await page(query)).data.map((contact) => contact.email);

const setStatus = (email: string, flags: { is_unsubscribed?: boolean; is_blocked?: boolean }) =>
  t.ctx.db.updateTable('contacts').set(flags).where('account_id', '=', owner.accountId).where('email', '=', email).execute();

const listCount = async (listId: number) =>
  (await t.ctx.db.selectFrom('lists').select('recipients_count').where('account_id', '=', owner.accountId).where('id', '=', listId).executeTakeFirstOrThrow()).recipients_count;

const membersOf = (listId: number) => listMemberEmails(t.ctx.db, owner.accountId, listId);

const contactState = (email: string) =>
  t.ctx.db
    .selectFrom('contacts')
    .select(['is_unsubscribed', 'is_blocked', 'archived_at'])
    .where('account_id', '=', owner.accountId)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

describe('the All contacts table', () => {
  it('lists every live contact of the account, in a list or not, newest first', async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'Newsletter');
    await seedContacts(t.ctx.db, owner.accountId, ['listed@example.com'], { listIds: [listId] });
    await seedContacts(t.ctx.db, owner.accountId, ['from-api@example.com', 'archived@example.com']);
    await t.ctx.db.updateTable('contacts').set({ archived_at: new Date() }).where('email', '=', 'archived@example.com').execute();
    const other = await signUpUser(t.app);
    await seedContacts(t.ctx.db, other.user.accountId, ['someone-elses@example.com']);

    const answer = await page();
    expect(answer.data.map((contact) => contact.email)).toEqual(['from-api@example.com', 'listed@example.com']);
    expect(answer.total).toBe(2);
  });

  it('pages with the total of all matches', async () => {
    await seedContacts(t.ctx.db, owner.accountId, Array.from({ length: 25 }, (_, i) => `c${String(i).padStart(2, '0')}@example.com`));
    const first = await page({ pageSize: '10', sortBy: 'email', sortOrder: 'asc' });
    expect(first.total).toBe(25);
    expect(first.data.map((contact) => contact.email)).toEqual(Array.from({ length: 10 }, (_, i) => `c${String(i).padStart(2, '0')}@example.com`));
    const last = await page({ pageSize: '10', page: '3', sortBy: 'email', sortOrder: 'asc' });
    expect(last.data.map((contact) => contact.email)).toEqual(['c20', 'c21', 'c22', 'c23', 'c24'].map((c) => `${c}@example.com`));
    expect((await owner.browser.call(contactRoutes.allContacts, { query: { pageSize: 101 } })).status).toBe(400);
    expect((await owner.browser.call(contactRoutes.allContacts, { query: unchecked({ sortBy: 'password' }) })).status).toBe(400);
  });

  it('searches the e-mail, the name and any property value, without regard to case in any language', async () => {
    await seedContacts(t.ctx.db, owner.accountId, ['ada@lovelace.org', 'grace@navy.mil', 'linus@kernel.org', 'sophie@example.com'], {
      properties: (email) =>
        ({
          'ada@lovelace.org': { firstName: 'Ada', lastName: 'Lovelace' },
          'grace@navy.mil': { firstName: 'Grace', lastName: 'Hopper', city: 'ZÜRICH' },
          'linus@kernel.org': { firstName: 'Linus', company: '100% Kernel' },
          'sophie@example.com': { firstName: 'Sophie', city: 'Straße' },
        } as Record<string, Record<string, string>>)[email] ?? {},
    });
    expect(await emails({ search: 'LOVELACE.ORG' })).toEqual(['ada@lovelace.org']);
    expect(await emails({ search: 'ada love' })).toEqual(['ada@lovelace.org']);
    expect(await emails({ search: 'Zürich' })).toEqual(['grace@navy.mil']);
    expect(await emails({ search: 'STRASSE' })).toEqual(['sophie@example.com']);
    expect(await emails({ search: 'hopper' })).toEqual(['grace@navy.mil']);
    // A property's key is not its value, and wildcards count literally.
    expect(await emails({ search: 'city' })).toEqual([]);
    expect(await emails({ search: '100%' })).toEqual(['linus@kernel.org']);
    expect(await emails({ search: '_' })).toEqual([]);
    expect((await page({ search: '.org' })).total).toBe(2);
  });

  it('filters by status', async () => {
    await seedContacts(t.ctx.db, owner.accountId, ['fine@example.com', 'gone@example.com', 'bounced@example.com', 'both@example.com']);
    await setStatus('gone@example.com', { is_unsubscribed: true });
    await setStatus('bounced@example.com', { is_blocked: true });
    await setStatus('both@example.com', { is_unsubscribed: true, is_blocked: true });
    const sorted = async (status: ContactStatus) => (await emails({ status })).sort();
    expect(await sorted('subscribed')).toEqual(['fine@example.com']);
    expect(await sorted('unsubscribed')).toEqual(['both@example.com', 'gone@example.com']);
    expect(await sorted('blocked')).toEqual(['both@example.com', 'bounced@example.com']);
    expect((await owner.browser.call(contactRoutes.allContacts, { query: unchecked({ status: 'bounced' }) })).status).toBe(400);
  });

  it('sorts by e-mail, name, date added and status, both ways', async () => {
    await seedContacts(t.ctx.db, owner.accountId, ['b@example.com', 'C@example.com', 'a@example.com'], {
      properties: (email) => ({ 'b@example.com': { firstName: 'Émile' }, 'C@example.com': { firstName: 'zoé' }, 'a@example.com': { firstName: 'Mia' } } as Record<string, Record<string, string>>)[email] ?? {},
    });
    await setStatus('b@example.com', { is_blocked: true });
    await setStatus('a@example.com', { is_unsubscribed: true });
    expect(await emails({ sortBy: 'email', sortOrder: 'asc' })).toEqual(['a@example.com', 'b@example.com', 'C@example.com']);
    expect(await emails({ sortBy: 'email', sortOrder: 'desc' })).toEqual(['C@example.com', 'b@example.com', 'a@example.com']);
    expect(await emails({ sortBy: 'name', sortOrder: 'asc' })).toEqual(['b@example.com', 'a@example.com', 'C@example.com']);
    expect(await emails({ sortBy: 'createdOn', sortOrder: 'asc' })).toEqual(['b@example.com', 'C@example.com', 'a@example.com']);
    expect(await emails({ sortBy: 'createdOn' })).toEqual(['a@example.com', 'C@example.com', 'b@example.com']);
    expect(await emails({ sortBy: 'status', sortOrder: 'asc' })).toEqual(['C@example.com', 'a@example.com', 'b@example.com']);
  });
});

describe('bulk actions on contacts', () => {
  const bulk = (body: Parameters<typeof owner.browser.call<typeof contactRoutes.bulkChange>>[1]['body'], caller = owner.browser) =>
    caller.call(contactRoutes.bulkChange, { body });

  it('adds picked contacts to a list and takes them out again, the count following', async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'VIP');
    const [already] = await seedContacts(t.ctx.db, owner.accountId, ['already@example.com'], { listIds: [listId] });
    const ids = await seedContacts(t.ctx.db, owner.accountId, ['new1@example.com', 'new2@example.com']);
    const added = await bulk({ action: 'addToList', listId, selection: { contactIds: [already!, ...ids] } });
    expect(added.data).toEqual({ selected: 3, changed: 2 });
    expect(await membersOf(listId)).toEqual(['already@example.com', 'new1@example.com', 'new2@example.com']);
    expect(await listCount(listId)).toBe(3);

    const removed = await bulk({ action: 'removeFromList', listId, selection: { contactIds: [ids[0]!] } });
    expect(removed.data).toEqual({ selected: 1, changed: 1 });
    expect(await membersOf(listId)).toEqual(['already@example.com', 'new2@example.com']);
    expect(await listCount(listId)).toBe(2);
  });

  it('applies to every contact matching the search and filter', async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'Swiss');
    await seedContacts(t.ctx.db, owner.accountId, ['z1@example.com', 'z2@example.com', 'other@example.com', 'gone@example.com'], {
      properties: (email) => ({ city: email === 'other@example.com' ? 'Bern' : 'Zürich' }),
    });
    await setStatus('gone@example.com', { is_unsubscribed: true });
    const answer = await bulk({ action: 'addToList', listId, selection: { allMatching: { search: 'ZÜRICH', status: 'subscribed' } } });
    expect(answer.data).toEqual({ selected: 2, changed: 2 });
    expect(await membersOf(listId)).toEqual(['z1@example.com', 'z2@example.com']);
    expect(await listCount(listId)).toBe(2);
  });

  it('unsubscribes and blocks, and dynamic segments follow', async () => {
    const segment = await owner.browser.call(segmentRoutes.saveToList, {
      body: { name: 'Reachable', ...EVERYONE, excludeIsBlocked: true, segmentType: 'dynamic', segmentFilters: [], source: 'manual' },
    });
    expect(segment.status, segment.text).toBe(201);
    const ids = await seedContacts(t.ctx.db, owner.accountId, ['one@example.com', 'two@example.com']);
    await owner.browser.call(listRoutes.refresh, { params: { id: segment.data.id } });

    expect((await bulk({ action: 'unsubscribe', selection: { contactIds: ids } })).data).toEqual({ selected: 2, changed: 2 });
    expect((await bulk({ action: 'unsubscribe', selection: { contactIds: ids } })).data).toEqual({ selected: 2, changed: 0 });
    expect(await contactState('one@example.com')).toMatchObject({ is_unsubscribed: true, is_blocked: false });

    await waitForCount(segment.data.id, 2);
    expect((await bulk({ action: 'block', selection: { contactIds: [ids[0]!] } })).data).toEqual({ selected: 1, changed: 1 });
    expect(await contactState('one@example.com')).toMatchObject({ is_blocked: true });
    await waitForCount(segment.data.id, 1);
  });

  it('writes nothing on bad input', async () => {
    const segmentId = await seedList(t.ctx.db, owner.accountId, 'A segment', 'dynamic');
    const archivedId = await seedList(t.ctx.db, owner.accountId, 'Old list');
    await t.ctx.db.updateTable('lists').set({ archived_at: new Date() }).where('id', '=', archivedId).execute();
    const ids = await seedContacts(t.ctx.db, owner.accountId, ['keep@example.com']);
    const other = await signUpUser(t.app);
    const [foreign] = await seedContacts(t.ctx.db, other.user.accountId, ['foreign@example.com']);
    const foreignList = await seedList(t.ctx.db, other.user.accountId, 'Theirs');

    const noList = await bulk({ action: 'addToList', selection: { contactIds: ids } });
    expect(noList.status).toBe(400);
    expect(noList.error.message).toBe('Choose a list');
    expect((await bulk({ action: 'addToList', listId: segmentId, selection: { contactIds: ids } })).error.message).toBe(
      'Contacts can only be added to or removed from lists, not segments',
    );
    expect((await bulk({ action: 'addToList', listId: archivedId, selection: { contactIds: ids } })).status).toBe(400);
    expect((await bulk({ action: 'addToList', listId: foreignList, selection: { contactIds: ids } })).status).toBe(404);
    // One foreign id among the picked contacts: none of them is changed.
    expect((await bulk({ action: 'block', selection: { contactIds: [...ids, foreign!] } })).status).toBe(404);
    expect((await owner.browser.call(contactRoutes.bulkChange, { body: { action: 'block', selection: { contactIds: [] } } })).status).toBe(400);
    expect((await owner.browser.call(contactRoutes.bulkChange, { body: { action: 'erase', selection: { contactIds: ids } } as never })).status).toBe(400);

    expect(await contactState('keep@example.com')).toMatchObject({ is_unsubscribed: false, is_blocked: false, archived_at: null });
    expect(await membersOf(segmentId)).toEqual([]);
    expect((await t.ctx.db.selectFrom('contacts').select('is_blocked').where('id', '=', foreign!).executeTakeFirstOrThrow()).is_blocked).toBe(false);
  });
});

describe('deleting contacts', () => {
  const remove = (body: { selection: { contactIds: number[] } | { allMatching: { search?: string } }; confirmCount: number }, caller = owner.browser) =>
    caller.call(contactRoutes.bulkDelete, { body });

  it('takes them out of every list and segment and off the plan, once the count is confirmed', async () => {
    const listA = await seedList(t.ctx.db, owner.accountId, 'A');
    const listB = await seedList(t.ctx.db, owner.accountId, 'B');
    await seedContacts(t.ctx.db, owner.accountId, ['old1@example.com', 'old2@example.com'], { listIds: [listA, listB] });
    await seedContacts(t.ctx.db, owner.accountId, ['stay@example.com'], { listIds: [listA] });
    const usageBefore = (await owner.browser.call(contactRoutes.usage, {})).data.activeContacts;

    const wrongCount = await remove({ selection: { allMatching: { search: 'old' } }, confirmCount: 3 });
    expect(wrongCount.status).toBe(400);
    expect(wrongCount.error.message).toBe('The selection now holds 2 contacts; review it and confirm again');
    expect(await membersOf(listA)).toHaveLength(3);

    expect((await remove({ selection: { allMatching: { search: 'old' } }, confirmCount: 2 })).data).toEqual({ selected: 2, changed: 2 });
    expect(await emails()).toEqual(['stay@example.com']);
    expect(await membersOf(listA)).toEqual(['stay@example.com']);
    expect(await membersOf(listB)).toEqual([]);
    expect(await listCount(listA)).toBe(1);
    expect(await listCount(listB)).toBe(0);
    expect((await owner.browser.call(contactRoutes.usage, {})).data.activeContacts).toBe(usageBefore - 2);
  });

  it('is refused to a member with limited access, who may still unsubscribe', async () => {
    const ids = await seedContacts(t.ctx.db, owner.accountId, ['kept@example.com']);
    const limited = await signInNewMember(t, owner.accountId, { limitedAccess: true });
    const refused = await remove({ selection: { contactIds: ids }, confirmCount: 1 }, limited);
    expect(refused.status).toBe(403);
    expect(refused.error.code).toBe('LIMITED_ACCESS');
    expect(await contactState('kept@example.com')).toMatchObject({ archived_at: null });
    expect((await limited.call(contactRoutes.bulkChange, { body: { action: 'unsubscribe', selection: { contactIds: ids } } })).status).toBe(200);
  });
});

/** Polls a segment's count while its update jobs run. */
const waitForCount = async (listId: number, expected: number) => {
  let count = -1;
  for (let i = 0; i < 200; i++) {
    count = await listCount(listId);
    if (count === expected) return;
    await sleep(50);
  }
  expect(count).toBe(expected);
};
