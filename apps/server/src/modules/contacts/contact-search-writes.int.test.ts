import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { contactRoutes, publicApiRoutes, storeIntegrationRoutes } from '@sendwell/contracts';
import { seedContacts } from '../../../test/fixtures';
import { searchedEmails } from '../../../test/contact-search';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { TEST_APP_URL } from '../../../test/test-app';
import { importCsv } from '../imports/import-test-support';
import { apiClient, createApiKey } from '../public-api/public-api-test-support';
import { signStoreBody } from '../store-integration/verify-store-webhook';
import { NOT_UTF8, UNSAFE_TEXT } from '../../platform/text-input';
import { up as repairSearchTexts } from '../../db/migrations/0051-contact-search-repair';
import { filterCondition, searchTextOf } from './contact-search';
import { handleIndexContactSearch } from './index-contact-search.job';

/*
 * Every path that writes a contact's e-mail, name or properties keeps the text the trigram index reads
 * (contact_search) equal to what they fold to now; a deleted contact's text goes with it. A bulk import of
 * 1,000 rows or more leaves the text to a job: contact-search-queue.int.test.ts.
 */

const t = useTestApp();
const owner = useOwner(t, 'each test');

const emails = (search: string) => searchedEmails(owner.browser, search);

/**
 * What is wrong with the account's kept search texts: a contact whose text is missing or not what its
 * e-mail, name and properties fold to now, a text kept for a contact that is gone, or a contact waiting
 * for the job. Empty when the index is right.
 */
const wrongSearchTexts = async (): Promise<string[]> =>
  (
    await sql<{ wrong: string }>`
      select 'stale: ' || c.email as wrong from contacts c left join contact_search s on s.contact_id = c.id
      where c.account_id = ${owner.accountId}
        and s.search_text is distinct from ${searchTextOf(sql`c.email`, sql`c.properties`)}
      union all
      select 'orphan: ' || s.contact_id from contact_search s
      where s.account_id = ${owner.accountId} and not exists (select 1 from contacts c where c.id = s.contact_id)
      union all
      select 'queued: ' || q.contact_id from contact_search_pending q where q.account_id = ${owner.accountId}`.execute(
      t.ctx.db,
    )
  ).rows.map((row) => row.wrong);

const contactsNamed = async (email: string): Promise<number> =>
  (
    await sql<{ count: number }>`select count(*)::int as count from contacts
      where account_id = ${owner.accountId} and email = ${email}`.execute(t.ctx.db)
  ).rows[0]?.count ?? 0;

