import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { contactRoutes, ListMessages, listRoutes, segmentRoutes, type SegmentCreateRequest } from '@sendwell/contracts';
import { up as foldListNames } from '../../db/migrations/0015-list-names-fold-case';
import { seedContacts, seedList } from '../../../test/fixtures';
import { EVERYONE } from '../../../test/segments/segment-test-fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';

/*
 * List names and contact searches compare without regard to case in every language, on a database whose
 * locale (C, as the embedded cluster's) folds ASCII letters only.
 */

const t = useTestApp();
const owner = useOwner(t, 'each test');

/** A name as stored, and the same name typed another way; lower() alone would keep each pair apart. */
const LANGUAGES: [string, string, string][] = [
  ['German', 'KUNDEN MÜNCHEN', 'Kunden München'],
  ['German sharp s', 'Große Straße', 'GROSSE STRASSE'],
  ['Danish', 'KUNDER PÅ ÆRØ', 'Kunder på ærø'],
  ['Turkish dotted and dotless i', 'İstanbul', 'ıstanbul'],
  ['Greek final sigma', 'ΟΔΟΣ', 'οδος'],
  ['Cyrillic', 'КЛИЕНТЫ МОСКВА', 'Клиенты Москва'],
];

const tableNames = async (query: Record<string, string>) => {
  const response = await owner.browser.call(listRoutes.listTable, { query });
  expect(response.status).toBe(200);
  return response.data.data.map((row) => row.name);
};

const segment = (name: string): SegmentCreateRequest => ({
  name,
  ...EVERYONE,
  segmentType: 'dynamic',
  segmentFilters: [{ filters: [{ property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'Berlin' }] }],
  source: 'manual',
});

describe('the lists table search', () => {
  it.each(LANGUAGES)('%s: finds a name typed in another case', async (_, name, typed) => {
    await seedList(t.ctx.db, owner.accountId, name);
    await seedList(t.ctx.db, owner.accountId, 'Other');
    expect(await tableNames({ search: typed })).toEqual([name]);
    expect(await tableNames({ search: typed.slice(1, -1) })).toEqual([name]);
  });

  it('finds İstanbul as istanbul and keeps different letters apart', async () => {
    await seedList(t.ctx.db, owner.accountId, 'istanbul');
    await seedList(t.ctx.db, owner.accountId, 'Zurich');
    expect(await tableNames({ search: 'İstanbul' })).toEqual(['istanbul']);
    expect(await tableNames({ search: 'zürich' })).toEqual([]);
  });

  it('sorts names as they compare', async () => {
    for (const name of ['Ärger', 'äpfel', 'Zebra']) await seedList(t.ctx.db, owner.accountId, name);
    expect(await tableNames({ sortBy: 'name', sortOrder: 'ascend' })).toEqual(['Zebra', 'äpfel', 'Ärger']);
    const choices = await owner.browser.call(listRoutes.allRecipientLists, { query: {} });
    expect(choices.data.data.map((choice) => choice.name)).toEqual(['Zebra', 'äpfel', 'Ärger']);
  });
});

describe('the contacts of a list searched by email', () => {
  const EMAILS: [string, string, string][] = [
    ['German', 'ZÜRICH@example.de', 'zürich'],
    ['German sharp s', 'straße@example.de', 'STRASSE'],
    ['Danish', 'ÆRØ@example.dk', 'ærø'],
    ['Turkish dotted and dotless i', 'istanbul@example.tr', 'İstanbul'],
    ['Greek final sigma', 'ΟΔΟΣ@example.gr', 'οδος'],
    ['Cyrillic', 'МОСКВА@example.ru', 'москва'],
  ];

  it.each(EMAILS)('%s: finds an address typed in another case', async (_, email, typed) => {
    const list = await seedList(t.ctx.db, owner.accountId, 'People');
    await seedContacts(t.ctx.db, owner.accountId, [email, 'other@example.com'], { listIds: [list] });
    const found = await owner.browser.call(contactRoutes.listContacts, { params: { id: list }, query: { search: typed } });
    expect(found.status).toBe(200);
    expect(found.data.data.map((contact) => contact.email)).toEqual([email]);
    expect(found.data.total).toBe(1);
  });
});

