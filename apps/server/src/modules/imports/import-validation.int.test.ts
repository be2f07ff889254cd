import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRoutes, listRoutes } from '@sendwell/contracts';
import { ImportMessages } from '@sendwell/domain';
import { seedContacts, seedList } from '../../../test/fixtures';
import { signUpUser } from '../../../test/users';
import {
  allowContacts,
  emailOnly,
  importCsv,
  multipartBody,
  useImportTests,
  unique,
  uploadCsv,
  type UploadOptions,
} from './import-test-support';

const { t, user } = useImportTests();

const listCount = async (): Promise<number> =>
  (await user.browser.call(listRoutes.allRecipientLists, {})).data.data.length;

/** Files still under imports/ in storage: a refused upload must leave none. */
const storedUploads = async (): Promise<string[]> => {
  const folder = join(t.ctx.config.dataDir, 'files', 'imports', user.accountId);
  return (await readdir(folder).catch(() => [])).filter((name) => !name.endsWith('-errors.csv'));
};

/** Uploads into a new list and expects a refusal with this code and message, leaving no list and no file. */
const expectRefused = async (
  options: Omit<UploadOptions, 'name'>,
  status: number,
  code: string,
  message: string,
) => {
  const lists = await listCount();
  const name = unique('Refused');
  const response = await uploadCsv(user.browser, { ...options, name });
  expect(response.status, response.text).toBe(status);
  expect(response.error).toMatchObject({ code, message });
  expect(await listCount()).toBe(lists);
  expect(await storedUploads()).toEqual([]);
};

const header = (count: number) =>
  Array.from({ length: count }, (_, i) => (i === 0 ? 'email' : `c${i}`)).join(',');

describe('the file', () => {
  it('must be a .csv', async () => {
    await expectRefused(
      { content: 'email\na@b.co\n', fileName: 'people.txt', mapping: emailOnly },
      400,
      'INVALID_CSV',
      'Only .csv files can be imported',
    );
    await expectRefused(
      { content: 'email\na@b.co\n', fileName: 'people.xlsx', mapping: emailOnly },
      400,
      'INVALID_CSV',
      ImportMessages.spreadsheetFile,
    );
  });

  it('must be text, whatever its name says', async () => {
    const workbook = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
      Buffer.from('[Content_Types].xml'),
      Buffer.alloc(64),
    ]);
    await expectRefused({ content: workbook, mapping: emailOnly }, 400, 'INVALID_CSV', ImportMessages.spreadsheetFile);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(32, 0xff)]);
    await expectRefused({ content: pdf, mapping: emailOnly }, 400, 'INVALID_CSV', ImportMessages.binaryFile);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await expectRefused({ content: png, mapping: emailOnly }, 400, 'INVALID_CSV', ImportMessages.binaryFile);
    await expectRefused(
      { content: Buffer.from('email\na@b.co\0\0\0\0\n'), mapping: emailOnly },
      400,
      'INVALID_CSV',
      ImportMessages.binaryFile,
    );
  });

  it('may have 100 columns but not 101', async () => {
    const ok = await importCsv(user.browser, {
      content: `${header(100)}\na@b.co\n`,
      name: unique('Wide'),
      mapping: emailOnly,
    });
    expect(ok.status).toBe('done');
    await expectRefused(
      { content: `${header(101)}\na@b.co\n`, mapping: emailOnly },
      400,
      'INVALID_CSV',
      'Please upload a CSV with less than 100 columns',
    );
    await expectRefused(
      { content: `${header(101)}\na@b.co\n`, mapping: [{ header: 'Column1', key: 'email' }], noHeader: true },
      400,
      'INVALID_CSV',
      'Please upload a CSV with less than 100 columns',
    );
  });

  it('must not start with an empty first row', async () => {
    const message = 'First row of the csv cannot be empty, please add data to import this csv';
    await expectRefused(
      { content: 'email,,city\na@b.co,x,y\n', mapping: emailOnly },
      400,
      'INVALID_CSV',
      message,
    );
    await expectRefused({ content: '\nemail\na@b.co\n', mapping: emailOnly }, 400, 'INVALID_CSV', message);
    await expectRefused(
      { content: '\r\nemail\r\na@b.co\r\n', mapping: emailOnly },
      400,
      'INVALID_CSV',
      message,
    );
    await expectRefused({ content: '', mapping: emailOnly }, 400, 'INVALID_CSV', message);
  });

  it('must not repeat a header', async () => {
    await expectRefused(
      { content: 'email,city,city\na@b.co,x,y\n', mapping: emailOnly },
      400,
      'INVALID_CSV',
      'Duplicate headers found in csv. Please correct them and try again',
    );
  });

  it('must be sent', async () => {
    const { body, contentType } = multipartBody({
      name: unique('No file'),
      mapping: JSON.stringify(emailOnly),
    });
    const response = await user.browser.request({
      method: 'POST',
      url: importRoutes.csvImport.path,
      body,
      headers: { 'content-type': contentType },
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe('Choose a CSV file to import');
  });
});

