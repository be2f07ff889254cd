import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { contactRoutes, importRoutes, type CsvMappingEntry } from '@sendwell/contracts';
import { seedContacts, seedList } from '../../../test/fixtures';
import { signUpUser, type SignedUpUser } from '../../../test/users';
import {
  allowContacts,
  emailOnly,
  importCsv,
  useImportTests,
  propertiesOf,
  unique,
  uploadCsv,
} from './import-test-support';

const { t, user } = useImportTests({ contactsAllocated: 100_000 });

/** A new account with room for the test's contacts, so each test counts its own new contacts. */
const freshAccount = async (): Promise<{ browser: SignedUpUser['browser']; accountId: string }> => {
  const owner = await signUpUser(t.app);
  await allowContacts(t.ctx.db, owner.user.accountId, 1_000);
  return { browser: owner.browser, accountId: owner.user.accountId };
};

const withName: CsvMappingEntry[] = [
  { header: 'email', key: 'email' },
  { header: 'name', key: 'firstName' },
];

/** The list's contacts as "email=firstName", sorted. */
const contactsOf = async (listId: number): Promise<string[]> => {
  const rows = await t.ctx.db
    .selectFrom('list_members')
    .innerJoin('contacts', (join) =>
      join
        .onRef('contacts.account_id', '=', 'list_members.account_id')
        .onRef('contacts.id', '=', 'list_members.contact_id'),
    )
    .select(['contacts.email', 'contacts.properties'])
    .where('list_members.list_id', '=', listId)
    .execute();
  return rows.map((row) => `${row.email}=${String(row.properties.firstName ?? '')}`).sort();
};

describe('reading files', () => {
  const expected = ['jose@x.co=José', 'zoe@x.co=Zoë'];
  const text = 'email,name\njose@x.co,José\nzoe@x.co,Zoë\n';
  const cases: [string, Buffer][] = [
    ['UTF-8 without a byte-order mark', Buffer.from(text)],
    ['UTF-8 with a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    [
      'UTF-16 LE with a byte-order mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')]),
    ],
    [
      'UTF-16 BE with a byte-order mark',
      Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf16be')]),
    ],
    ['Windows-1252', iconv.encode(text, 'win1252')],
  ];
  for (const [label, content] of cases) {
    it(`reads ${label}`, async () => {
      const fresh = await freshAccount();
      const record = await importCsv(fresh.browser, { content, name: unique(label), mapping: withName });
      expect(record).toMatchObject({ status: 'done', counts: { new: 2, invalid: 0 } });
      expect(await contactsOf(record.listId)).toEqual(expected);
    });
  }

  for (const [label, delimiter] of [
    ['comma', ','],
    ['semicolon', ';'],
    ['tab', '\t'],
    ['pipe', '|'],
  ] as const) {
    it(`detects the ${label} delimiter`, async () => {
      const content =
        ['email', 'name', 'city'].join(delimiter) +
        '\n' +
        ['a@x.co', 'Ann', 'Lyon, FR']
          .join(delimiter)
          .replace('Lyon, FR', delimiter === ',' ? '"Lyon, FR"' : 'Lyon, FR') +
        '\n';
      const fresh = await freshAccount();
      const record = await importCsv(fresh.browser, {
        content,
        name: unique(label),
        mapping: [...withName, { header: 'city', key: 'city' }],
      });
      expect(record.counts.new).toBe(1);
      const contact = await propertiesOf(t.ctx.db, fresh.accountId, 'a@x.co');
      expect(contact).toMatchObject({ firstName: 'Ann', city: 'Lyon, FR' });
    });
  }

  for (const [label, lineBreak] of [
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
  ] as const) {
    it(`reads ${label} line endings, quoted line breaks, blank trailing lines and a last row without a line break`, async () => {
      const content = [
        'email,name,note',
        'one@x.co,"Smith, ""Jo""",plain',
        `two@x.co,Two,"line one${lineBreak}line two"`,
        '',
        'three@x.co,Three',
        '',
        '',
        'four@x.co,Four,last',
      ].join(lineBreak);
      const fresh = await freshAccount();
      const record = await importCsv(fresh.browser, {
        content,
        name: unique(label),
        mapping: [...withName, { header: 'note', key: 'note', type: 'string' }],
      });
      expect(record).toMatchObject({ status: 'done', processedRows: 4, counts: { new: 4, invalid: 0 } });
      expect(await contactsOf(record.listId)).toEqual([
        'four@x.co=Four',
        'one@x.co=Smith, "Jo"',
        'three@x.co=Three',
        'two@x.co=Two',
      ]);
      const two = await propertiesOf(t.ctx.db, fresh.accountId, 'two@x.co');
      expect(two.note).toBe(`line one${lineBreak}line two`);
    });
  }

  it('takes a file without a header row, naming columns Column1..N', async () => {
    const fresh = await freshAccount();
    const record = await importCsv(fresh.browser, {
      content: 'nohead1@x.co,First\nnohead2@x.co,Second\n',
      noHeader: true,
      name: unique('No header'),
      mapping: [
        { header: 'Column1', key: 'email' },
        { header: 'Column2', key: 'firstName' },
      ],
    });
    expect(await contactsOf(record.listId)).toEqual(['nohead1@x.co=First', 'nohead2@x.co=Second']);
  });
});

