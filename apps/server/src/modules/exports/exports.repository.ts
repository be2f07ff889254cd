import type { Db } from '../../db/database';

const exportColumns = [
  'id',
  'source',
  'list_id as listId',
  'template_id as templateId',
  'campaign_id as campaignId',
  'list_name as listName',
  'requested_by as requestedBy',
  'status',
  'archive_contacts as archiveContacts',
  'timezone_offset as timezoneOffset',
  'file_key as fileKey',
  'file_parts as fileParts',
  'size_bytes as sizeBytes',
  'row_count as rowCount',
  'error',
  'created_at as createdAt',
  'completed_at as completedAt',
] as const;

export const insertExport = async (
  db: Db,
  entry: { accountId: string; listId: number; listName: string; requestedBy: string; archiveContacts: boolean; timezoneOffset: number },
): Promise<number> => {
  const row = await db
    .insertInto('exports')
    .values({
      account_id: entry.accountId,
      list_id: entry.listId,
      list_name: entry.listName,
      requested_by: entry.requestedBy,
      archive_contacts: entry.archiveContacts,
      timezone_offset: entry.timezoneOffset,
      file_key: null,
      size_bytes: null,
      row_count: null,
      error: null,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const findExportSince = (db: Db, accountId: string, listId: number, since: Date) =>
  db
    .selectFrom('exports')
    .select('id')
    .where('account_id', '=', accountId)
    .where('list_id', '=', listId)
    .where('created_at', '>', since)
    .where('status', '!=', 'failed')
    .executeTakeFirst();

export const listExportsSince = (db: Db, accountId: string, since: Date) =>
  db.selectFrom('exports').select(exportColumns).where('account_id', '=', accountId).where('created_at', '>', since).orderBy('id', 'desc').execute();

export const findExport = (db: Db, accountId: string, exportId: number) =>
  db.selectFrom('exports').select(exportColumns).where('account_id', '=', accountId).where('id', '=', exportId).executeTakeFirst();

export const markExportRunning = async (db: Db, accountId: string, exportId: number) => {
  await db.updateTable('exports').set({ status: 'running', error: null }).where('account_id', '=', accountId).where('id', '=', exportId).execute();
};

export const markExportDone = async (
  db: Db,
  accountId: string,
  exportId: number,
  result: { fileKey: string; fileParts: number; sizeBytes: number; rowCount: number },
) => {
  await db
    .updateTable('exports')
    .set({
      status: 'done',
      file_key: result.fileKey,
      file_parts: result.fileParts,
      size_bytes: result.sizeBytes,
      row_count: result.rowCount,
      completed_at: new Date(),
    })
    .where('account_id', '=', accountId)
    .where('id', '=', exportId)
    .execute();
};

export const markExportFailed = async (db: Db, accountId: string, exportId: number, error: string) => {
  await db
    .updateTable('exports')
    .set({ status: 'failed', error, completed_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', exportId)
    .execute();
};

/** Queues an export of a template's submissions; answers its id. */
export const insertSubmissionsExport = async (
  db: Db,
  entry: { accountId: string; templateId: number; campaignId: number | null; name: string; requestedBy: string },
): Promise<number> => {
  const row = await db
    .insertInto('exports')
    .values({
      account_id: entry.accountId,
      source: 'templateSubmissions',
      list_id: null,
      template_id: entry.templateId,
      campaign_id: entry.campaignId,
      list_name: entry.name,
      requested_by: entry.requestedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** An export of the list not finished yet: its rows are read when it runs, not when it was asked for. */
export const findUnfinishedExport = (db: Db, accountId: string, listId: number) =>
  db
    .selectFrom('exports')
    .select('id')
    .where('account_id', '=', accountId)
    .where('list_id', '=', listId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
