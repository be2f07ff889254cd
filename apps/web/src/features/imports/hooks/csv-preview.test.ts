import { describe, expect, it } from 'vitest';
import { ImportMessages } from '@sendwell/domain';
import { previewCsv } from './csv-preview';

describe('previewCsv', () => {
  const rows = [
    ['Email', 'First name', 'City'],
    ['ada@example.com', 'Ada', 'London'],
    ['bob@example.com', 'Bob'],
  ];

  it('reads the headers and the data rows, each as long as the headers', () => {
    expect(previewCsv('people.csv', rows, false)).toEqual({
      headers: ['Email', 'First name', 'City'],
      samples: [
        ['ada@example.com', 'Ada', 'London'],
        ['bob@example.com', 'Bob', ''],
      ],
      error: null,
    });
  });

  it('names the columns Column1, Column2, ... and keeps the first row as data without a header', () => {
    const preview = previewCsv('people.csv', rows, true);
    expect(preview.headers).toEqual(['Column1', 'Column2', 'Column3']);
    expect(preview.samples[0]).toEqual(['Email', 'First name', 'City']);
    expect(preview.samples).toHaveLength(3);
  });

  it('shows at most 5 sample rows', () => {
    const many = [['email'], ...Array.from({ length: 6 }, (_, index) => [`u${index}@example.com`])];
    expect(previewCsv('people.csv', many, false).samples).toHaveLength(5);
  });

  it('ignores blank lines at the end of the file', () => {
    const preview = previewCsv('people.csv', [['email'], ['a@example.com'], [''], ['']], false);
    expect(preview.samples).toEqual([['a@example.com']]);
    expect(preview.error).toBeNull();
  });

  it('refuses a file that is not a .csv', () => {
    expect(previewCsv('people.pdf', rows, false).error).toBe(ImportMessages.csvOnly);
    expect(previewCsv('people.xlsx', rows, false).error).toBe(ImportMessages.spreadsheetFile);
  });

  it('refuses more than 100 columns', () => {
    const wide = [Array.from({ length: 101 }, (_, index) => `c${index}`), Array.from({ length: 101 }, () => 'x')];
    expect(previewCsv('wide.csv', wide, false).error).toBe('Please upload a CSV with less than 100 columns');
    const widest = [Array.from({ length: 100 }, (_, index) => `c${index}`), Array.from({ length: 100 }, () => 'x')];
    expect(previewCsv('wide.csv', widest, false).error).toBeNull();
  });

  it('refuses a file that starts with a line break or has an empty header cell', () => {
    const firstRowEmpty = 'First row of the csv cannot be empty, please add data to import this csv';
    expect(previewCsv('a.csv', [[''], ['email'], ['a@example.com']], false).error).toBe(firstRowEmpty);
    expect(previewCsv('a.csv', [['email', ''], ['a@example.com', 'x']], false).error).toBe(firstRowEmpty);
  });

  it('refuses duplicate headers', () => {
    expect(previewCsv('a.csv', [['email', 'city', 'city'], ['a@example.com', 'x', 'y']], false).error).toBe(
      'Duplicate headers found in csv. Please correct them and try again',
    );
  });

  it('says when there is no data row', () => {
    expect(previewCsv('a.csv', [['email']], false).error).toBe(ImportMessages.emptyFile);
  });
});
