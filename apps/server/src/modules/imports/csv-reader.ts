import iconv from 'iconv-lite';
import { createCsvRecordParser } from '@sendwell/domain';
import { hasUnsafeText, withoutUnsafeText } from '../../platform/text-input';
import type { ImportEncoding } from './imports.tables';

export interface CsvLayout {
  encoding: ImportEncoding;
  delimiter: string;
}

/** Indexes of a record's cells that lost characters on the way in; shared and empty for nearly every record. */
export type CleanedCells = readonly number[];
const NONE_CLEANED: CleanedCells = [];

/**
 * Streams every record of a stored CSV: decoded from its encoding (a byte-order mark is dropped) and cut
 * into cells. `onRecord` runs synchronously for each record; `afterChunk` runs after each piece of the
 * file and is awaited, which is where callers flush what they built and honour backpressure. Memory holds
 * one piece of the file and the record being read, never the file.
 *
 * A cell never holds what Postgres cannot store (NUL, half a surrogate pair from a broken UTF-16 file):
 * such characters are dropped and the cell's index passed in `cleaned`, so the caller can report the row.
 * Only records read while such a character was about are looked at cell by cell; one test per piece of
 * the file spares the rest.
 */
export const forEachCsvRecord = async (
  source: AsyncIterable<Buffer | string>,
  layout: CsvLayout,
  onRecord: (cells: string[], cleaned: CleanedCells) => void,
  afterChunk: () => Promise<void> = async () => undefined,
): Promise<void> => {
  const decoder = iconv.getDecoder(layout.encoding);
  let suspect = false;
  let records = 0;
  const parser = createCsvRecordParser(layout.delimiter, (cells) => {
    records++;
    if (!suspect) return onRecord(cells, NONE_CLEANED);
    const cleaned: number[] = [];
    for (const [index, cell] of cells.entries()) {
      if (!hasUnsafeText(cell)) continue;
      cells[index] = withoutUnsafeText(cell);
      cleaned.push(index);
    }
    onRecord(cells, cleaned.length > 0 ? cleaned : NONE_CLEANED);
  });
  // A record may span pieces, so a piece's bad character stays suspect until a record ends after it.
  let carried = false;
  const write = (text: string): void => {
    const unsafe = hasUnsafeText(text);
    suspect = unsafe || carried;
    const before = records;
    parser.write(text);
    carried = unsafe || (carried && records === before);
  };
  for await (const chunk of source) {
    write(decoder.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    await afterChunk();
  }
  // iconv-lite's typings promise a string, but a decoder with nothing left returns undefined.
  const tail: string | undefined = decoder.end();
  if (tail) write(tail);
  suspect = suspect || carried;
  parser.end();
  await afterChunk();
};
