import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CONTACT_COUNT_CAP, contactRoutes, type RouteQuery } from '@sendwell/contracts';
import { seedContacts } from '../../../test/fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t, 'each test');

const page = async (query: RouteQuery<typeof contactRoutes.allContacts>) => {
  const response = await owner.browser.call(contactRoutes.allContacts, { query });
  expect(response.status, response.text).toBe(200);
  return response.data;
};
const emails = async (search: string) =>
  (await page({ search, sortBy: 'email', sortOrder: 'asc' })).data.map((contact) => contact.email);

describe('searching all contacts', () => {
  it('folds case as the domain does, in every language, over e-mail, name and property values', async () => {
    await seedContacts(
      t.ctx.db,
      owner.accountId,
      ['anna@zurich.ch', 'ilker@example.tr', 'gross@example.de', 'olga@example.ru', 'kelvin@example.com'],
      {
        properties: (email) =>
          (
            ({
              'anna@zurich.ch': { firstName: 'Anna', city: 'Zürich' },
              'ilker@example.tr': { firstName: 'İlker', city: 'İSTANBUL' },
              'gross@example.de': { lastName: 'GROSS', street: 'Hauptstraße 5' },
              'olga@example.ru': { firstName: 'ОЛЬГА', note: 'ΣΊΣΥΦΟΣ' },
              'kelvin@example.com': { unit: '300 \u212A' },
            }) as Record<string, Record<string, string>>
          )[email] ?? {},
      },
    );
    expect(await emails('ZÜRICH')).toEqual(['anna@zurich.ch']);
    expect(await emails('zürich')).toEqual(['anna@zurich.ch']);
    // The dotted capital İ folds to a plain i.
    expect(await emails('istanbul')).toEqual(['ilker@example.tr']);
    expect(await emails('ilker')).toEqual(['ilker@example.tr']);
    // ß and ss are one.
    expect(await emails('HAUPTSTRASSE')).toEqual(['gross@example.de']);
    expect(await emails('hauptstraße')).toEqual(['gross@example.de']);
    expect(await emails('Groß')).toEqual(['gross@example.de']);
    // Letters outside the Latin alphabet, the final sigma, and the Kelvin sign.
    expect(await emails('ольга')).toEqual(['olga@example.ru']);
    expect(await emails('σίσυφος')).toEqual(['olga@example.ru']);
    expect(await emails('300 k')).toEqual(['kelvin@example.com']);
  });

  it('keeps the search current when a contact changes, is archived or restored', async () => {
    const [id] = await seedContacts(t.ctx.db, owner.accountId, ['moving@example.com'], {
      properties: () => ({ city: 'Berlin' }),
    });
    expect(await emails('berlin')).toEqual(['moving@example.com']);
    const edit = await owner.browser.call(contactRoutes.updateProperties, {
      params: { id: id! },
      body: { properties: { city: 'Lyon' } },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(await emails('berlin')).toEqual([]);
    expect(await emails('LYON')).toEqual(['moving@example.com']);
    await owner.browser.call(contactRoutes.archiveContact, { params: { id: id! } });
    expect(await emails('lyon')).toEqual([]);
    await owner.browser.call(contactRoutes.restoreContact, { params: { id: id! } });
    expect(await emails('lyon')).toEqual(['moving@example.com']);
  });

  it('matches one or two characters at the start of the e-mail only', async () => {
    await seedContacts(
      t.ctx.db,
      owner.accountId,
      ['al@example.com', 'Alex@example.com', 'sam@example.com', 'ßtefan@example.de'],
      {
        properties: (email): Record<string, string> =>
          email === 'sam@example.com' ? { firstName: 'Alma', city: 'al' } : {},
      },
    );
    // 'Alma' and the city 'al' do not count: too short to look anywhere but the e-mail's start.
    expect(await emails('AL')).toEqual(['al@example.com', 'Alex@example.com']);
    expect(await emails('a')).toEqual(['al@example.com', 'Alex@example.com']);
    expect(await emails('ss')).toEqual(['ßtefan@example.de']);
    // Three characters look everywhere.
    expect(await emails('alm')).toEqual(['sam@example.com']);
    expect(await emails('_')).toEqual([]);
    expect(await emails('%')).toEqual([]);
  });

  it(`counts a search up to ${CONTACT_COUNT_CAP.toLocaleString('en-US')} and exactly when asked`, async () => {
    await sql`insert into contacts (account_id, email, properties)
      select ${owner.accountId}, 'many' || g || '@example.com', '{"city": "Zürich"}'::jsonb from generate_series(1, ${CONTACT_COUNT_CAP + 5}) g`.execute(
      t.ctx.db,
    );
    await seedContacts(t.ctx.db, owner.accountId, ['few@example.com'], {
      properties: () => ({ city: 'Bern' }),
    });

    const capped = await page({ search: 'zürich' });
    expect(capped).toMatchObject({ total: CONTACT_COUNT_CAP, totalCapped: true });
    expect(capped.data).toHaveLength(20);
    expect(await page({ search: 'ZÜRICH', exactTotal: 'true' })).toMatchObject({
      total: CONTACT_COUNT_CAP + 5,
      totalCapped: false,
    });
    expect(await page({ search: 'bern' })).toMatchObject({ total: 1, totalCapped: false });
    // Without a search the total is always exact.
    expect(await page({})).toMatchObject({ total: CONTACT_COUNT_CAP + 6, totalCapped: false });
    expect(
      (await owner.browser.call(contactRoutes.allContacts, { query: { exactTotal: 'yes' as never } })).status,
    ).toBe(400);
  });
});