describe('the search text follows every write of a contact', () => {
  it('in the app: properties set, changed and cleared on the contact page', async () => {
    const [id] = await seedContacts(t.ctx.db, owner.accountId, ['page@example.com'], {
      properties: () => ({ firstName: 'Jürgen', city: 'Köln' }),
    });
    const edit = async (properties: Record<string, string | null>) => {
      const response = await owner.browser.call(contactRoutes.updateProperties, {
        params: { id: id! },
        body: { properties },
      });
      expect(response.status, response.text).toBe(200);
    };
    await edit({ city: 'Düsseldorf', lastName: 'ÖZTÜRK' });
    expect(await wrongSearchTexts()).toEqual([]);
    expect(await emails('düsseldorf')).toEqual(['page@example.com']);
    expect(await emails('jürgen öztürk')).toEqual(['page@example.com']);
    expect(await emails('köln')).toEqual([]);

    await edit({ lastName: null });
    expect(await wrongSearchTexts()).toEqual([]);
    expect(await emails('öztürk')).toEqual([]);
  });

  it('by an import of a few rows: new contacts and changed ones', async () => {
    await seedContacts(t.ctx.db, owner.accountId, ['known@example.com'], {
      properties: () => ({ firstName: 'Before', city: 'Oslo' }),
    });
    await importCsv(owner.browser, {
      content: [
        'email,firstName,city',
        'known@example.com,AFTER,Trondheim',
        'new@example.fr,Anaïs,Besançon',
      ].join('\n'),
      mapping: [
        { header: 'email', key: 'email' },
        { header: 'firstName', key: 'firstName' },
        { header: 'city', key: 'city' },
      ],
    });
    expect(await wrongSearchTexts()).toEqual([]);
    expect(await emails('after')).toEqual(['known@example.com']);
    expect(await emails('before')).toEqual([]);
    expect(await emails('BESANÇON')).toEqual(['new@example.fr']);
  });

  it('by the public API: one contact, a batch, a property cleared with null, and an event for a new e-mail', async () => {
    const call = apiClient(t.app, (await createApiKey(owner.browser)).apiKey);
    const one = await call(publicApiRoutes.upsertContact, {
      body: { email: 'Ada@Example.com', properties: { firstName: 'Ada', company: 'Analytical Engines' } },
    });
    expect(one.status, one.text).toBe(200);
    const batch = await call(publicApiRoutes.upsertContacts, {
      body: {
        contacts: [
          { email: 'ada@example.com', properties: { company: null, lastName: 'LOVELACE' } },
          { email: 'grace@example.com', properties: { firstName: 'Grace', rank: 'Rear admiral' } },
        ],
      },
    });
    expect(batch.status, batch.text).toBe(200);
    const event = await call(publicApiRoutes.trackEvents, {
      body: { events: [{ name: 'Signed Up', email: 'fresh@example.org' }] },
    });
    expect(event.status, event.text).toBe(200);

    expect(await wrongSearchTexts()).toEqual([]);
    expect(await emails('lovelace')).toEqual(['Ada@Example.com']);
    expect(await emails('analytical')).toEqual([]);
    expect(await emails('ADMIRAL')).toEqual(['grace@example.com']);
    expect(await emails('fresh@')).toEqual(['fresh@example.org']);
  });

  it('by a store order: the customer and the names the store sends', async () => {
    const secret = 'store-shared-secret-0123456789';
    const connection = await owner.browser.call(storeIntegrationRoutes.connect, {
      body: { shopDomain: 'search-shop.myshopify.com', sharedSecret: secret, integrationVersion: 2 },
    });
    expect(connection.status, connection.text).toBe(200);
    const body = JSON.stringify({
      id: 7001,
      email: 'buyer@example.com',
      created_at: '2026-03-02T09:00:00Z',
      subtotal_price: '10.00',
      total_price: '12.00',
      customer: { email: 'buyer@example.com', first_name: 'Søren', last_name: 'Kierkegaard' },
      line_items: [{ title: 'Notebook', sku: 'NB-1', quantity: 1 }],
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: connection.data.webhookUrl.slice(TEST_APP_URL.length),
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-event-id': 'evt-search-1',
        'x-shopify-hmac-sha256': signStoreBody(secret, body),
      },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    expect(await wrongSearchTexts()).toEqual([]);
    expect(await emails('SØREN KIERKEGAARD')).toEqual(['buyer@example.com']);
  });

  it('by bulk actions and deletes: a status change keeps the text, deleted contacts leave the search', async () => {
    await seedContacts(
      t.ctx.db,
      owner.accountId,
      ['one@example.com', 'two@example.com', 'three@example.com'],
      {
        properties: (email) => ({ city: email === 'three@example.com' ? 'Bern' : 'Zürich' }),
      },
    );
    const unsubscribed = await owner.browser.call(contactRoutes.bulkChange, {
      body: { action: 'unsubscribe', selection: { allMatching: { search: 'ZÜRICH' } } },
    });
    expect(unsubscribed.data).toEqual({ selected: 2, changed: 2 });
    expect(await wrongSearchTexts()).toEqual([]);
    expect(await emails('zürich')).toEqual(['one@example.com', 'two@example.com']);

    const deleted = await owner.browser.call(contactRoutes.bulkDelete, {
      body: { selection: { allMatching: { search: 'zürich' } }, confirmCount: 2 },
    });
    expect(deleted.data).toEqual({ selected: 2, changed: 2 });
    const [three] = (await owner.browser.call(contactRoutes.allContacts, { query: { search: 'bern' } })).data
      .data;
    const single = await owner.browser.call(contactRoutes.deleteContact, {
      params: { id: three!.id },
      body: { confirmEmail: three!.email },
    });
    expect(single.status, single.text).toBe(200);

    expect(await wrongSearchTexts()).toEqual([]);
    expect(await emails('zürich')).toEqual([]);
    expect(await emails('bern')).toEqual([]);
    // The contact deleted on its own is gone with its row, and its text with it (no text without a contact above).
    expect(await contactsNamed('three@example.com')).toBe(0);
  });
});

describe('a search through the trigram index', () => {
  it('is a condition the index answers, for any search of three characters or more', async () => {
    await seedContacts(t.ctx.db, owner.accountId, ['plan@example.com']);
    const plan = await t.ctx.db.transaction().execute(async (trx) => {
      // Over a handful of rows the planner would read the table, or the search texts one contact at a time;
      // forbidden those, it reads the texts from the trigram index only if that index can answer the condition.
      for (const plan of ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan', 'enable_nestloop'])
        await sql`select set_config(${plan}, 'off', true)`.execute(trx);
      const explain = async (few: boolean) =>
        (
          await sql<{ 'QUERY PLAN': string }>`explain select c.id from contacts c
            where ${filterCondition(owner.accountId, { search: 'Zürich 🎉' }, false, few)}`.execute(trx)
        ).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      return { many: await explain(false), few: await explain(true) };
    });
    expect(plan.many).toContain('contact_search_text_idx');
    expect(plan.few).toContain('contact_search_text_idx');
  });

  it('pages a few matches in every order, read from the index first', async () => {
    await seedContacts(
      t.ctx.db,
      owner.accountId,
      Array.from({ length: 30 }, (_, i) => `c${String(i).padStart(2, '0')}@example.com`),
      {
        properties: (email, i) => ({
          city: i % 3 === 0 ? 'Berlin' : 'Zürich',
          firstName: `N${String(29 - i).padStart(2, '0')}`,
        }),
      },
    );
    const page = async (query: Record<string, string>) => {
      const response = await owner.browser.call(contactRoutes.allContacts, {
        query: { search: 'ZÜRICH', pageSize: '5', ...query } as never,
      });
      expect(response.status, response.text).toBe(200);
      return { emails: response.data.data.map((contact) => contact.email), total: response.data.total };
    };
    const zurich = Array.from({ length: 30 }, (_, i) => i)
      .filter((i) => i % 3 !== 0)
      .map((i) => `c${String(i).padStart(2, '0')}@example.com`);
    expect(await page({ sortBy: 'email', sortOrder: 'asc', page: '2' })).toEqual({
      emails: zurich.slice(5, 10),
      total: 20,
    });
    expect((await page({ sortBy: 'createdOn', sortOrder: 'desc', page: '1' })).emails).toEqual(
      zurich.slice(-5).reverse(),
    );
    // Names run the other way from the e-mails.
    expect((await page({ sortBy: 'name', sortOrder: 'asc', page: '4', exactTotal: 'true' })).emails).toEqual(
      zurich.slice(0, 5).reverse(),
    );
  });

  it('finds accented letters and emoji as typed, whatever their case; accents are letters of their own', async () => {
    await seedContacts(
      t.ctx.db,
      owner.accountId,
      ['chef@example.fr', 'party@example.com', 'plain@example.com'],
      {
        properties: (email) =>
          (
            ({
              'chef@example.fr': { firstName: 'Élodie', dish: 'Crème brûlée' },
              'party@example.com': { note: 'Birthday 🎂 party 🎉🎉🎉' },
              'plain@example.com': { dish: 'Creme brulee' },
            }) as Record<string, Record<string, string>>
          )[email] ?? {},
      },
    );
    expect(await emails('CRÈME BRÛLÉE')).toEqual(['chef@example.fr']);
    expect(await emails('élodie')).toEqual(['chef@example.fr']);
    expect(await emails('ÉLODIE')).toEqual(['chef@example.fr']);
    // Case folding leaves accents alone: 'creme' is not 'crème'.
    expect(await emails('creme')).toEqual(['plain@example.com']);
    expect(await emails('BIRTHDAY 🎂 PARTY')).toEqual(['party@example.com']);
    expect(await emails('🎉🎉🎉')).toEqual(['party@example.com']);
    expect(await emails('🎂🎂🎂')).toEqual([]);
  });

  it('refuses a NUL or a lone surrogate with a 400 naming the search', async () => {
    await seedContacts(t.ctx.db, owner.accountId, ['nul@example.com']);
    const nul = await owner.browser.call(contactRoutes.allContacts, { query: { search: 'ab\u0000c' } });
    expect(nul.status, nul.text).toBe(400);
    expect(nul.error).toMatchObject({ message: `search: ${UNSAFE_TEXT}`, fields: { search: UNSAFE_TEXT } });
    // Half of a surrogate pair travels as bytes that are not UTF-8.
    const surrogate = await owner.browser.request<unknown>({
      method: 'GET',
      url: '/api/contacts?search=ab%ED%A0%80c',
    });
    expect(surrogate.status, surrogate.text).toBe(400);
    expect(surrogate.error).toMatchObject({ message: `search: ${NOT_UTF8}`, fields: { search: NOT_UTF8 } });
    // An emoji is a surrogate pair, and welcome.
    expect(await emails('ab🎉c')).toEqual([]);
  });
});

describe('migration 0051', () => {
  it('lists the contacts left without their text, or with an old one, and the job writes them', async () => {
    const [missing, edited, longAgo] = await seedContacts(
      t.ctx.db,
      owner.accountId,
      ['missing@example.com', 'edited@example.com', 'long-ago@example.com', 'right@example.com'],
      { properties: (email) => ({ city: email === 'edited@example.com' ? 'Genève' : 'Basel' }) },
    );
    // What a write made by another process while 0026 ran left behind: no text, or the text from before.
    await sql`delete from contact_search where contact_id = ${missing!}`.execute(t.ctx.db);
    await sql`update contact_search set search_text = 'edited@example.com basel' where contact_id = ${edited!}`.execute(
      t.ctx.db,
    );
    // A contact last changed long before 0026 ran was filled by it, or edited through its triggers since:
    // its text is not compared.
    await sql`update contacts set updated_at = now() - interval '30 days' where id = ${longAgo!}`.execute(
      t.ctx.db,
    );
    await sql`update contact_search set search_text = 'long-ago@example.com basel' where contact_id = ${longAgo!}`.execute(
      t.ctx.db,
    );
    await sql`update kysely_migration set timestamp = ${new Date().toISOString()}
      where name = '0026-contact-search-table'`.execute(t.ctx.db);

    await repairSearchTexts(t.ctx.db as unknown as Kysely<unknown>);
    const listed = await sql<{ contact_id: string }>`select contact_id from contact_search_pending
      where account_id = ${owner.accountId} order by contact_id`.execute(t.ctx.db);
    expect(listed.rows.map((row) => Number(row.contact_id))).toEqual([missing, edited]);
    // Listed, they are found by what they hold now even before the job has run.
    expect(await emails('genève')).toEqual(['edited@example.com']);

    await handleIndexContactSearch(t.ctx, { accountId: owner.accountId });
    expect(await wrongSearchTexts()).toEqual(['stale: long-ago@example.com']);
    expect(await emails('basel')).toEqual([
      'long-ago@example.com',
      'missing@example.com',
      'right@example.com',
    ]);
    expect(await emails('genève')).toEqual(['edited@example.com']);
  });
});
