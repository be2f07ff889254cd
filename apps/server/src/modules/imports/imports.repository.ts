import { sql, type Updateable } from 'kysely';
import type {
  ContactPropertyType,
  CsvMappingSuggestion,
  DateFormat,
  ImportSource,
  NumberFormat,
} from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { ImportColumn, ImportEncoding, ImportsTable } from './imports.tables';

const importColumns = [
  'imports.account_id as accountId',
  'imports.id',
  'imports.list_id as listId',
  'imports.source',
  'imports.requested_by as requestedBy',
  'imports.file_name as fileName',
  'imports.file_key as fileKey',
  'imports.encoding',
  'imports.delimiter',
  'imports.has_header as hasHeader',
  'imports.column_count as columnCount',
  'imports.mapping',
  'imports.status',
  'imports.staged_rows as stagedRows',
  'imports.processed_rows as processedRows',
  'imports.new_count as newCount',
  'imports.updated_count as updatedCount',
  'imports.unchanged_count as unchangedCount',
  'imports.invalid_count as invalidCount',
  'imports.duplicate_count as duplicateCount',
  'imports.warning_count as warningCount',
  'imports.date_format as dateFormat',
  'imports.number_format as numberFormat',
  'imports.total_rows as totalRows',
  'imports.error_report_key as errorReportKey',
  'imports.error_code as errorCode',
  'imports.error_message as errorMessage',
  'imports.created_at as createdAt',
  'imports.completed_at as completedAt',
] as const;

export interface NewImport {
  accountId: string;
  listId: number;
  source: ImportSource;
  requestedBy: string | null;
  fileName: string | null;
  fileKey: string | null;
  encoding: ImportEncoding;
  delimiter: string;
  hasHeader: boolean;
  columnCount: number;
  mapping: ImportColumn[];
  status: 'queued' | 'running';
  dateFormat?: DateFormat;
  numberFormat?: NumberFormat;
  totalRows?: number | null;
}

