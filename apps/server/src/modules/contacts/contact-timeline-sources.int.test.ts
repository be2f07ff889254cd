import { describe, expect, it } from 'vitest';
import { contactRoutes, listRoutes, publicApiRoutes, type TimelineEntry } from '@sendwell/contracts';
import { seedContacts, seedList } from '../../../test/fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { importCsv } from '../imports/import-test-support';
import { apiClient, createApiKey } from '../public-api/public-api-test-support';

const t = useTestApp();
const owner = useOwner(t, 'each test');

/** The contact's timeline entries that its history table gave, newest first, as type, subject and details. */
const history = async (contactId: number) => {
  const response = await owner.browser.call(contactRoutes.timeline, {
    params: { id: contactId },
    query: { limit: '50' },
  });
  expect(response.status, response.text).toBe(200);
  return response.data.data
    .filter((entry: TimelineEntry) => ['archived', 'restored', 'propertiesChanged'].includes(entry.type))
    .map(({ type, subject, details }: TimelineEntry) => ({ type, subject, details }));
};

describe('the contact timeline', () => {
  it('shows contacts archived and restored together with their list', async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'Spring fair');
    const [inList, alsoInList] = await seedContacts(
      t.ctx.db,
      owner.accountId,
      ['fair1@example.com', 'fair2@example.com'],
      { listIds: [listId] },
    );
    const [elsewhere] = await seedContacts(t.ctx.db, owner.accountId, ['elsewhere@example.com']);

    const archived = await owner.browser.call(listRoutes.archive, {
      body: { emailListId: listId, archiveContacts: true, confirmName: 'Spring fair' },
    });
    expect(archived.status, archived.text).toBe(200);
    expect(await history(inList!)).toEqual([
      { type: 'archived', subject: 'Spring fair', details: { via: 'list' } },
    ]);
    expect(await history(alsoInList!)).toHaveLength(1);
    expect(await history(elsewhere!)).toEqual([]);

    const restored = await owner.browser.call(listRoutes.restore, { params: { id: listId } });
    expect(restored.status, restored.text).toBe(200);
    expect(await history(inList!)).toEqual([
      { type: 'restored', subject: 'Spring fair', details: { via: 'list' } },
      { type: 'archived', subject: 'Spring fair', details: { via: 'list' } },
    ]);
  });

  it('shows the properties an import changed, and only those whose value changed', async () => {
    const [changed, same] = await seedContacts(
      t.ctx.db,
      owner.accountId,
      ['ada@example.com', 'same@example.com'],
      {
        properties: (email): Record<string, string> =>
          email === 'ada@example.com' ? { city: 'London', firstName: 'Ada' } : { city: 'Bern' },
      },
    );
    const record = await importCsv(owner.browser, {
      content:
        'email,first name,city\nada@example.com,Ada,Paris\nsame@example.com,,Bern\nnew@example.com,Ola,Oslo\n',
      mapping: [
        { header: 'email', key: 'email' },
        { header: 'first name', key: 'firstName' },
        { header: 'city', key: 'city' },
      ],
    });
    expect(record.status).toBe('done');
    expect(await history(changed!)).toEqual([
      { type: 'propertiesChanged', subject: null, details: { keys: ['city'], via: 'import' } },
    ]);
    expect(await history(same!)).toEqual([]);
  });

  it('shows the properties an API call changed or cleared', async () => {
    const [id] = await seedContacts(t.ctx.db, owner.accountId, ['api@example.com'], {
      properties: () => ({ city: 'Lyon', plan: 'free', seats: 3 }),
    });
    // 'city' is one of every account's properties; 'plan' and 'seats' become the account's as the API first meets them.
    const { apiKey } = await createApiKey(owner.browser);
    const call = apiClient(t.app, apiKey);
    const answer = await call(publicApiRoutes.upsertContact, {
      body: { email: 'API@example.com', properties: { city: null, plan: 'free', seats: 4 } },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(await history(id!)).toEqual([
      { type: 'propertiesChanged', subject: null, details: { keys: ['city', 'seats'], via: 'api' } },
    ]);
    // The same call again changes nothing and adds nothing.
    await call(publicApiRoutes.upsertContact, {
      body: { email: 'api@example.com', properties: { city: null, plan: 'free', seats: 4 } },
    });
    expect(await history(id!)).toHaveLength(1);
  });
});
