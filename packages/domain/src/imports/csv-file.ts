import { CSV_MAX_COLUMNS } from '@sendwell/contracts';
import { ImportMessages } from './messages';
import { isSpreadsheetFileName } from './binary-file';

export const isCsvFileName = (fileName: string): boolean => /\.csv$/i.test(fileName.trim());

/** The message for a file that is not a .csv, or null. */
export const validateCsvFileName = (fileName: string): string | null => {
  if (isCsvFileName(fileName)) return null;
  return isSpreadsheetFileName(fileName) ? ImportMessages.spreadsheetFile : ImportMessages.csvOnly;
};

/** Column1, Column2, ... for a file without a header row. */
export const defaultHeaders = (columnCount: number): string[] =>
  Array.from({ length: columnCount }, (_, index) => `Column${index + 1}`);

/** The headers of a file: its first row trimmed, or ColumnN when it has no header row. */
export const csvHeaders = (firstRow: readonly string[], noHeader: boolean): string[] =>
  noHeader ? defaultHeaders(firstRow.length) : firstRow.map((cell) => cell.trim());

/**
 * The file-level message for a CSV's first row, or null. `startsWithLineBreak` is whether the file's
 * first character (after any byte-order mark) ends a line. Empty or duplicate header cells only matter
 * when the first row is the header; in a file without one they are data.
 */
export const validateFirstRow = (
  firstRow: readonly string[],
  options: { noHeader: boolean; startsWithLineBreak: boolean },
): string | null => {
  if (firstRow.length > CSV_MAX_COLUMNS) return ImportMessages.tooManyColumns;
  if (options.startsWithLineBreak || firstRow.length === 0) return ImportMessages.firstRowEmpty;
  if (options.noHeader) return null;
  const headers = firstRow.map((cell) => cell.trim());
  if (headers.some((header) => header === '')) return ImportMessages.firstRowEmpty;
  if (new Set(headers).size !== headers.length) return ImportMessages.duplicateHeaders;
  return null;
};

/** The list name the CSV step proposes: the file name without its folder and extension. */
export const defaultListName = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
};

/** A new list the user left unnamed: 'List_' and the time in milliseconds. */
export const fallbackListName = (now: number = Date.now()): string => `List_${now}`;