export const insertImport = async (db: Db, entry: NewImport): Promise<number> => {
  const row = await db
    .insertInto('imports')
    .values({
      account_id: entry.accountId,
      list_id: entry.listId,
      source: entry.source,
      requested_by: entry.requestedBy,
      file_name: entry.fileName,
      file_key: entry.fileKey,
      encoding: entry.encoding,
      delimiter: entry.delimiter,
      has_header: entry.hasHeader,
      column_count: entry.columnCount,
      mapping: JSON.stringify(entry.mapping),
      status: entry.status,
      date_format: entry.dateFormat,
      number_format: entry.numberFormat,
      total_rows: entry.totalRows ?? null,
      staged_rows: null,
      error_report_key: null,
      error_code: null,
      error_message: null,
      lease_owner: null,
      lease_until: null,
      started_at: entry.status === 'running' ? new Date() : null,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Imports with their list's name and who started them (a member's name, else e-mail). */
const importsWithList = (db: Db, accountId: string) =>
  db
    .selectFrom('imports')
    .innerJoin('lists', (join) =>
      join.onRef('lists.account_id', '=', 'imports.account_id').onRef('lists.id', '=', 'imports.list_id'),
    )
    .leftJoin('users', 'users.id', 'imports.requested_by')
    .select([
      ...importColumns,
      'lists.name as listName',
      sql<string | null>`coalesce(nullif(btrim(users.name), ''), users.email)`.as('requestedByName'),
    ])
    .where('imports.account_id', '=', accountId);

export const findImport = (db: Db, accountId: string, importId: number) =>
  importsWithList(db, accountId).where('imports.id', '=', importId).executeTakeFirst();

/** One page of the account's imports, newest first (the primary key serves the order), and how many there are. */
export const listImports = async (
  db: Db,
  accountId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: ImportEntry[]; total: number }> => {
  const [rows, count] = await Promise.all([
    importsWithList(db, accountId)
      .orderBy('imports.id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('imports')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export type ImportEntry = NonNullable<Awaited<ReturnType<typeof findImport>>>;

const updateImport = async (
  db: Db,
  accountId: string,
  importId: number,
  values: Updateable<ImportsTable>,
): Promise<void> => {
  await db
    .updateTable('imports')
    .set(values)
    .where('account_id', '=', accountId)
    .where('id', '=', importId)
    .execute();
};

export const markImportRunning = async (db: Db, accountId: string, importId: number): Promise<void> => {
  await sql`update imports set status = 'running', started_at = coalesce(started_at, now())
    where account_id = ${accountId} and id = ${importId} and status in ('queued', 'running')`.execute(db);
};

/** Rows read so far, on the import and as the list's processing count. */
export const recordImportProgress = async (
  db: Db,
  accountId: string,
  importId: number,
  listId: number,
  processedRows: number,
): Promise<void> => {
  await sql`with progress as (
      update imports set processed_rows = ${processedRows} where account_id = ${accountId} and id = ${importId} returning id
    )
    update lists set processing_count = ${processedRows} where account_id = ${accountId} and id = ${listId}`.execute(
    db,
  );
};

/** The staging table is complete: from now on a rerun merges it instead of reading the file again. */
export const recordStaging = async (
  db: Db,
  accountId: string,
  importId: number,
  result: {
    stagedRows: number;
    processedRows: number;
    invalidRows: number;
    warningCount: number;
    errorReportKey: string | null;
  },
): Promise<void> => {
  await updateImport(db, accountId, importId, {
    staged_rows: result.stagedRows,
    processed_rows: result.processedRows,
    invalid_count: result.invalidRows,
    warning_count: result.warningCount,
    error_report_key: result.errorReportKey,
  });
};

export const recordImportDone = async (
  db: Db,
  accountId: string,
  importId: number,
  counts: { newCount: number; updatedCount: number; unchangedCount: number; duplicateCount: number },
): Promise<void> => {
  await updateImport(db, accountId, importId, {
    status: 'done',
    new_count: counts.newCount,
    updated_count: counts.updatedCount,
    unchanged_count: counts.unchangedCount,
    duplicate_count: counts.duplicateCount,
    lease_owner: null,
    lease_until: null,
    completed_at: new Date(),
  });
};

/** The import ends without touching contacts; its list stops showing Processing. */
export const recordImportFailed = async (
  db: Db,
  accountId: string,
  importId: number,
  error: { code: string; message: string },
): Promise<void> => {
  await sql`with failed as (
      update imports set status = 'failed', error_code = ${error.code}, error_message = ${error.message},
        lease_owner = null, lease_until = null, completed_at = now()
      where account_id = ${accountId} and id = ${importId} and status <> 'done'
      returning list_id
    )
    update lists set processing = false, processing_count = 0
    where account_id = ${accountId} and id in (select list_id from failed)`.execute(db);
};

export const setErrorReportKey = async (
  db: Db,
  accountId: string,
  importId: number,
  key: string | null,
): Promise<void> => {
  await updateImport(db, accountId, importId, { error_report_key: key });
};

/** Takes the import for `owner` when nobody holds it or the holder's lease ran out. */
export const takeImportLease = async (
  db: Db,
  accountId: string,
  importId: number,
  owner: string,
  seconds: number,
): Promise<boolean> => {
  const result =
    await sql`update imports set lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${seconds})
    where account_id = ${accountId} and id = ${importId} and status in ('queued', 'running')
      and (lease_owner is null or lease_owner = ${owner} or lease_until < now())`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
};

export const renewImportLease = async (
  db: Db,
  accountId: string,
  importId: number,
  owner: string,
  seconds: number,
): Promise<boolean> => {
  const result = await sql`update imports set lease_until = now() + make_interval(secs => ${seconds})
    where account_id = ${accountId} and id = ${importId} and lease_owner = ${owner}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
};

export const releaseImportLease = async (
  db: Db,
  accountId: string,
  importId: number,
  owner: string,
): Promise<void> => {
  await sql`update imports set lease_owner = null, lease_until = null
    where account_id = ${accountId} and id = ${importId} and lease_owner = ${owner}`.execute(db);
};

/** Imports not finished, of every account: a worker that starts picks them up. */
export const unfinishedImports = (db: Db) =>
  db
    .selectFrom('imports')
    .select(['account_id as accountId', 'id'])
    .where('status', 'in', ['queued', 'running'])
    .where('source', '=', 'csv')
    .orderBy('created_at')
    .execute();

export const listMappingSuggestions = (db: Db, accountId: string): Promise<CsvMappingSuggestion[]> =>
  db
    .selectFrom('csv_mapping_suggestions')
    .select(['header', 'key'])
    .where('account_id', '=', accountId)
    .orderBy('header')
    .execute();

export const saveMappingSuggestions = async (
  db: Db,
  accountId: string,
  suggestions: readonly CsvMappingSuggestion[],
): Promise<void> => {
  const unique = new Map(
    suggestions.map((suggestion) => [suggestion.header.trim().toLowerCase(), suggestion]),
  );
  if (unique.size === 0) return;
  await db
    .insertInto('csv_mapping_suggestions')
    .values(
      [...unique].map(([headerKey, suggestion]) => ({
        account_id: accountId,
        header_key: headerKey,
        header: suggestion.header.trim(),
        key: suggestion.key,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['account_id', 'header_key']).doUpdateSet((eb) => ({
        header: eb.ref('excluded.header'),
        key: eb.ref('excluded.key'),
        updated_at: new Date(),
      })),
    )
    .execute();
};

export const insertAnalyticsEvent = async (
  db: Db,
  event: { accountId: string; userId: string; event: string; properties: Record<string, unknown> },
): Promise<void> => {
  await db
    .insertInto('product_analytics')
    .values({
      account_id: event.accountId,
      user_id: event.userId,
      event: event.event,
      properties: JSON.stringify(event.properties),
    })
    .execute();
};

/** Adds custom properties; one that exists already is left as it is. */
export const insertProperties = async (
  db: Db,
  accountId: string,
  properties: readonly { key: string; type: ContactPropertyType }[],
): Promise<number> => {
  if (properties.length === 0) return 0;
  const result = await db
    .insertInto('contact_properties')
    .values(
      properties.map((property) => ({
        account_id: accountId,
        key: property.key,
        type: property.type,
        source_type: 'custom',
      })),
    )
    .onConflict((conflict) => conflict.columns(['account_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
};

/** Finished imports into these lists, for telling which of a contact's list additions an import made. */
export const finishedImportsOfLists = (db: Db, accountId: string, listIds: readonly number[]) =>
  listIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('imports')
        .select(['list_id as listId', 'source', 'file_name as fileName', 'created_at as createdAt', 'completed_at as completedAt'])
        .where('account_id', '=', accountId)
        .where('list_id', 'in', listIds)
        .where('status', '=', 'done')
        .execute();