describe('rows that do not fit', () => {
  it('skips rows without a valid e-mail, imports a row with a bad optional value without that value, and reports both', async () => {
    const content = [
      'email,name,age,vip,joined',
      'good@x.co,Good,42,yes,2024-02-29',
      'not-an-email,Bad,1,no,2024-01-01',
      ',Nobody,1,no,2024-01-01',
      'age@x.co,Age,forty,no,2024-01-01',
      'vip@x.co,Vip,3,maybe,2024-01-01',
      'date@x.co,Date,3,no,31/12/2024',
      'unix@x.co,Unix,7.5,0,1700000000',
      ',,,,',
      '@SUM(A1),Formula,1,no,2024-01-01',
    ].join('\n');
    const fresh = await freshAccount();
    const record = await importCsv(fresh.browser, {
      content,
      name: unique('Bad rows'),
      mapping: [
        ...withName,
        { header: 'age', key: 'age', type: 'number' },
        { header: 'vip', key: 'vip', type: 'boolean' },
        { header: 'joined', key: 'joined', type: 'date' },
      ],
    });
    expect(record).toMatchObject({
      status: 'done',
      processedRows: 8,
      totalRows: 9,
      hasErrorReport: true,
      counts: { new: 5, invalid: 3, updated: 0, unchanged: 0, duplicates: 0, warnings: 3 },
    });
    const good = await propertiesOf(t.ctx.db, fresh.accountId, 'good@x.co');
    expect(good).toEqual({ firstName: 'Good', age: 42, vip: true, joined: '2024-02-29' });
    const unix = await propertiesOf(t.ctx.db, fresh.accountId, 'unix@x.co');
    expect(unix).toEqual({ firstName: 'Unix', age: 7.5, vip: false, joined: '2023-11-14T22:13:20.000Z' });
    expect(await propertiesOf(t.ctx.db, fresh.accountId, 'age@x.co')).toEqual({
      firstName: 'Age',
      vip: false,
      joined: '2024-01-01',
    });
    expect(await propertiesOf(t.ctx.db, fresh.accountId, 'date@x.co')).toEqual({ firstName: 'Date', age: 3, vip: false });
    const properties = (await fresh.browser.call(importRoutes.contactProperties, {})).data
      .personalParamsWithType;
    expect(
      properties
        .filter((property) => ['age', 'vip', 'joined'].includes(property.key))
        .map((property) => `${property.key}:${property.type}`),
    ).toEqual(['age:number', 'vip:boolean', 'joined:date']);

    const report = await fresh.browser.request({ method: 'GET', url: `/api/imports/${record.id}/errors` });
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.text).toBe(
      [
        'row,column,value,severity,reason',
        '3,email,not-an-email,error,Invalid email address',
        '4,email,,error,Email address is missing',
        '5,age,forty,warning,"Not a number (with a decimal point, as 1,234.56); the contact was imported without this value"',
        '6,vip,maybe,warning,Not true or false; the contact was imported without this value',
        '7,joined,31/12/2024,warning,"Not a date (ISO 8601, as 2023-12-31, or unix time); the contact was imported without this value"',
        "10,email,'@SUM(A1),error,Invalid email address",
        '',
      ].join('\n'),
    );
  });

  it('reads dates and numbers in the formats chosen at mapping', async () => {
    const fresh = await freshAccount();
    const record = await importCsv(fresh.browser, {
      content: 'email,joined,spent\neu@x.co,31/12/2023,"1.234,50"\nus@x.co,12/31/2023,"1,234.50"\n',
      name: unique('Formats'),
      dateFormat: 'dmy',
      numberFormat: 'comma',
      mapping: [
        ...emailOnly,
        { header: 'joined', key: 'joined', type: 'date' },
        { header: 'spent', key: 'spent', type: 'number' },
      ],
    });
    expect(record.counts).toMatchObject({ new: 2, invalid: 0, warnings: 2 });
    expect(await propertiesOf(t.ctx.db, fresh.accountId, 'eu@x.co')).toEqual({ joined: '2023-12-31', spent: 1234.5 });
    expect(await propertiesOf(t.ctx.db, fresh.accountId, 'us@x.co')).toEqual({});
    const report = await fresh.browser.request({ method: 'GET', url: `/api/imports/${record.id}/errors` });
    expect(report.text.split('\n').slice(1, 3)).toEqual([
      '3,joined,12/31/2023,warning,"Not a date (day first, as 31/12/2023); the contact was imported without this value"',
      '3,spent,"1,234.50",warning,"Not a number (with a decimal comma, as 1.234,56); the contact was imported without this value"',
    ]);
  });

  it('refuses a format it does not know', async () => {
    const fresh = await freshAccount();
    const response = await uploadCsv(fresh.browser, {
      content: 'email\na@x.co\n',
      name: unique('Bad format'),
      dateFormat: 'ymd',
      mapping: emailOnly,
    });
    expect(response.status).toBe(400);
  });

  it('gives an import without problems an error report with only the header', async () => {
    const fresh = await freshAccount();
    const record = await importCsv(fresh.browser, {
      content: 'email\nclean@x.co\n',
      name: unique('Clean'),
      mapping: emailOnly,
    });
    expect(record.hasErrorReport).toBe(false);
    expect(
      (await fresh.browser.request({ method: 'GET', url: `/api/imports/${record.id}/errors` })).text,
    ).toBe('row,column,value,severity,reason\n');
  });
});

