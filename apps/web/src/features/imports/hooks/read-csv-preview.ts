import Papa from 'papaparse';

/** The first rows of a CSV file as text cells, read without loading the rest of the file. */
export interface CsvPreviewRows {
  rows: string[][];
  /** The delimiter the parser found: comma, semicolon, tab or pipe. */
  delimiter: string;
}

/** A header row and 5 samples (spec §9); one more row in case the header checkbox is turned off. */
export const PREVIEW_ROWS = 7;

/*
 * Small chunks: the preview stops reading once it has its rows, so a 1 GB file costs one chunk. Large enough
 * that a multi-byte character rarely falls on a chunk boundary of a file with very long rows.
 */
const CHUNK_BYTES = 512 * 1024;

const REPLACEMENT_CHARACTER = '\uFFFD';

const parse = (file: File, encoding: string | undefined): Promise<CsvPreviewRows> =>
  new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      preview: PREVIEW_ROWS,
      chunkSize: CHUNK_BYTES,
      encoding,
      // Empty lines matter: a file that starts with a line break has an empty first row (spec §4.1).
      skipEmptyLines: false,
      delimitersToGuess: [',', ';', '\t', '|'],
      complete: (result) => resolve({ rows: result.data, delimiter: result.meta.delimiter }),
      error: (error) => reject(error),
    });
  });

/**
 * Reads the first rows of a CSV. UTF-8 (with or without a byte-order mark) and UTF-16 with a byte-order mark
 * decode as they are; text that does not decode as UTF-8 is read again as Windows-1252, the encoding
 * spreadsheet programs on Windows save in.
 */
export const readCsvPreview = async (file: File): Promise<CsvPreviewRows> => {
  const preview = await parse(file, undefined);
  const garbled = preview.rows.some((row) => row.some((cell) => cell.includes(REPLACEMENT_CHARACTER)));
  return garbled ? parse(file, 'windows-1252') : preview;
};
