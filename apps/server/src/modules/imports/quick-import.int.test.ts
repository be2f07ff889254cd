import { describe, expect, it } from 'vitest';
import { importRoutes, listRoutes } from '@sendwell/contracts';
import { signUpUser } from '../../../test/users';
import { unique } from './import-test-support';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const user = useOwner(t);

describe('quick import', () => {
  it('creates a list and adds the pasted e-mails at once', async () => {
    const created = await user.browser.call(importRoutes.newRecipientList, {
      body: { name: unique('Pasted') },
    });
    expect(created.status).toBe(201);
    const listId = created.data.id;
    const response = await user.browser.call(importRoutes.quickImport, {
      body: {
        recipientListId: listId,
        csvData: [{ email: 'a@q.co' }, { email: ' B@q.co ' }, { email: 'b@q.co' }, { email: 'nope' }],
      },
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      id: listId,
      import: {
        status: 'done',
        source: 'quick',
        counts: { new: 2, duplicates: 1, invalid: 1 },
        hasErrorReport: true,
      },
    });
    const report = await user.browser.request({
      method: 'GET',
      url: `/api/imports/${response.data.importId}/errors`,
    });
    expect(report.text).toBe('row,column,value,severity,reason\n4,email,nope,error,Invalid email address\n');
    expect(
      (await user.browser.call(importRoutes.isProcessing, { query: { recipientListId: String(listId) } }))
        .data,
    ).toEqual({ processing: false, processingCount: 0, recipientsCount: 2 });
  });

  it('fills first and last name from the pasted rows, the last repeat of an e-mail winning', async () => {
    const response = await user.browser.call(importRoutes.quickImport, {
      body: {
        name: unique('Named rows'),
        csvData: [
          { email: 'ana@names.co', firstName: 'Ana', lastName: 'Silva' },
          { email: 'bo@names.co', firstName: ' Bo ' },
          { email: 'ANA@names.co', firstName: 'Ana', lastName: 'Souza' },
        ],
      },
    });
    expect(response.data.import.counts).toMatchObject({ new: 2, duplicates: 1 });
    const contacts = await t.ctx.db
      .selectFrom('contacts')
      .select(['email', 'properties'])
      .where('account_id', '=', user.user.accountId)
      .where('email', 'ilike', '%@names.co')
      .orderBy('email')
      .execute();
    expect(contacts.map((contact) => [contact.email.toLowerCase(), contact.properties])).toEqual([
      ['ana@names.co', { firstName: 'Ana', lastName: 'Souza' }],
      ['bo@names.co', { firstName: 'Bo' }],
    ]);
  });

  it('creates the list itself when given a name instead of a list', async () => {
    const name = unique('Named');
    const response = await user.browser.call(importRoutes.quickImport, {
      body: { name, csvData: [{ email: 'c@q.co' }] },
    });
    const lists = (await user.browser.call(listRoutes.allRecipientLists, {})).data.data;
    expect(lists.find((list) => list.id === response.data.id)).toMatchObject({ name, type: 'list' });
  });

  it('takes at most 50 rows and needs one valid e-mail', async () => {
    const tooMany = await user.browser.call(importRoutes.quickImport, {
      body: {
        name: unique('Many'),
        csvData: Array.from({ length: 51 }, (_, i) => ({ email: `m${i}@q.co` })),
      },
    });
    expect(tooMany.status).toBe(400);
    const none = await user.browser.call(importRoutes.quickImport, {
      body: { name: unique('None'), csvData: [{ email: 'nope' }] },
    });
    expect(none.status).toBe(400);
    expect(none.error.message).toBe('Add at least one valid email address');
  });

  it('adds an e-mail already in the list only once', async () => {
    const name = unique('Twice');
    const first = await user.browser.call(importRoutes.quickImport, {
      body: { name, csvData: [{ email: 'twice@q.co' }] },
    });
    const again = await user.browser.call(importRoutes.quickImport, {
      body: { recipientListId: first.data.id, csvData: [{ email: 'TWICE@q.co' }] },
    });
    expect(again.data.import.counts).toMatchObject({ new: 0, unchanged: 1 });
    expect(
      (await user.browser.call(listRoutes.getList, { params: { id: first.data.id } })).data.recipientsCount,
    ).toBe(1);
  });
});