describe('merging', () => {
  it('counts new, updated, unchanged and duplicate rows, the last duplicate winning, and changes nothing when run again', async () => {
    const list = await seedList(t.ctx.db, user.accountId, unique('Merge'));
    await seedContacts(t.ctx.db, user.accountId, ['same@m.co', 'changed@m.co'], {
      properties: (email) => ({ firstName: email.startsWith('same') ? 'Same' : 'Old' }),
    });
    const content = 'email,name\nsame@m.co,Same\nCHANGED@m.co,New\nfresh@m.co,First\nFresh@M.co,Second\n';
    const first = await importCsv(user.browser, { content, recipientListId: list, mapping: withName });
    expect(first.counts).toEqual({ new: 1, updated: 1, unchanged: 1, invalid: 0, duplicates: 1, warnings: 0 });
    expect(await contactsOf(list)).toEqual(['Fresh@M.co=Second', 'changed@m.co=New', 'same@m.co=Same']);
    expect(
      (await user.browser.call(importRoutes.isProcessing, { query: { recipientListId: String(list) } })).data,
    ).toEqual({ processing: false, processingCount: 0, recipientsCount: 3 });

    const snapshot = async () =>
      t.ctx.db.selectFrom('contacts').selectAll().where('account_id', '=', user.accountId).orderBy('id').execute();
    const before = await snapshot();
    const again = await importCsv(user.browser, { content, recipientListId: list, mapping: withName });
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: 3, invalid: 0, duplicates: 1, warnings: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await contactsOf(list)).toHaveLength(3);
  });

  it("leaves an empty cell's property as it was", async () => {
    await seedContacts(t.ctx.db, user.accountId, ['keep@m.co'], {
      properties: () => ({ firstName: 'Kept', city: 'Oslo' }),
    });
    await importCsv(user.browser, {
      content: 'email,name,city\nkeep@m.co,,Bergen\n',
      name: unique('Keep'),
      mapping: [...withName, { header: 'city', key: 'city' }],
    });
    const contact = await t.ctx.db
      .selectFrom('contacts')
      .select('properties')
      .where('account_id', '=', user.accountId)
      .where('email', '=', 'keep@m.co')
      .executeTakeFirstOrThrow();
    expect(contact.properties).toEqual({ firstName: 'Kept', city: 'Bergen' });
  });

  it('never turns an unsubscribed or blocked contact back to subscribed', async () => {
    const [unsubscribed, blocked] = await seedContacts(t.ctx.db, user.accountId, ['unsub@m.co', 'blocked@m.co']);
    await t.ctx.db
      .updateTable('contacts')
      .set({ is_unsubscribed: true })
      .where('id', '=', unsubscribed!)
      .execute();
    await t.ctx.db.updateTable('contacts').set({ is_blocked: true }).where('id', '=', blocked!).execute();
    const record = await importCsv(user.browser, {
      content: 'email,name\nUNSUB@m.co,Changed\nblocked@m.co,Changed\n',
      name: unique('Status'),
      mapping: withName,
    });
    expect(record.counts).toMatchObject({ new: 0, updated: 2 });
    const rows = await t.ctx.db
      .selectFrom('contacts')
      .select(['email', 'is_unsubscribed', 'is_blocked'])
      .where('id', 'in', [unsubscribed!, blocked!])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'blocked@m.co', is_unsubscribed: false, is_blocked: true },
      { email: 'unsub@m.co', is_unsubscribed: true, is_blocked: false },
    ]);
    const quick = await user.browser.call(importRoutes.quickImport, {
      body: { name: unique('Quick status'), csvData: [{ email: 'unsub@m.co' }] },
    });
    expect(quick.data.import.counts.unchanged).toBe(1);
    expect(
      (
        await t.ctx.db
          .selectFrom('contacts')
          .select('is_unsubscribed')
          .where('id', '=', unsubscribed!)
          .executeTakeFirstOrThrow()
      ).is_unsubscribed,
    ).toBe(true);
  });

  it('brings an archived contact back and counts it in its other lists again', async () => {
    const other = await seedList(t.ctx.db, user.accountId, unique('Other'));
    const [archived] = await seedContacts(t.ctx.db, user.accountId, ['archived@m.co'], { listIds: [other] });
    await t.ctx.db
      .updateTable('contacts')
      .set({ archived_at: new Date(), archived_with_list_id: other })
      .where('id', '=', archived!)
      .execute();
    await t.ctx.db.updateTable('lists').set({ recipients_count: 0 }).where('id', '=', other).execute();
    const record = await importCsv(user.browser, {
      content: 'email\narchived@m.co\n',
      name: unique('Restore'),
      mapping: emailOnly,
    });
    expect(record.counts).toMatchObject({ new: 0, updated: 1 });
    const contact = await t.ctx.db
      .selectFrom('contacts')
      .select(['archived_at', 'archived_with_list_id'])
      .where('id', '=', archived!)
      .executeTakeFirstOrThrow();
    expect(contact).toEqual({ archived_at: null, archived_with_list_id: null });
    const otherList = await t.ctx.db
      .selectFrom('lists')
      .select('recipients_count')
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect(otherList.recipients_count).toBe(1);
  });

  it('counts the live members of a list that already held some of the contacts', async () => {
    const owner = await freshAccount();
    const db = t.ctx.db;
    const target = await seedList(db, owner.accountId, unique('Target'));
    const [, , back, gone] = await seedContacts(
      db,
      owner.accountId,
      ['kept@n.co', 'stays@n.co', 'back@n.co', 'gone@n.co'],
      { listIds: [target] },
    );
    const [returns] = await seedContacts(db, owner.accountId, ['returns@n.co', 'joins@n.co']);
    await db
      .updateTable('contacts')
      .set({ archived_at: new Date() })
      .where('id', 'in', [back!, gone!, returns!])
      .execute();
    await db.updateTable('lists').set({ recipients_count: 2 }).where('id', '=', target).execute();

    const record = await importCsv(owner.browser, {
      content: 'email\nKEPT@n.co\nback@n.co\njoins@n.co\nreturns@n.co\nnew@n.co\nnew@n.co\n',
      recipientListId: target,
      mapping: emailOnly,
    });

    expect(record.counts).toMatchObject({ new: 1, duplicates: 1 });
    const live = await db
      .selectFrom('list_members as m')
      .innerJoin('contacts as c', (join) =>
        join.onRef('c.account_id', '=', 'm.account_id').onRef('c.id', '=', 'm.contact_id'),
      )
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('m.list_id', '=', target)
      .where('c.archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    const list = await db
      .selectFrom('lists')
      .select('recipients_count')
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    // kept and stays were counted; back, joins, returns and new are added; gone stays archived.
    expect(list.recipients_count).toBe(6);
    expect(Number(live.count)).toBe(6);
  });

  it('remembers the mapping for the next file', async () => {
    await importCsv(user.browser, {
      content: 'E-mail Address,Given name\nremember@x.co,Rem\n',
      name: unique('Remember'),
      mapping: [
        { header: 'E-mail Address', key: 'email' },
        { header: 'Given name', key: 'firstName' },
      ],
    });
    const suggestions = (await user.browser.call(importRoutes.csvMapping, {})).data.csvMappings;
    expect(suggestions).toEqual(
      expect.arrayContaining([
        { header: 'E-mail Address', key: 'email' },
        { header: 'Given name', key: 'firstName' },
      ]),
    );
  });
});

