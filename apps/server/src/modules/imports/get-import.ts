import type { ImportRecord } from '@sendwell/contracts';
import { ImportMessages } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { findImport, type ImportEntry } from './imports.repository';

export const toImportRecord = (entry: ImportEntry): ImportRecord => ({
  id: entry.id,
  listId: entry.listId,
  listName: entry.listName,
  source: entry.source,
  fileName: entry.fileName,
  status: entry.status,
  processedRows: entry.processedRows,
  totalRows: entry.totalRows,
  requestedBy: entry.requestedByName,
  counts: {
    new: entry.newCount,
    updated: entry.updatedCount,
    unchanged: entry.unchangedCount,
    invalid: entry.invalidCount,
    duplicates: entry.duplicateCount,
    warnings: entry.warningCount,
  },
  hasErrorReport: entry.errorReportKey !== null,
  error:
    entry.errorCode && entry.errorMessage ? { code: entry.errorCode, message: entry.errorMessage } : null,
  createdOn: entry.createdAt.toISOString(),
  completedOn: entry.completedAt?.toISOString() ?? null,
});

/** One import of the account; another account's id answers 404 like a missing one. */
export const getImport = async (db: Db, accountId: string, importId: number): Promise<ImportEntry> => {
  const entry = await findImport(db, accountId, importId);
  if (!entry) throw new NotFoundError(ImportMessages.importNotFound);
  return entry;
};
