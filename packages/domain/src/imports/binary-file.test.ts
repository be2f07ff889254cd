import { describe, expect, it } from 'vitest';
import { binaryFileProblem } from './binary-file';
import { validateCsvFileName } from './csv-file';
import { ImportMessages } from './messages';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)));

describe('binaryFileProblem', () => {
  it('lets text through, in UTF-8 or UTF-16 with a byte-order mark', () => {
    expect(binaryFileProblem(bytes('email,name\na@b.co,Zoë\n'))).toBeNull();
    expect(binaryFileProblem(bytes([0xef, 0xbb, 0xbf], 'email\n'))).toBeNull();
    expect(binaryFileProblem(Uint8Array.from([0xff, 0xfe, 0x65, 0x00, 0x6d, 0x00]))).toBeNull();
    expect(binaryFileProblem(new Uint8Array())).toBeNull();
    // A stray NUL is dropped from its cell by the import, not a reason to refuse the file.
    expect(binaryFileProblem(bytes('email,name\na@b.co,Ad', [0], 'a\n'))).toBeNull();
  });
  it('tells a spreadsheet workbook to be saved as CSV', () => {
    expect(binaryFileProblem(bytes('PK', [3, 4, 20, 0, 6, 0], '[Content_Types].xml'))).toBe(ImportMessages.spreadsheetFile);
    expect(binaryFileProblem(bytes('PK', [3, 4, 20, 0], 'xl/workbook.xml'))).toBe(ImportMessages.spreadsheetFile);
    expect(binaryFileProblem(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe(
      ImportMessages.spreadsheetFile,
    );
  });
  it('refuses other binary files: archives, PDF, images, NUL bytes', () => {
    for (const file of [
      bytes('PK', [3, 4, 20, 0], 'photo.jpg'),
      bytes('%PDF-1.7\n'),
      bytes([0x89], 'PNG', [13, 10, 26, 10]),
      bytes([0xff, 0xd8, 0xff, 0xe0]),
      bytes('GIF89a'),
      bytes('email,name\na@b.co,', [0, 0, 0, 0], 'x\n'),
    ])
      expect(binaryFileProblem(file)).toBe(ImportMessages.binaryFile);
  });
  it('says the file is not a CSV, in a full sentence', () => {
    expect(ImportMessages.binaryFile).toMatch(/^The file is not a CSV.*\.$/);
    expect(ImportMessages.spreadsheetFile).toMatch(/^The file is not a CSV.*save it as CSV/);
  });
});

describe('validateCsvFileName', () => {
  it('asks for a CSV, and to save a workbook as one', () => {
    expect(validateCsvFileName('people.csv')).toBeNull();
    expect(validateCsvFileName('people.xlsx')).toBe(ImportMessages.spreadsheetFile);
    expect(validateCsvFileName('people.XLS')).toBe(ImportMessages.spreadsheetFile);
    expect(validateCsvFileName('people.txt')).toBe(ImportMessages.csvOnly);
  });
});
