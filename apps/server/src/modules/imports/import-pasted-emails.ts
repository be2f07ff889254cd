import { sql } from 'kysely';
import {
  EMAIL_MAPPING_KEY,
  type QuickImportRequest,
  type QuickImportResult,
  type QuickImportRow,
} from '@sendwell/contracts';
import { ImportMessages, isValidEmail, ReportSeverity, RowErrorReasons } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import { findAccount } from '../accounts/accounts.repository';
import { announceImportedContacts } from './announce-imported-contacts';
import { sendIndexContactSearch } from '../contacts/index-contact-search.job';
import { ErrorReportWriter } from './error-report';
import { getImport, toImportRecord } from './get-import';
import { insertImport, recordImportDone, recordStaging, setErrorReportKey } from './imports.repository';
import { lockAccountImports, mergeStagedRows } from './merge-staged-rows';
import { checkNewListName, createImportList, findImportTarget } from './resolve-import-list';

/** The names a pasted row gave, as the built-in properties they fill; blank ones set nothing. */
const namesOf = (row: QuickImportRow): Record<string, string> => {
  const names: Record<string, string> = {};
  const firstName = row.firstName?.trim();
  const lastName = row.lastName?.trim();
  if (firstName) names.firstName = firstName;
  if (lastName) names.lastName = lastName;
  return names;
};

/**
 * POST /api/listUpload: up to 50 pasted e-mails (with the names pasted beside them), merged at once (the same merge as a CSV import, from a
 * temporary table). Refused as a whole, with no list created, when it would pass the plan's contacts.
 */
export const importPastedEmails = async (
  ctx: AppContext,
  input: { accountId: string; userId: string; request: QuickImportRequest },
): Promise<QuickImportResult> => {
  const { accountId, request } = input;
  const existingListId =
    request.recipientListId === undefined
      ? undefined
      : await findImportTarget(ctx.db, accountId, request.recipientListId);
  const newListName =
    existingListId === undefined ? await checkNewListName(ctx.db, accountId, request.name) : undefined;
  const rows = request.csvData.map((row, index) => ({
    rowNo: index + 1,
    raw: row.email,
    email: row.email.trim(),
    props: JSON.stringify(namesOf(row)),
  }));
  const valid = rows.filter((row) => isValidEmail(row.email));
  if (valid.length === 0) throw new BadRequestError(ImportMessages.noValidEmail);
  const invalid = rows.filter((row) => !isValidEmail(row.email));
  const account = await findAccount(ctx.db, accountId);

  const { listId, importId, touchedIds, searchTextQueued } = await ctx.db.transaction().execute(async (trx) => {
    await lockAccountImports(trx, accountId);
    const listId = existingListId ?? (await createImportList(trx, accountId, newListName ?? ''));
    const importId = await insertImport(trx, {
      accountId,
      listId,
      source: 'quick',
      requestedBy: input.userId,
      fileName: null,
      fileKey: null,
      encoding: 'utf8',
      delimiter: ',',
      hasHeader: false,
      columnCount: 1,
      mapping: [{ header: 'email', key: EMAIL_MAPPING_KEY, type: 'string', index: 0 }],
      status: 'running',
    });
    await sql`create temp table quick_import_rows (row_no integer not null, email text not null, props jsonb not null default '{}') on commit drop`.execute(
      trx,
    );
    await sql`insert into quick_import_rows (row_no, email, props) select row_no, email, props::jsonb from unnest(${valid.map((row) => row.rowNo)}::int[], ${valid.map((row) => row.email)}::text[], ${valid.map((row) => row.props)}::text[]) as pasted (row_no, email, props)`.execute(
      trx,
    );
    const counts = await mergeStagedRows(trx, {
      accountId,
      listId,
      table: 'quick_import_rows',
      stagedRows: valid.length,
      contactsAllocated: account?.contactsAllocated ?? 0,
    });
    await recordStaging(trx, accountId, importId, {
      stagedRows: valid.length,
      processedRows: rows.length,
      invalidRows: invalid.length,
      warningCount: 0,
      errorReportKey: null,
    });
    await recordImportDone(trx, accountId, importId, {
      newCount: counts.created,
      updatedCount: counts.updated,
      unchangedCount: counts.distinct - counts.created - counts.updated,
      duplicateCount: valid.length - counts.distinct,
    });
    return { listId, importId, touchedIds: counts.touchedIds, searchTextQueued: counts.searchTextQueued };
  });
  if (searchTextQueued) await sendIndexContactSearch(ctx, accountId);
  await announceImportedContacts(ctx, accountId, touchedIds);

  if (invalid.length > 0) {
    const report = new ErrorReportWriter(ctx.storage, `imports/${accountId}/${importId}-errors.csv`);
    for (const row of invalid)
      report.add(
        row.rowNo,
        'email',
        row.raw,
        ReportSeverity.error,
        row.email === '' ? RowErrorReasons.emailMissing : RowErrorReasons.emailInvalid,
      );
    const key = await report.commit();
    await setErrorReportKey(ctx.db, accountId, importId, key);
  }
  return { id: listId, importId, import: toImportRecord(await getImport(ctx.db, accountId, importId)) };
};
