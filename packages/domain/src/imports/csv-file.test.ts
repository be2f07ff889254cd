import { describe, expect, it } from 'vitest';
import {
  csvHeaders,
  defaultHeaders,
  defaultListName,
  fallbackListName,
  validateCsvFileName,
  validateFirstRow,
} from './csv-file';

describe('CSV file rules', () => {
  it('takes .csv files only', () => {
    expect(validateCsvFileName('people.csv')).toBeNull();
    expect(validateCsvFileName('PEOPLE.CSV')).toBeNull();
    expect(validateCsvFileName('people.pdf')).toBe('Only .csv files can be imported');
    expect(validateCsvFileName('csv')).toBe('Only .csv files can be imported');
  });
  it('names columns Column1..N without a header row', () => {
    expect(defaultHeaders(3)).toEqual(['Column1', 'Column2', 'Column3']);
    expect(csvHeaders(['a@b.co', 'Ada'], true)).toEqual(['Column1', 'Column2']);
    expect(csvHeaders([' email ', 'name'], false)).toEqual(['email', 'name']);
  });
  it('allows 100 columns and refuses 101', () => {
    const row = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    expect(validateFirstRow(row(100), { noHeader: false, startsWithLineBreak: false })).toBeNull();
    expect(validateFirstRow(row(101), { noHeader: false, startsWithLineBreak: false })).toBe(
      'Please upload a CSV with less than 100 columns',
    );
    expect(validateFirstRow(row(101), { noHeader: true, startsWithLineBreak: false })).toBe(
      'Please upload a CSV with less than 100 columns',
    );
  });
  it('refuses an empty header cell or a file starting with a line break', () => {
    const message = 'First row of the csv cannot be empty, please add data to import this csv';
    expect(validateFirstRow(['email', ' '], { noHeader: false, startsWithLineBreak: false })).toBe(message);
    expect(validateFirstRow(['email'], { noHeader: false, startsWithLineBreak: true })).toBe(message);
    expect(validateFirstRow(['email'], { noHeader: true, startsWithLineBreak: true })).toBe(message);
    expect(validateFirstRow([], { noHeader: false, startsWithLineBreak: false })).toBe(message);
    expect(validateFirstRow(['a@b.co', ''], { noHeader: true, startsWithLineBreak: false })).toBeNull();
  });
  it('refuses duplicate headers', () => {
    expect(
      validateFirstRow(['email', 'name', 'name '], { noHeader: false, startsWithLineBreak: false }),
    ).toBe('Duplicate headers found in csv. Please correct them and try again');
    expect(validateFirstRow(['x', 'x'], { noHeader: true, startsWithLineBreak: false })).toBeNull();
  });
  it('proposes the file name without extension as the list name', () => {
    expect(defaultListName('Spring leads.csv')).toBe('Spring leads');
    expect(defaultListName('C:\\fakepath\\march.export.csv')).toBe('march.export');
    expect(defaultListName('.csv')).toBe('.csv');
    expect(fallbackListName(1700000000000)).toBe('List_1700000000000');
  });
});

describe('CSV text', () => {
  it('detects the delimiter', async () => {
    const { detectDelimiter } = await import('./csv-text');
    expect(detectDelimiter('email,name\na@b.co,Ada\n')).toBe(',');
    expect(detectDelimiter('email;name;city\na@b.co;Ada, Countess;Paris\n')).toBe(';');
    expect(detectDelimiter('email\tname\na@b.co\tAda\n')).toBe('\t');
    expect(detectDelimiter('email|name\na@b.co|Ada')).toBe('|');
    expect(detectDelimiter('"a,b";c\n"x,y";z\n')).toBe(';');
    expect(detectDelimiter('email\na@b.co\n')).toBe(',');
    expect(detectDelimiter('')).toBe(',');
  });
  it('detects the line break outside quotes', async () => {
    const { detectLineBreak } = await import('./csv-text');
    expect(detectLineBreak('a,b\r\nc,d')).toBe('\r\n');
    expect(detectLineBreak('a,b\rc,d')).toBe('\r');
    expect(detectLineBreak('"x\r\ny",b\nc,d')).toBe('\n');
    expect(detectLineBreak('a,b')).toBe('\n');
  });
});

describe('parseFirstRecord', () => {
  it('splits the first record, honouring quotes', async () => {
    const { parseFirstRecord } = await import('./csv-text');
    expect(parseFirstRecord('email,"Name, full","say ""hi""\nthere"\r\nx,y', ',')).toEqual({
      cells: ['email', 'Name, full', 'say "hi"\nthere'],
      complete: true,
    });
    expect(parseFirstRecord('a;b;', ';')).toEqual({ cells: ['a', 'b', ''], complete: false });
    expect(parseFirstRecord('\nemail', ',')).toEqual({ cells: [], complete: true });
    expect(parseFirstRecord('', ',')).toEqual({ cells: [], complete: false });
  });
});
