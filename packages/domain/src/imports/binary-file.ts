import { ImportMessages } from './messages';

/** Bytes of a file's start that settle whether it is text: enough for every signature below. */
export const SNIFF_BYTES = 4096;

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

/** A ZIP archive: .xlsx, .numbers and .ods workbooks are ZIP archives. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** A compound file: the .xls workbook of Excel 97 to 2003 (and .doc). */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** What a workbook's archive names among its first entries. */
const WORKBOOK_ENTRIES = ['[Content_Types].xml', 'xl/', 'mimetypeapplication/vnd.oasis.opendocument.spreadsheet', 'Index/Document.iwa'];

/** Other files that are never text: PDF, PNG, JPEG, GIF, gzip, 7-Zip, RAR. */
const BINARY_SIGNATURES = [
  ascii('%PDF'),
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  ascii('GIF8'),
  [0x1f, 0x8b],
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c],
  ascii('Rar!'),
];

const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

/**
 * Binary formats pad with runs of zero bytes; a text file holds at most a stray NUL (which the import
 * drops from its cell and reports), so only a run counts.
 */
const NUL_RUN = 4;

const hasNulRun = (bytes: Uint8Array): boolean => {
  let run = 0;
  for (const byte of bytes) {
    run = byte === 0 ? run + 1 : 0;
    if (run === NUL_RUN) return true;
  }
  return false;
};

const latin1 = (bytes: Uint8Array): string => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
};

/**
 * Why a file named .csv cannot be one, from its first bytes (SNIFF_BYTES are enough), or null when it may
 * be text. A spreadsheet workbook gets the message that says how to save it as CSV; any other binary file
 * (a known signature, or a run of NUL bytes in a file without a UTF-16 byte-order mark) the plain refusal.
 */
export const binaryFileProblem = (bytes: Uint8Array): string | null => {
  if (startsWith(bytes, COMPOUND_FILE)) return ImportMessages.spreadsheetFile;
  if (startsWith(bytes, ZIP)) {
    const head = latin1(bytes.subarray(0, SNIFF_BYTES));
    return WORKBOOK_ENTRIES.some((entry) => head.includes(entry))
      ? ImportMessages.spreadsheetFile
      : ImportMessages.binaryFile;
  }
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) return ImportMessages.binaryFile;
  if (UTF16_BOMS.some((bom) => startsWith(bytes, bom))) return null;
  return hasNulRun(bytes.subarray(0, SNIFF_BYTES)) ? ImportMessages.binaryFile : null;
};

const SPREADSHEET_EXTENSIONS = /\.(xlsx|xlsm|xls|ods|numbers)$/i;

/** Whether the file's name says it is a spreadsheet workbook (which wants saving as CSV). */
export const isSpreadsheetFileName = (fileName: string): boolean => SPREADSHEET_EXTENSIONS.test(fileName.trim());
