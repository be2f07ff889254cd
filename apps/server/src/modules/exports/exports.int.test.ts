import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportRoutes, type ExportRecord } from '@sendwell/contracts';
import { seedContacts, seedList } from '../../../test/fixtures';
import type { TestBrowser } from '../../../test/http-client';
import { waitForMail } from '../../../test/outbox';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const user = useOwner(t);
let browser: TestBrowser;

beforeAll(async () => {
  browser = user.browser;
});

const waitForExport = async (exportId: number): Promise<ExportRecord> => {
  for (let i = 0; i < 100; i++) {
    const entry = (await browser.call(exportRoutes.listExports, {})).data.data.find((row) => row.id === exportId);
    if (entry && (entry.status === 'done' || entry.status === 'failed')) return entry;
    await sleep(100);
  }
  throw new Error(`Export ${exportId} did not finish`);
};

describe('exporting a list', () => {
  it('streams a CSV of live contacts with formula cells neutralised, lists it, and emails the link', async () => {
    const accountId = user.user.accountId;
    const list = await seedList(t.ctx.db, accountId, 'Export: me/now');
    await seedContacts(t.ctx.db, accountId, ['safe@example.com', 'formula@example.com', 'plus@example.com'], {
      listIds: [list],
      properties: (email): Record<string, string> => {
        if (email.startsWith('formula')) return { firstName: '=HYPERLINK("http://evil")', city: '@SUM(A1)' };
        if (email.startsWith('plus')) return { firstName: '+1', lastName: '-2' };
        return { firstName: 'Safe', city: 'Lyon' };
      },
    });

    const started = await browser.call(exportRoutes.requestDownload, { query: { recipientListId: String(list), timezoneOffset: '-120' } });
    expect(started.data.requestExist).toBe(false);
    const entry = await waitForExport(started.data.exportId!);
    expect(entry).toMatchObject({ status: 'done', rowCount: 3, listName: 'Export: me/now' });
    expect(entry.sizeBytes).toBeGreaterThan(0);

    const download = await browser.request({ method: 'GET', url: `/api/exports/${entry.id}/download` });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Export_%20me_now.csv");
    const [header, ...rows] = download.text.trim().split('\n');
    expect(header).toBe('email,email_subscription_status,email_blocked_status,firstName,lastName,phone,company,city,country,timezone,created_on,updated_on');
    expect(rows).toHaveLength(3);
    const formulaRow = rows.find((row) => row.startsWith('formula@'));
    expect(formulaRow).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(formulaRow).toContain(`'@SUM(A1)`);
    const plusRow = rows.find((row) => row.startsWith('plus@'));
    expect(plusRow).toContain(`'+1,'-2`);
    const safeRow = rows.find((row) => row.startsWith('safe@'))!;
    expect(safeRow).toContain('Safe,,,,Lyon');
    // Dates are in the requester's zone: an offset of -120 minutes is UTC+2.
    const created = await t.ctx.db.selectFrom('contacts').select('created_at').where('account_id', '=', accountId).where('email', '=', 'safe@example.com').executeTakeFirstOrThrow();
    const local = new Date(Math.floor(created.created_at.getTime() / 1000) * 1000 + 120 * 60 * 1000).toISOString().replace('T', ' ').slice(0, 19);
    expect(safeRow.split(',').at(-2)).toBe(local);

    const mail = await waitForMail(t.ctx.db, user.form.email, 'is ready');
    expect(mail.text).toContain('http://localhost:3000/app/settings/download-centre');
  });

  it('answers requestExist for the same list within 30 minutes, but not for another list', async () => {
    const accountId = user.user.accountId;
    const first = await seedList(t.ctx.db, accountId, 'Cooldown A');
    const second = await seedList(t.ctx.db, accountId, 'Cooldown B');
    expect((await browser.call(exportRoutes.requestDownload, { query: { recipientListId: String(first) } })).data.requestExist).toBe(false);
    expect((await browser.call(exportRoutes.requestDownload, { query: { recipientListId: String(first) } })).data).toEqual({ requestExist: true, exportId: null });
    expect((await browser.call(exportRoutes.requestDownload, { query: { recipientListId: String(second) } })).data.requestExist).toBe(false);
  });

  it('leaves archived contacts out of the file', async () => {
    const accountId = user.user.accountId;
    const list = await seedList(t.ctx.db, accountId, 'Half archived');
    const [, archivedId] = await seedContacts(t.ctx.db, accountId, ['live@example.com', 'archived@example.com'], { listIds: [list] });
    await t.ctx.db.updateTable('contacts').set({ archived_at: new Date() }).where('account_id', '=', accountId).where('id', '=', archivedId!).execute();
    const started = await browser.call(exportRoutes.requestDownload, { query: { recipientListId: String(list) } });
    const entry = await waitForExport(started.data.exportId!);
    expect(entry.rowCount).toBe(1);
  });

  it('reads a large list in parallel parts, served as one file with every contact once, in order', async () => {
    const accountId = user.user.accountId;
    const list = await seedList(t.ctx.db, accountId, 'Large');
    const size = 120_000;
    await sql`insert into contacts (account_id, email, properties) select ${accountId}, 'bulk' || g || '@example.com', '{}' from generate_series(1, ${size}) g`.execute(t.ctx.db);
    await sql`insert into list_members (account_id, list_id, contact_id) select account_id, ${list}, id from contacts where account_id = ${accountId} and email like 'bulk%'`.execute(t.ctx.db);
    await sql`update contacts set archived_at = now() where account_id = ${accountId} and email in ('bulk1@example.com', 'bulk60000@example.com', ${`bulk${size}@example.com`})`.execute(t.ctx.db);
    await sql`update lists set recipients_count = ${size - 3} where account_id = ${accountId} and id = ${list}`.execute(t.ctx.db);
    const started = await browser.call(exportRoutes.requestDownload, { query: { recipientListId: String(list) } });
    const entry = await waitForExport(started.data.exportId!);
    expect(entry).toMatchObject({ status: 'done', rowCount: size - 3 });
    const download = await browser.request({ method: 'GET', url: `/api/exports/${entry.id}/download` });
    const [header, ...rows] = download.text.trim().split('\n');
    expect(header!.startsWith('email,')).toBe(true);
    const emails = rows.map((row) => row.slice(0, row.indexOf(',')));
    expect(emails).toHaveLength(size - 3);
    expect(new Set(emails).size).toBe(size - 3);
    expect(emails).not.toContain('bulk60000@example.com');
    expect(emails).toContain('bulk59999@example.com');
    expect(emails).toContain('bulk60001@example.com');
    // The parts join in contact order, as one COPY of the list would give them.
    const numbers = emails.map((email) => Number(email.slice('bulk'.length, email.indexOf('@'))));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const stored = await sql<{ parts: number }>`select file_parts as parts from exports where account_id = ${accountId} and id = ${entry.id}`.execute(t.ctx.db);
    expect(stored.rows[0]!.parts).toBeGreaterThan(1);
    expect(Number(download.headers['content-length'])).toBe(Buffer.byteLength(download.text));
    expect(entry.sizeBytes).toBe(Buffer.byteLength(download.text));
  });

  it('does not serve an export that is not finished', async () => {
    const response = await browser.request({ method: 'GET', url: '/api/exports/999999/download' });
    expect(response.status).toBe(404);
  });
});
