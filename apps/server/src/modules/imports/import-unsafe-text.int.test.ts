import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { importRoutes, type CsvMappingEntry } from '@sendwell/contracts';
import { RowErrorReasons } from '@sendwell/domain';
import { UNSAFE_TEXT } from '../../platform/text-input';
import { importCsv, multipartBody, useImportTests, propertiesOf, unique } from './import-test-support';

const { t, user } = useImportTests({ contactsAllocated: 1_000 });

const withName: CsvMappingEntry[] = [
  { header: 'email', key: 'email' },
  { header: 'name', key: 'firstName' },
];

const upload = (fields: Record<string, string>, fileName = 'contacts.csv') => {
  const { body, contentType } = multipartBody(fields, {
    name: fileName,
    content: 'email,name\nada@x.co,Ada\n',
  });
  return user.browser.request({
    method: 'POST',
    url: importRoutes.csvImport.path,
    body,
    headers: { 'content-type': contentType },
  });
};

const validFields = (): Record<string, string> => ({
  recipientListId: '',
  name: unique('Upload'),
  noHeader: 'false',
  mapping: JSON.stringify(withName),
});

const importCount = async (): Promise<number> =>
  Number(
    (
      await t.ctx.db
        .selectFrom('imports')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('account_id', '=', user.accountId)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('a CSV upload whose form holds text Postgres cannot store', () => {
  it.each([
    ['the file name', {}, 'report\u0000.csv', 'file'],
    ['the new list name', { name: 'Spring\u0000' }, 'contacts.csv', 'name'],
    [
      'a header in the mapping, written as a JSON escape',
      { mapping: '[{"header":"email","key":"email"},{"header":"na\\u0000me","key":"firstName"}]' },
      'contacts.csv',
      'mapping.1.header',
    ],
    [
      'a key in the mapping, as a lone surrogate escape',
      { mapping: '[{"header":"email","key":"email"},{"header":"name","key":"first\\ud800"}]' },
      'contacts.csv',
      'mapping.1.key',
    ],
  ])('refuses %s with a 400 naming the field, and starts no import', async (_, fields, fileName, field) => {
    const before = await importCount();
    const response = await upload({ ...validFields(), ...fields }, fileName);
    expect(response.status).toBe(400);
    expect(response.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: `${field}: ${UNSAFE_TEXT}`,
      fields: { [field]: UNSAFE_TEXT },
    });
    expect(await importCount()).toBe(before);
  });
});

describe('CSV cells holding text Postgres cannot store', () => {
  it('imports the row without the NUL and reports it', async () => {
    const record = await importCsv(user.browser, {
      content: 'email,name\nnul@x.co,Ad\u0000a\nem\u0000ail@x.co,Grace\nclean@x.co,Clean\n',
      name: unique('NUL cells'),
      mapping: withName,
    });
    expect(record).toMatchObject({ status: 'done', hasErrorReport: true, counts: { new: 3, invalid: 0 } });
    expect(await propertiesOf(t.ctx.db, user.accountId, 'nul@x.co')).toEqual({ firstName: 'Ada' });
    expect(await propertiesOf(t.ctx.db, user.accountId, 'email@x.co')).toEqual({ firstName: 'Grace' });
    const report = await user.browser.request({ method: 'GET', url: `/api/imports/${record.id}/errors` });
    expect(report.text).toBe(
      [
        'row,column,value,severity,reason',
        `2,name,Ada,warning,${RowErrorReasons.characterRemoved}`,
        `3,email,email@x.co,warning,${RowErrorReasons.characterRemoved}`,
        '',
      ].join('\n'),
    );
  });

  it('imports the row of a UTF-16 file without half a surrogate pair and reports it', async () => {
    // "Zo" then a high surrogate with no low one after it.
    const content = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode('email,name\nzoe@x.co,Zo', 'utf16le'),
      Buffer.from([0x3d, 0xd8]),
      iconv.encode('ë\n', 'utf16le'),
    ]);
    const record = await importCsv(user.browser, { content, name: unique('Half pair'), mapping: withName });
    expect(record).toMatchObject({ status: 'done', hasErrorReport: true, counts: { new: 1, invalid: 0 } });
    expect(await propertiesOf(t.ctx.db, user.accountId, 'zoe@x.co')).toEqual({ firstName: 'Zoë' });
    const report = await user.browser.request({ method: 'GET', url: `/api/imports/${record.id}/errors` });
    expect(report.text).toBe(
      ['row,column,value,severity,reason', `2,name,Zoë,warning,${RowErrorReasons.characterRemoved}`, ''].join('\n'),
    );
  });
});
