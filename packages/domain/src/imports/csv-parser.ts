import { detectLineBreak } from './csv-text';

/** Receives each record's cells; the array is the caller's to keep. */
export type CsvRecordHandler = (cells: string[]) => void;

export interface CsvRecordParser {
  /** Parses what `text` completes; an unfinished record waits for the next piece. */
  write(text: string): void;
  /** Parses the rest as the end of the file: a last record without a line break counts. */
  end(): void;
}

/** Text this long without a line break is parsed as one line (a huge first record). */
const LINE_BREAK_PROBE_CHARS = 1024 * 1024;

/**
 * An incremental CSV parser that takes the file in pieces of any size. Records end at CRLF or LF, or at
 * CR in a file whose first line break outside quotes is a lone CR. Blank lines are skipped; records keep however many cells they
 * have, so a short row never runs into the next. A cell that starts with a quote may hold delimiters,
 * line breaks and doubled quotes; a quote inside an unquoted cell is kept as it is.
 *
 * Records without a quote, nearly all of them, are cut with indexOf and slice only; records holding a
 * quote are walked character by character.
 */
export const createCsvRecordParser = (delimiter: string, onRecord: CsvRecordHandler): CsvRecordParser => {
  let carry = '';
  let lineBreak: '\n' | '\r' | null = null;

  const parse = (text: string, final: boolean): string => {
    if (lineBreak === null) {
      const probe = text.endsWith('\r') && !final ? text.slice(0, -1) : text;
      if (!final && !/[\r\n]/.test(probe) && text.length < LINE_BREAK_PROBE_CHARS) return text;
      // CRLF files are cut at LF with the CR dropped, which also reads a file that mixes CRLF and LF.
      lineBreak = detectLineBreak(probe) === '\r' ? '\r' : '\n';
    }
    const lb = lineBreak;
    const stripCr = lb === '\n';
    const length = text.length;
    let pos = 0;
    let nextQuote = text.indexOf('"');
    // Where the next delimiter is, found once per stretch of text: in a file of one column there is none,
    // and looking for it again on every line would read the rest of the piece each time.
    let delimiterAt = -1;
    const delimiterFrom = (from: number): number => {
      if (delimiterAt < from && delimiterAt !== length) {
        delimiterAt = text.indexOf(delimiter, from);
        if (delimiterAt === -1) delimiterAt = length;
      }
      return delimiterAt;
    };
    while (pos < length) {
      let lineEnd = text.indexOf(lb, pos);
      if (nextQuote !== -1 && nextQuote < pos) nextQuote = text.indexOf('"', pos);
      if (nextQuote !== -1 && (lineEnd === -1 || nextQuote < lineEnd)) {
        const record = parseQuotedRecord(text, pos, delimiterFrom, lb, final);
        if (record === null) return text.slice(pos);
        onRecord(record.cells);
        pos = record.next;
        continue;
      }
      if (lineEnd === -1) {
        if (!final) return text.slice(pos);
        lineEnd = length;
      }
      const end = stripCr && lineEnd > pos && text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
      if (end > pos) onRecord(splitLine(text, pos, end, delimiterFrom));
      pos = lineEnd + 1;
    }
    return '';
  };

  return {
    write(text) {
      carry = parse(carry === '' ? text : carry + text, false);
    },
    end() {
      const rest = carry;
      carry = '';
      parse(rest, true);
    },
  };
};

/** The next delimiter at or after a position in the text being parsed; the text's length when there is none. */
type DelimiterFinder = (from: number) => number;

/** The cells of text[start, end), which holds no quote. */
const splitLine = (text: string, start: number, end: number, delimiterFrom: DelimiterFinder): string[] => {
  const cells: string[] = [];
  let pos = start;
  for (;;) {
    const next = delimiterFrom(pos);
    if (next >= end) {
      cells.push(text.slice(pos, end));
      return cells;
    }
    cells.push(text.slice(pos, next));
    pos = next + 1;
  }
};

/**
 * One record starting at `start` that holds a quote. Quoted cells are cut at their closing quotes, and
 * the unquoted text between them at the next delimiter or line break, a slice at a time. Null when the
 * text ends inside the record and more may come.
 */
const parseQuotedRecord = (
  text: string,
  start: number,
  delimiterFrom: DelimiterFinder,
  lineBreak: '\n' | '\r',
  final: boolean,
): { cells: string[]; next: number } | null => {
  const cells: string[] = [];
  const length = text.length;
  let cell = '';
  let cellStart = true;
  let i = start;
  let nextLineBreak = -1;
  while (i < length) {
    if (cellStart && text.charCodeAt(i) === 34) {
      cellStart = false;
      let j = i + 1;
      for (;;) {
        const close = text.indexOf('"', j);
        if (close === -1) {
          if (!final) return null;
          cell += text.slice(j);
          j = length;
          break;
        }
        cell += text.slice(j, close);
        if (text.charCodeAt(close + 1) === 34) {
          cell += '"';
          j = close + 2;
          continue;
        }
        // A quote closing the piece may be the first of a doubled pair.
        if (close + 1 === length && !final) return null;
        j = close + 1;
        break;
      }
      i = j;
      continue;
    }
    cellStart = false;
    // Unquoted text runs to the next delimiter or line break; a quote inside it is kept as it is.
    const nextDelimiter = delimiterFrom(i);
    if (nextLineBreak < i) nextLineBreak = text.indexOf(lineBreak, i);
    if (nextLineBreak === -1) {
      if (!final) return null;
      nextLineBreak = length;
    }
    if (nextDelimiter < nextLineBreak) {
      cells.push(cell + text.slice(i, nextDelimiter));
      cell = '';
      cellStart = true;
      i = nextDelimiter + 1;
      continue;
    }
    // CRLF ends the record as LF does: the CR before the LF is not part of the cell.
    const crlf = lineBreak === '\n' && nextLineBreak > i && text.charCodeAt(nextLineBreak - 1) === 13;
    cells.push(cell + text.slice(i, crlf ? nextLineBreak - 1 : nextLineBreak));
    return { cells, next: nextLineBreak + 1 };
  }
  if (!final) return null;
  cells.push(cell);
  return { cells, next: length };
};