describe('list and segment names are unique with case folded', () => {
  it.each(LANGUAGES)('%s: refuses to rename a list to a name taken in another case', async (_, name, typed) => {
    await seedList(t.ctx.db, owner.accountId, name);
    const mine = await seedList(t.ctx.db, owner.accountId, 'Mine');
    const taken = await owner.browser.call(listRoutes.rename, { body: { emailListId: mine, name: `  ${typed} ` } });
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe(ListMessages.nameTaken);
  });

  it.each(LANGUAGES)('%s: refuses a segment named like a list in another case', async (_, name, typed) => {
    await seedList(t.ctx.db, owner.accountId, name);
    const taken = await owner.browser.call(segmentRoutes.saveToList, { body: segment(typed) });
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe(ListMessages.nameTaken);
  });

  it.each(LANGUAGES)('%s: the database refuses a second such name whoever writes it', async (_, name, typed) => {
    await seedList(t.ctx.db, owner.accountId, name);
    await expect(seedList(t.ctx.db, owner.accountId, typed)).rejects.toMatchObject({ code: '23505', constraint: 'lists_name_key' });
  });

  it('counts an ASCII name and its spelling with other letters as one', async () => {
    await seedList(t.ctx.db, owner.accountId, 'GROSSE STRASSE');
    await seedList(t.ctx.db, owner.accountId, 'ISTANBUL');
    await expect(seedList(t.ctx.db, owner.accountId, 'Große Straße')).rejects.toMatchObject({ code: '23505' });
    await expect(seedList(t.ctx.db, owner.accountId, 'İstanbul')).rejects.toMatchObject({ code: '23505' });
    expect(await tableNames({ search: 'ße' })).toEqual(['GROSSE STRASSE']);
  });

  it('lets a list take its own name in another case', async () => {
    const id = await seedList(t.ctx.db, owner.accountId, 'Kunden München');
    expect((await owner.browser.call(listRoutes.rename, { body: { emailListId: id, name: 'KUNDEN MÜNCHEN' } })).status).toBe(200);
  });
});

describe('migrating names that clash only with case folded', () => {
  it('keeps the oldest name, gives the others a free suffix and then enforces the rule', async () => {
    // The database as it was before: unique on lower(), which left these names apart.
    await sql`drop index lists_name_key`.execute(t.ctx.db);
    await sql`create unique index lists_name_key on lists (account_id, lower(btrim(name)))`.execute(t.ctx.db);
    const first = await seedList(t.ctx.db, owner.accountId, 'Kunden München');
    const second = await seedList(t.ctx.db, owner.accountId, 'KUNDEN MÜNCHEN');
    await seedList(t.ctx.db, owner.accountId, 'kunden münchen (2)');
    const street = await seedList(t.ctx.db, owner.accountId, 'Straße');
    const streetAgain = await seedList(t.ctx.db, owner.accountId, 'STRASSE');
    const streetOnceMore = await seedList(t.ctx.db, owner.accountId, 'STRAẞE');
    const greek = await seedList(t.ctx.db, owner.accountId, 'ΟΔΟΣ');
    const greekAgain = await seedList(t.ctx.db, owner.accountId, 'οδος');

    await t.ctx.db.transaction().execute((trx) => foldListNames(trx as unknown as Kysely<unknown>));

    const names = await t.ctx.db.selectFrom('lists').select(['id', 'name']).where('account_id', '=', owner.accountId).execute();
    const nameOf = (id: number) => names.find((row) => row.id === id)?.name;
    expect(nameOf(first)).toBe('Kunden München');
    expect(nameOf(second)).toBe('KUNDEN MÜNCHEN (3)');
    expect(nameOf(street)).toBe('Straße');
    expect(nameOf(streetAgain)).toBe('STRASSE (2)');
    expect(nameOf(streetOnceMore)).toBe('STRAẞE (3)');
    expect(nameOf(greek)).toBe('ΟΔΟΣ');
    expect(nameOf(greekAgain)).toBe('οδος (2)');
    await expect(seedList(t.ctx.db, owner.accountId, 'kunden MÜNCHEN')).rejects.toMatchObject({ code: '23505' });
  });
});
