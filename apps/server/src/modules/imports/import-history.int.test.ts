import { describe, expect, it } from 'vitest';
import { importRoutes } from '@sendwell/contracts';
import { signInNewMember, signUpUser } from '../../../test/users';
import { emailOnly, importCsv, useImportTests, unique } from './import-test-support';

const { t, user } = useImportTests({ contactsAllocated: 1_000 });

describe('import history', () => {
  it('lists every import of the account, newest first, a page at a time, with who ran it and its counts', async () => {
    const fileName = `history-${unique('f').replace(' ', '-')}.csv`;
    const csv = await importCsv(user.browser, {
      content: 'email,age\nh1@x.co,1\nnope,2\nh2@x.co,old\n',
      fileName,
      name: unique('History'),
      mapping: [...emailOnly, { header: 'age', key: 'age', type: 'number' }],
    });
    const quick = await user.browser.call(importRoutes.quickImport, {
      body: { name: unique('History quick'), csvData: [{ email: 'h3@x.co' }] },
    });

    const first = await user.browser.call(importRoutes.listImports, { query: { page: 1, pageSize: 1 } });
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(2);
    expect(first.data.data.map((entry) => entry.id)).toEqual([quick.data.importId]);
    const second = await user.browser.call(importRoutes.listImports, { query: { page: 2, pageSize: 1 } });
    expect(second.data.data).toHaveLength(1);
    expect(second.data.data[0]).toMatchObject({
      id: csv.id,
      source: 'csv',
      fileName,
      status: 'done',
      requestedBy: user.form.name,
      totalRows: 3,
      hasErrorReport: true,
      counts: { new: 2, invalid: 1, warnings: 1 },
    });
    expect((await user.browser.call(importRoutes.listImports, { query: { page: 3, pageSize: 1 } })).data).toEqual({
      data: [],
      total: 2,
    });
  });

  it('keeps the report for download later, for members with full access only', async () => {
    const record = await importCsv(user.browser, {
      content: 'email,age\nlater@x.co,lots\n',
      name: unique('Later'),
      mapping: [...emailOnly, { header: 'age', key: 'age', type: 'number' }],
    });
    // Much later, from the history page: the report is still there.
    const entry = (await user.browser.call(importRoutes.listImports, { query: {} })).data.data.find(
      (candidate) => candidate.id === record.id,
    );
    expect(entry?.hasErrorReport).toBe(true);
    const report = await user.browser.request({ method: 'GET', url: `/api/imports/${record.id}/errors` });
    expect(report.status).toBe(200);
    expect(report.text).toContain('2,age,lots,warning,');

    const limited = await signInNewMember(t, user.user.accountId, { limitedAccess: true });
    const refused = await limited.request({ method: 'GET', url: `/api/imports/${record.id}/errors` });
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('lots');
    // The history itself names files and counts, no contact's data: every member may read it.
    expect((await limited.call(importRoutes.listImports, { query: {} })).status).toBe(200);
  });

  it('shows no other account its imports or their reports', async () => {
    const record = await importCsv(user.browser, {
      content: 'email\nbad\nmine@x.co\n',
      name: unique('Mine'),
      mapping: emailOnly,
    });
    const other = await signUpUser(t.app);
    expect((await other.browser.call(importRoutes.listImports, { query: {} })).data).toEqual({ data: [], total: 0 });
    expect((await other.browser.request({ method: 'GET', url: `/api/imports/${record.id}/errors` })).status).toBe(404);
    expect((await other.browser.request({ method: 'GET', url: `/api/imports/${record.id}` })).status).toBe(404);
  });
});