describe('the mapping', () => {
  const content = 'Email,email ,City,Town\nignored@b.co,x,y,z\n';

  it('refuses two columns whose headers differ only in case or spaces', async () => {
    await expectRefused(
      {
        content,
        mapping: [
          { header: 'Email', key: 'email' },
          { header: 'email ', key: 'city' },
        ],
      },
      400,
      'INVALID_MAPPING',
      'All column headers must be unique. Duplicate column : email',
    );
  });

  it('refuses a read-only property', async () => {
    await t.ctx.db
      .insertInto('contact_properties')
      .values({ account_id: user.accountId, key: 'score', type: 'number', is_read_only: true })
      .execute();
    await expectRefused(
      {
        content,
        mapping: [
          { header: 'Email', key: 'email' },
          { header: 'City', key: 'score' },
        ],
      },
      400,
      'INVALID_MAPPING',
      'Cannot map READ-ONLY property',
    );
  });

  it('refuses one property for two columns', async () => {
    await expectRefused(
      {
        content,
        mapping: [
          { header: 'Email', key: 'email' },
          { header: 'City', key: 'city' },
          { header: 'Town', key: 'city' },
        ],
      },
      400,
      'INVALID_MAPPING',
      'All mappings must be unique',
    );
  });

  it('lets several columns be ignored', async () => {
    const record = await importCsv(user.browser, {
      content: 'Email,Notes,City,Town\nignored@b.co,x,y,z\n',
      name: unique('Ignored'),
      mapping: [
        { header: 'Email', key: 'email' },
        { header: 'Notes', key: '-Ignore-' },
        { header: 'City', key: '-Ignore-' },
        { header: 'Town', key: 'city' },
      ],
    });
    expect(record.counts.new).toBe(1);
  });

  it('needs the e-mail column', async () => {
    await expectRefused(
      { content, mapping: [{ header: 'City', key: 'city' }] },
      400,
      'INVALID_MAPPING',
      'You must map email address column',
    );
  });

  it('refuses a property that does not exist unless it comes with a type', async () => {
    await expectRefused(
      {
        content,
        mapping: [
          { header: 'Email', key: 'email' },
          { header: 'City', key: 'plan' },
        ],
      },
      400,
      'INVALID_MAPPING',
      'There is no property "plan". Create it first',
    );
  });

  it('refuses a column that is not in the file', async () => {
    await expectRefused(
      { content, mapping: [{ header: 'Mail', key: 'email' }] },
      400,
      'INVALID_MAPPING',
      'The file has no column "Mail"',
    );
  });

  it('refuses a mapping that is not JSON', async () => {
    const { body, contentType } = multipartBody(
      { name: unique('Bad mapping'), mapping: '{nope' },
      { name: 'a.csv', content: 'email\na@b.co\n' },
    );
    const response = await user.browser.request({
      method: 'POST',
      url: importRoutes.csvImport.path,
      body,
      headers: { 'content-type': contentType },
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe('mapping must be a JSON array of {header, key, type?}');
    expect(await storedUploads()).toEqual([]);
  });
});

describe('the list', () => {
  it('refuses a new list name that is taken or too long', async () => {
    const taken = unique('Taken');
    await seedList(t.ctx.db, user.accountId, taken);
    for (const name of [taken, ` ${taken.toUpperCase()} `]) {
      const response = await uploadCsv(user.browser, {
        content: 'email\na@b.co\n',
        name,
        mapping: emailOnly,
      });
      expect(response.status).toBe(400);
      expect(response.error).toMatchObject({
        code: 'INVALID_LIST_NAME',
        message: 'A list or segment with this name already exists.',
      });
    }
    const long = await uploadCsv(user.browser, {
      content: 'email\na@b.co\n',
      name: 'x'.repeat(257),
      mapping: emailOnly,
    });
    expect(long.error.message).toBe('List / segment name cannot be more than 256 characters');
    const quick = await user.browser.call(importRoutes.quickImport, {
      body: { name: taken, csvData: [{ email: 'a@b.co' }] },
    });
    expect(quick.error.message).toBe('A list or segment with this name already exists.');
    const created = await user.browser.call(importRoutes.newRecipientList, { body: { name: taken } });
    expect(created.error.message).toBe('A list or segment with this name already exists.');
    expect(await storedUploads()).toEqual([]);
  });

  it('names an unnamed new list List_ and a timestamp', async () => {
    const before = Date.now();
    const record = await importCsv(user.browser, {
      content: 'email\nunnamed@b.co\n',
      name: '  ',
      mapping: emailOnly,
    });
    const stamp = Number(/^List_(\d+)$/.exec(record.listName)?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it("refuses a segment, an archived list and another account's list", async () => {
    const segment = await seedList(t.ctx.db, user.accountId, unique('Segment'), 'dynamic');
    const response = await uploadCsv(user.browser, {
      content: 'email\na@b.co\n',
      recipientListId: segment,
      mapping: emailOnly,
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe('Contacts can only be imported into a list, not a segment');
    const archived = await seedList(t.ctx.db, user.accountId, unique('Archived'));
    await t.ctx.db.updateTable('lists').set({ archived_at: new Date() }).where('id', '=', archived).execute();
    expect(
      (
        await uploadCsv(user.browser, {
          content: 'email\na@b.co\n',
          recipientListId: archived,
          mapping: emailOnly,
        })
      ).error.message,
    ).toBe('This list is archived. Restore it to import contacts into it');
    const other = await signUpUser(t.app);
    const theirs = await seedList(t.ctx.db, other.user.accountId, unique('Theirs'));
    const foreign = await uploadCsv(user.browser, {
      content: 'email\na@b.co\n',
      recipientListId: theirs,
      mapping: emailOnly,
    });
    expect(foreign.status).toBe(404);
    const quick = await user.browser.call(importRoutes.quickImport, {
      body: { recipientListId: theirs, csvData: [{ email: 'a@b.co' }] },
    });
    expect(quick.status).toBe(404);
    expect(await storedUploads()).toEqual([]);
  });
});

describe('the plan', () => {
  it("refuses an import that would pass the plan's contacts, before it starts, and takes one that fits", async () => {
    const owner = await signUpUser(t.app);
    const id = owner.user.accountId;
    await allowContacts(t.ctx.db, id, 5);
    const list = await seedList(t.ctx.db, id, 'Existing');
    const [, archivedId] = await seedContacts(t.ctx.db, id, ['one@x.co', 'gone@x.co', 'two@x.co'], {
      listIds: [list],
    });
    // Archived contacts do not count toward the plan: 2 live of 5.
    await t.ctx.db
      .updateTable('contacts')
      .set({ archived_at: new Date() })
      .where('id', '=', archivedId!)
      .execute();

    const lists = (await owner.browser.call(listRoutes.allRecipientLists, {})).data.data.length;
    // 3 new and the archived one back: 2 + 4 > 5.
    const refused = await uploadCsv(owner.browser, {
      content: 'email\nONE@x.co\nn1@x.co\nn2@x.co\nn3@x.co\ngone@x.co\n',
      name: 'Too many',
      mapping: emailOnly,
    });
    expect(refused.status).toBe(422);
    expect(refused.error).toEqual({
      code: 'CONTACTS_EXCEEDED',
      message:
        'This import would add 4 contacts, but your plan has room for 3 more (5 in all). Archive contacts or upgrade your plan to import them.',
    });
    expect((await owner.browser.call(listRoutes.allRecipientLists, {})).data.data.length).toBe(lists);
    const quick = await owner.browser.call(importRoutes.quickImport, {
      body: { name: 'Too many', csvData: ['n1', 'n2', 'n3', 'n4'].map((n) => ({ email: `${n}@x.co` })) },
    });
    expect(quick.status).toBe(422);
    expect(quick.error.code).toBe('CONTACTS_EXCEEDED');
    expect((await owner.browser.call(listRoutes.allRecipientLists, {})).data.data.length).toBe(lists);
    const contacts = await t.ctx.db
      .selectFrom('contacts')
      .select('email')
      .where('account_id', '=', id)
      .execute();
    expect(contacts).toHaveLength(3);

    // Existing contacts, duplicates and invalid rows add nothing: 5 rows, 3 new, fits exactly.
    const fits = await importCsv(owner.browser, {
      content: 'email\none@x.co\nTWO@x.co\nn1@x.co\nn1@x.co\nbad\nn2@x.co\nn3@x.co\n',
      name: 'Fits',
      mapping: emailOnly,
    });
    expect(fits).toMatchObject({
      status: 'done',
      counts: { new: 3, unchanged: 2, duplicates: 1, invalid: 1, updated: 0 },
    });
  });
});
