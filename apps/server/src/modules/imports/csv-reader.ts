import iconv from 'iconv-lite';
import { createCsvRecordParser } from '@sendwell/domain';
import type { ImportEncoding } from './imports.tables';

export interface CsvLayout {
  encoding: ImportEncoding;
  delimiter: string;
}

/**
 * Streams every record of a stored CSV: decoded from its encoding (a byte-order mark is dropped) and cut
 * into cells. `onRecord` runs synchronously for each record; `afterChunk` runs after each piece of the
 * file and is awaited, which is where callers flush what they built and honour backpressure. Memory holds
 * one piece of the file and the record being read, never the file.
 */
export const forEachCsvRecord = async (
  source: AsyncIterable<Buffer | string>,
  layout: CsvLayout,
  onRecord: (cells: string[]) => void,
  afterChunk: () => Promise<void> = async () => undefined,
): Promise<void> => {
  const decoder = iconv.getDecoder(layout.encoding);
  const parser = createCsvRecordParser(layout.delimiter, onRecord);
  for await (const chunk of source) {
    parser.write(decoder.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    await afterChunk();
  }
  // iconv-lite's typings promise a string, but a decoder with nothing left returns undefined.
  const tail: string | undefined = decoder.end();
  if (tail) parser.write(tail);
  parser.end();
  await afterChunk();
};
