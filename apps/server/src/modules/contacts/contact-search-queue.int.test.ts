import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { contactRoutes } from '@sendwell/contracts';
import { seedContacts } from '../../../test/fixtures';
import { searchedEmails } from '../../../test/contact-search';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { allowContacts, importCsv } from '../imports/import-test-support';
import { deferSearchText, queueSearchText } from './contact-search.repository';
import { handleIndexContactSearch } from './index-contact-search.job';

const t = useTestApp();
const owner = useOwner(t, 'each test');

const emails = (search: string) => searchedEmails(owner.browser, search);

const queued = async () =>
  (
    await sql<{ count: number }>`select count(*)::int as count from contact_search_pending
      where account_id = ${owner.accountId}`.execute(t.ctx.db)
  ).rows[0]?.count ?? 0;

/** The search text kept for the contact, as the trigram index reads it; undefined when it has none. */
const searchTextOf = async (email: string) =>
  (
    await sql<{ search_text: string }>`select s.search_text from contact_search s
      join contacts c on c.account_id = s.account_id and c.id = s.contact_id
      where c.account_id = ${owner.accountId} and c.email = ${email}`.execute(t.ctx.db)
  ).rows[0]?.search_text;

const waitForSearchText = async () => {
  for (let tries = 0; (await queued()) > 0; tries++) {
    if (tries > 400) throw new Error('the search text job did not run');
    await sleep(50);
  }
};

describe('the search text of contacts a bulk import writes', () => {
  it('is written by a job after the import; a search finds new and changed contacts by their new text throughout', async () => {
    await allowContacts(t.ctx.db, owner.accountId, 10_000);
    await seedContacts(t.ctx.db, owner.accountId, ['renamed@example.com'], {
      properties: () => ({ firstName: 'Oldname' }),
    });
    // From 1,000 rows an import is merged in bulk and leaves the search text to the job.
    const rows = Array.from({ length: 1_200 }, (_, i) => `bulk${i}@example.com,Person${i}`);
    const csv = ['email,firstName', 'renamed@example.com,Newname', 'anais@example.fr,Anaïs', ...rows].join(
      '\n',
    );
    const record = await importCsv(owner.browser, {
      content: csv,
      mapping: [
        { header: 'email', key: 'email' },
        { header: 'firstName', key: 'firstName' },
      ],
    });
    expect(record.status).toBe('done');
    expect(record.counts).toMatchObject({ new: 1_201, updated: 1 });

    // Right after the import, whether or not the job has run yet.
    expect(await emails('ANAÏS')).toEqual(['anais@example.fr']);
    expect(await emails('newname')).toEqual(['renamed@example.com']);
    expect(await emails('oldname')).toEqual([]);

    await waitForSearchText();
    expect(await searchTextOf('anais@example.fr')).toContain('anaïs');
    expect(await searchTextOf('renamed@example.com')).toContain('newname');
    expect(await emails('anaïs')).toEqual(['anais@example.fr']);
    expect(await emails('person1199')).toEqual(['bulk1199@example.com']);
    expect(await emails('newname')).toEqual(['renamed@example.com']);
    expect(await emails('oldname')).toEqual([]);
  }, 120_000);

  it('is read from the contacts themselves until the job has run, then from the index', async () => {
    const [edited] = await seedContacts(t.ctx.db, owner.accountId, ['edited@example.com'], {
      properties: () => ({ city: 'Berlin' }),
    });
    // What a bulk merge does: its writes leave the search text alone and list the contacts instead.
    await t.ctx.db.transaction().execute(async (trx) => {
      await deferSearchText(trx);
      await sql`update contacts set properties = properties || '{"city": "Lyon"}' where id = ${edited}`.execute(
        trx,
      );
      const fresh = await sql<{ id: number }>`insert into contacts (account_id, email, properties)
        values (${owner.accountId}, 'fresh@example.com', '{"city": "Quito"}') returning id`.execute(trx);
      await queueSearchText(trx, owner.accountId, sql`select ${fresh.rows[0]!.id}::bigint as contact_id`, {
        stale: false,
      });
      await queueSearchText(trx, owner.accountId, sql`select ${edited}::bigint as contact_id`, {
        stale: true,
      });
    });
    expect(await queued()).toBe(2);
    expect(await searchTextOf('fresh@example.com')).toBeUndefined();
    expect(await searchTextOf('edited@example.com')).toBeUndefined();
    expect(await emails('quito')).toEqual(['fresh@example.com']);
    expect(await emails('lyon')).toEqual(['edited@example.com']);
    expect(await emails('berlin')).toEqual([]);
    expect(await emails('example.com')).toEqual(['edited@example.com', 'fresh@example.com']);

    await handleIndexContactSearch(t.ctx, { accountId: owner.accountId }, 1);
    expect(await queued()).toBe(0);
    expect(await searchTextOf('fresh@example.com')).toContain('quito');
    expect(await emails('quito')).toEqual(['fresh@example.com']);
    expect(await emails('lyon')).toEqual(['edited@example.com']);
    expect(await emails('berlin')).toEqual([]);
  });

  it('follows an edit, and a deleted contact is found no more', async () => {
    const [id] = await seedContacts(t.ctx.db, owner.accountId, ['ana@example.com'], {
      properties: () => ({ firstName: 'Ana', lastName: 'Silva' }),
    });
    expect(await emails('silva')).toEqual(['ana@example.com']);
    const edit = await owner.browser.call(contactRoutes.updateProperties, {
      params: { id: id! },
      body: { properties: { lastName: 'Souza' } },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(await emails('souza')).toEqual(['ana@example.com']);
    expect(await emails('silva')).toEqual([]);

    const deleted = await owner.browser.call(contactRoutes.deleteContact, {
      params: { id: id! },
      body: { confirmEmail: 'ana@example.com' },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await emails('souza')).toEqual([]);
    const left = await sql<{ count: number }>`select count(*)::int as count from contact_search
      where account_id = ${owner.accountId} and contact_id = ${id!}`.execute(t.ctx.db);
    expect(left.rows[0]?.count).toBe(0);
  });
});
