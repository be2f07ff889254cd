import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll } from 'vitest';
import { importRoutes, type CsvMappingEntry, type ImportRecord } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { ApiResponse, TestBrowser } from '../../../test/http-client';
import { multipartBody } from '../../../test/multipart';
import { useOwner, useTestApp, type Owner } from '../../../test/integration-setup';
import type { TestApp } from '../../../test/test-app';
import { insertImport } from './imports.repository';

export { multipartBody };

export interface UploadOptions {
  content: Buffer | string;
  fileName?: string;
  mapping: CsvMappingEntry[];
  recipientListId?: number;
  name?: string;
  noHeader?: boolean;
  dateFormat?: string;
  numberFormat?: string;
}

export const uploadCsv = (
  browser: TestBrowser,
  options: UploadOptions,
): Promise<ApiResponse<{ id: number; importId: number }>> => {
  const fields: Record<string, string> = {
    recipientListId: options.recipientListId === undefined ? '' : String(options.recipientListId),
    name: options.name ?? '',
    noHeader: String(options.noHeader ?? false),
    mapping: JSON.stringify(options.mapping),
    ...(options.dateFormat === undefined ? {} : { dateFormat: options.dateFormat }),
    ...(options.numberFormat === undefined ? {} : { numberFormat: options.numberFormat }),
  };
  const { body, contentType } = multipartBody(fields, {
    name: options.fileName ?? 'contacts.csv',
    content: options.content,
  });
  return browser.request({
    method: 'POST',
    url: importRoutes.csvImport.path,
    body,
    headers: { 'content-type': contentType },
  });
};

export const waitForImport = async (
  browser: TestBrowser,
  importId: number,
  timeoutMs = 30_000,
): Promise<ImportRecord> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = (await browser.call(importRoutes.getImport, { params: { id: importId } })).data;
    if (record.status === 'done' || record.status === 'failed') return record;
    if (Date.now() > deadline)
      throw new Error(`Import ${importId} did not finish: ${JSON.stringify(record)}`);
    await sleep(50);
  }
};

/** Uploads and waits for the import to end. */
export const importCsv = async (browser: TestBrowser, options: UploadOptions): Promise<ImportRecord> => {
  const response = await uploadCsv(browser, options);
  if (response.status !== 202) throw new Error(`Upload failed with ${response.status}: ${response.text}`);
  return waitForImport(browser, response.data.importId);
};

/** The properties of the account's contact with this e-mail. */
export const propertiesOf = async (db: Db, accountId: string, email: string) =>
  (
    await db
      .selectFrom('contacts')
      .select('properties')
      .where('account_id', '=', accountId)
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).properties;

export const emailOnly: CsvMappingEntry[] = [{ header: 'email', key: 'email' }];

export const unique = (prefix: string): string => `${prefix} ${randomBytes(4).toString('hex')}`;

export const allowContacts = async (db: Db, accountId: string, contactsAllocated: number): Promise<void> => {
  await db
    .updateTable('accounts')
    .set({ contacts_allocated: contactsAllocated })
    .where('id', '=', accountId)
    .execute();
};

/**
 * The app on the test file's database and a signed-up owner, whose plan allows this many contacts when given
 * (see test/integration-setup).
 */
export const useImportTests = (options: { contactsAllocated?: number } = {}): { t: TestApp; user: Owner } => {
  const t = useTestApp();
  const user = useOwner(t);
  const { contactsAllocated } = options;
  if (contactsAllocated !== undefined)
    beforeAll(async () => {
      await allowContacts(t.ctx.db, user.accountId, contactsAllocated);
    });
  return { t, user };
};

/** An import of no file into `listId`, running as a worker's merge would find it. */
export const insertRunningImport = (
  db: Db,
  accountId: string,
  listId: number,
  name: string,
): Promise<number> =>
  insertImport(db, {
    accountId,
    listId,
    source: 'csv',
    requestedBy: null,
    fileName: `${name}.csv`,
    fileKey: null,
    encoding: 'utf8',
    delimiter: ',',
    hasHeader: true,
    columnCount: 1,
    mapping: [],
    status: 'running',
  });
