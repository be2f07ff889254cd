import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyRoutes, exportRoutes, listRoutes, RoleMessages } from '@sendwell/contracts';
import type { TestBrowser } from '../../test/http-client';
import { signInNewMember } from '../../test/users';
import { handleExportList } from '../modules/exports/export-list.job';
import { insertExport } from '../modules/exports/exports.repository';
import { insertList } from '../modules/lists/lists.repository';
import { useOwner, useTestApp } from '../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t);
let limited: TestBrowser;
let accountId: string;

beforeAll(async () => {
  accountId = owner.user.accountId;
  limited = await signInNewMember(t, accountId, { limitedAccess: true });
});

/** A list named `name` holding one contact. */
const listWithContact = async (name: string) => {
  const listId = await insertList(t.ctx.db, { accountId, name, type: 'list' });
  const contact = await t.ctx.db
    .insertInto('contacts')
    .values({ account_id: accountId, email: `kept.${randomBytes(4).toString('hex')}@example.com`, properties: '{}', archived_at: null, archived_with_list_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db.insertInto('list_members').values({ account_id: accountId, list_id: listId, contact_id: contact.id }).execute();
  return { listId, contactId: contact.id };
};

const exportsOf = (listId: number) => t.ctx.db.selectFrom('exports').select('id').where('account_id', '=', accountId).where('list_id', '=', listId).execute();

const expectLimited = (response: { status: number; error: { code: string; message: string } }) => {
  expect(response.status).toBe(403);
  expect(response.error).toEqual({ code: 'LIMITED_ACCESS', message: RoleMessages.limitedAccess });
};

describe('a member with limited access', () => {
  it('cannot export a list, see the download centre or download an export', async () => {
    const { listId } = await listWithContact('Customers');
    expectLimited(await limited.call(exportRoutes.requestDownload, { query: { recipientListId: listId } }));
    expect(await exportsOf(listId)).toEqual([]);

    const exportId = await insertExport(t.ctx.db, { accountId, listId, listName: 'Customers', requestedBy: owner.user.id, archiveContacts: false, timezoneOffset: 0 });
    await handleExportList(t.ctx, { accountId, exportId });
    expectLimited(await limited.call(exportRoutes.listExports, {}));
    const download = await limited.call(exportRoutes.downloadExport, { params: { id: exportId } });
    expectLimited(download);
    expect(download.text).not.toContain('@example.com');
    // The owner still can: the refusal is about the member, not the export.
    expect((await owner.browser.call(exportRoutes.downloadExport, { params: { id: exportId } })).text).toContain('kept.');
  });

  it('cannot delete a list for good, and the list and its contacts stay', async () => {
    const { listId, contactId } = await listWithContact('Precious');

    const response = await limited.call(listRoutes.archive, {
      body: { emailListId: listId, archiveContacts: true, deletePermanently: true, confirmName: 'Precious' },
    });

    expectLimited(response);
    const list = await t.ctx.db.selectFrom('lists').select(['id', 'archived_at']).where('account_id', '=', accountId).where('id', '=', listId).executeTakeFirst();
    expect(list).toEqual({ id: listId, archived_at: null });
    const contact = await t.ctx.db.selectFrom('contacts').select('archived_at').where('account_id', '=', accountId).where('id', '=', contactId).executeTakeFirstOrThrow();
    expect(contact.archived_at).toBeNull();
  });

  it('may still archive a list, with or without its contacts, which can be undone', async () => {
    const { listId } = await listWithContact('Old promotion');
    const archived = await limited.call(listRoutes.archive, { body: { emailListId: listId, archiveContacts: true, confirmName: 'Old promotion' } });
    expect(archived.status).toBe(200);
    expect((await limited.call(listRoutes.restore, { params: { id: listId } })).status).toBe(200);
  });

  it('cannot create or revoke an API key', async () => {
    const keysOfAccount = () => t.ctx.db.selectFrom('api_keys').select(['id', 'revoked_at']).where('account_id', '=', accountId).execute();

    expectLimited(await limited.call(apiKeyRoutes.create, { body: { name: 'Mine now' } }));
    expect(await keysOfAccount()).toEqual([]);

    const created = (await owner.browser.call(apiKeyRoutes.create, { body: { name: 'Shop sync' } })).data;
    expectLimited(await limited.call(apiKeyRoutes.revoke, { body: { keyId: created.keyId } }));
    expect(await keysOfAccount()).toEqual([{ id: created.keyId, revoked_at: null }]);
    // Seeing that keys exist, by their prefixes, reveals no secret.
    expect((await limited.call(apiKeyRoutes.getAll, {})).status).toBe(200);
  });
});