describe('properties', () => {
  it('lists the registry and creates a property, refusing an existing name', async () => {
    const before = (await user.browser.call(importRoutes.contactProperties, {})).data.personalParamsWithType;
    expect(before.map((property) => property.key)).toContain('firstName');
    const created = await user.browser.call(importRoutes.createProperty, {
      body: { name: ' plan ', type: 'string' },
    });
    expect(created.status).toBe(201);
    expect(created.data).toEqual({ key: 'plan', type: 'string', sourceType: 'custom', isReadOnly: false });
    for (const name of ['Plan', 'city', 'email']) {
      const clash = await user.browser.call(importRoutes.createProperty, { body: { name, type: 'number' } });
      expect(clash.status, name).toBe(409);
      expect(clash.error).toEqual({ code: 'PROPERTY_EXISTS', message: 'This property already exists' });
    }
    const after = (await user.browser.call(importRoutes.contactProperties, {})).data.personalParamsWithType;
    expect(after.find((property) => property.key === 'plan')).toMatchObject({
      type: 'string',
      isReadOnly: false,
    });
  });
});

describe('the sample file and tracking', () => {
  it("serves a sample CSV with the account's properties, only to its own user", async () => {
    const sample = await user.browser.request({
      method: 'GET',
      url: `/api/contacts/downloadList/sample/${user.user.id}`,
    });
    expect(sample.status).toBe(200);
    expect(sample.headers['content-type']).toContain('text/csv');
    const [header, first] = sample.text.split('\r\n');
    expect(header).toMatch(/^email,firstName,lastName,phone,company,city,country,timezone/);
    expect(first).toMatch(/^ada@example\.com,Ada,Lovelace,/);
    const other = await signUpUser(t.app);
    expect(
      (
        await user.browser.request({
          method: 'GET',
          url: `/api/contacts/downloadList/sample/${other.user.id}`,
        })
      ).status,
    ).toBe(404);
  });

  it('records csv_import_step1 in our own analytics table', async () => {
    const response = await user.browser.call(importRoutes.track, {
      body: { event: 'csv_import_step1', properties: { source: 'contacts', no_of_records: 120 } },
    });
    expect(response.data).toEqual({ ok: true });
    const rows = await t.ctx.db
      .selectFrom('product_analytics')
      .select(['event', 'properties', 'user_id'])
      .where('account_id', '=', user.user.accountId)
      .execute();
    expect(rows).toEqual([
      {
        event: 'csv_import_step1',
        properties: { source: 'contacts', no_of_records: 120 },
        user_id: user.user.id,
      },
    ]);
    const unknown = await user.browser.request({
      method: 'POST',
      url: importRoutes.track.path,
      body: { event: 'something_else', properties: { source: 'x', no_of_records: 1 } },
    });
    expect(unknown.status).toBe(400);
  });

  it('records template actions and list changes with their own properties, and refuses mixed-up ones', async () => {
    for (const body of [
      { event: 'template_share_click', properties: { templateId: 7 } },
      { event: 'templates_filter', properties: { setting: 'emailType', value: 'Boletín' } },
    ] as const) {
      expect((await user.browser.call(importRoutes.track, { body })).data).toEqual({ ok: true });
    }
    const rows = await t.ctx.db
      .selectFrom('product_analytics')
      .select(['event', 'properties'])
      .where('account_id', '=', user.user.accountId)
      .where('event', 'like', 'template%')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { event: 'template_share_click', properties: { templateId: 7 } },
      { event: 'templates_filter', properties: { setting: 'emailType', value: 'Boletín' } },
    ]);
    for (const body of [
      { event: 'template_preview', properties: { source: 'contacts', no_of_records: 1 } },
      { event: 'templates_sort', properties: { templateId: 7 } },
    ]) {
      const refused = await user.browser.request({ method: 'POST', url: importRoutes.track.path, body });
      expect(refused.status, body.event).toBe(400);
    }
  });
});
