import { REVIEW_SAMPLE_ROWS } from '@sendwell/contracts';
import { csvHeaders, ImportMessages, validateCsvFileName, validateFirstRow } from '@sendwell/domain';

/** What the wizard knows of a file from its first rows. */
export interface CsvPreview {
  headers: string[];
  /** Up to 5 data rows, each as long as the headers. */
  samples: string[][];
  /** The file-level message (spec §4.1, §5.3), shown with a red border; null when the file is fine. */
  error: string | null;
}

const isBlankRow = (row: readonly string[]): boolean => row.every((cell) => cell.trim() === '');

/** Blank lines at the end of a file are not rows; a blank line at the start is (it empties the first row). */
const withoutTrailingBlankRows = (rows: readonly string[][]): string[][] => {
  let end = rows.length;
  while (end > 0 && isBlankRow(rows[end - 1]!)) end -= 1;
  return rows.slice(0, end);
};

const fitTo = (row: readonly string[], length: number): string[] =>
  Array.from({ length }, (_, index) => row[index] ?? '');

/**
 * Headers, samples and the file's first problem, from the first rows of a CSV. Without a header row the
 * columns are Column1, Column2, ... and the first row is data.
 */
export const previewCsv = (fileName: string, firstRows: readonly string[][], noHeader: boolean): CsvPreview => {
  const nameError = validateCsvFileName(fileName);
  if (nameError) return { headers: [], samples: [], error: nameError };

  const rows = withoutTrailingBlankRows(firstRows);
  const firstRow = rows[0] ?? [];
  // The parser reads a leading line break as a row with one empty cell.
  const startsWithLineBreak = rows.length > 0 && firstRow.length === 1 && firstRow[0] === '';
  const firstRowError = validateFirstRow(firstRow, { noHeader, startsWithLineBreak });
  const headers = firstRowError ? [] : csvHeaders(firstRow, noHeader);
  const dataRows = noHeader ? rows : rows.slice(1);
  const samples = dataRows.slice(0, REVIEW_SAMPLE_ROWS).map((row) => fitTo(row, headers.length));
  const error = firstRowError ?? (dataRows.length === 0 ? ImportMessages.emptyFile : null);
  return { headers, samples, error };
};
