import { describe, expect, it } from 'vitest';
import { createCsvRecordParser } from './csv-parser';

/** Parses `text` fed in pieces of `size` characters (every split point when size is 1). */
const parse = (text: string, delimiter = ',', size = text.length || 1): string[][] => {
  const records: string[][] = [];
  const parser = createCsvRecordParser(delimiter, (cells) => records.push(cells));
  for (let i = 0; i < text.length; i += size) parser.write(text.slice(i, i + size));
  parser.end();
  return records;
};

const everySplit = (text: string, delimiter = ','): string[][] => {
  const whole = parse(text, delimiter);
  for (let size = 1; size <= text.length; size++)
    expect(parse(text, delimiter, size), `pieces of ${size}`).toEqual(whole);
  return whole;
};

describe('createCsvRecordParser', () => {
  it('reads LF, CRLF and CR files alike, with or without a last line break', () => {
    const expected = [
      ['email', 'name'],
      ['a@b.co', 'Ada'],
      ['c@d.co', 'Cy'],
    ];
    expect(everySplit('email,name\na@b.co,Ada\nc@d.co,Cy\n')).toEqual(expected);
    expect(everySplit('email,name\r\na@b.co,Ada\r\nc@d.co,Cy')).toEqual(expected);
    expect(everySplit('email,name\ra@b.co,Ada\rc@d.co,Cy\r')).toEqual(expected);
  });
  it('cuts rows of one cell and rows of several alike, however they mix with quoted cells', () => {
    const expected = [
      ['a@b.co'],
      ['c@d.co'],
      ['e@f.co', 'x;y'],
      ['g@h.co'],
      ['i@j.co', 'k', 'l'],
      ['m"n', 'o'],
    ];
    expect(everySplit('a@b.co\nc@d.co\r\ne@f.co;"x;y"\n"g@h.co"\ni@j.co;k;l\r\nm"n;o', ';')).toEqual(
      expected,
    );
    expect(everySplit('a@b.co\nc@d.co\ne@f.co;x;y\ng@h.co\n', ';')[2]).toEqual(['e@f.co', 'x', 'y']);
  });
  it('drops the carriage return of a CRLF file cut after its last CR, whether or not the row holds quotes', () => {
    expect(everySplit('a,"b"\r\nc,"d"\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(everySplit('a,b\r\nc,d\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
  it('skips blank lines, trailing ones included', () => {
    expect(everySplit('a,b\n\n1,2\r\n\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('keeps short and long rows as they are', () => {
    expect(everySplit('email,a,b\nx@y.co,1\nlast@y.co')).toEqual([
      ['email', 'a', 'b'],
      ['x@y.co', '1'],
      ['last@y.co'],
    ]);
    expect(everySplit('a,b\n1,2,3,"4"\n')).toEqual([
      ['a', 'b'],
      ['1', '2', '3', '4'],
    ]);
  });
  it('reads quoted cells with delimiters, line breaks and doubled quotes', () => {
    expect(everySplit('email,note\r\na@b.co,"one, ""two""\r\nthree"\r\nc@d.co,""\n"e@f.co",x')).toEqual([
      ['email', 'note'],
      ['a@b.co', 'one, "two"\r\nthree'],
      ['c@d.co', ''],
      ['e@f.co', 'x'],
    ]);
  });
  it('keeps a quote inside an unquoted cell', () => {
    expect(everySplit('a,b\n5" disk,x\n')).toEqual([
      ['a', 'b'],
      ['5" disk', 'x'],
    ]);
  });
  it('uses the delimiter it is given', () => {
    expect(everySplit('a;b\t|c\n1;2', ';')).toEqual([
      ['a', 'b\t|c'],
      ['1', '2'],
    ]);
    expect(everySplit('a\tb\n"x\ty"\t2', '\t')).toEqual([
      ['a', 'b'],
      ['x\ty', '2'],
    ]);
  });
  it('ends an unterminated quoted cell at the end of the file', () => {
    expect(parse('a,b\n1,"open\n2,3')).toEqual([
      ['a', 'b'],
      ['1', 'open\n2,3'],
    ]);
  });
});