describe('other accounts', () => {
  it('keep their contacts, imports and reports apart', async () => {
    const other = await signUpUser(t.app);
    const mine = await importCsv(user.browser, {
      content: 'email,name\nshared@iso.co,Mine\nbad\n',
      name: unique('Mine'),
      mapping: withName,
    });
    const theirs = await importCsv(other.browser, {
      content: 'email,name\nshared@iso.co,Theirs\n',
      name: unique('Theirs'),
      mapping: withName,
    });
    expect(theirs.counts.new).toBe(1);
    const shared = await t.ctx.db
      .selectFrom('contacts')
      .select(['account_id', 'properties'])
      .where('email', '=', 'shared@iso.co')
      .orderBy('account_id')
      .execute();
    expect(shared).toHaveLength(2);
    expect(shared.find((row) => row.account_id === user.accountId)?.properties).toEqual({ firstName: 'Mine' });
    expect((await other.browser.call(importRoutes.getImport, { params: { id: mine.id } })).status).toBe(404);
    expect(
      (await other.browser.request({ method: 'GET', url: `/api/imports/${mine.id}/errors` })).status,
    ).toBe(404);
    expect(
      (
        await other.browser.call(importRoutes.isProcessing, {
          query: { recipientListId: String(mine.listId) },
        })
      ).status,
    ).toBe(404);
    const usage = (await other.browser.call(contactRoutes.usage, {})).data;
    expect(usage.activeContacts).toBe(1);
  });
});
