export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];
export type CsvLineBreak = '\r\n' | '\n' | '\r';

/** The first record of `sample`, split into its line-break-free lines outside quotes. */
const firstLines = (sample: string, maxLines: number): string[] => {
  const lines: string[] = [];
  let inQuotes = false;
  let start = 0;
  for (let i = 0; i < sample.length && lines.length < maxLines; i++) {
    const char = sample[i];
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) {
      lines.push(sample.slice(start, i));
      if (char === '\r' && sample[i + 1] === '\n') i++;
      start = i + 1;
    }
  }
  if (lines.length < maxLines && start < sample.length) lines.push(sample.slice(start));
  return lines.filter((line) => line.trim() !== '');
};

const countOutsideQuotes = (line: string, delimiter: string): number => {
  let count = 0;
  let inQuotes = false;
  for (const char of line) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && char === delimiter) count++;
  }
  return count;
};

/**
 * The column delimiter of a CSV from its first lines: the candidate that splits the header most often,
 * preferring one that splits every sampled line alike. Comma when nothing splits.
 */
export const detectDelimiter = (sample: string): CsvDelimiter => {
  const lines = firstLines(sample, 10);
  const [header] = lines;
  if (header === undefined) return ',';
  let best: CsvDelimiter = ',';
  let bestScore = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const count = countOutsideQuotes(header, delimiter);
    if (count === 0) continue;
    const consistent = lines.every((line) => countOutsideQuotes(line, delimiter) === count);
    // A delimiter every line agrees on beats a more frequent one that only the header has.
    const score = count + (consistent ? 1_000 : 0);
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
};

/** The line break the file uses: the first one outside quotes; LF when there is none. */
export const detectLineBreak = (sample: string): CsvLineBreak => {
  let inQuotes = false;
  for (let i = 0; i < sample.length; i++) {
    const char = sample[i];
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && char === '\r') return sample[i + 1] === '\n' ? '\r\n' : '\r';
    else if (!inQuotes && char === '\n') return '\n';
  }
  return '\n';
};

/**
 * The cells of the first record of `text` (quoted cells may hold delimiters, line breaks and doubled
 * quotes), and whether the record ended within `text`. A lone line break at the start ends an empty record.
 */
export const parseFirstRecord = (text: string, delimiter: string): { cells: string[]; complete: boolean } => {
  const cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let quotedCell = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inQuotes) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else inQuotes = false;
    } else if (char === '"' && cell === '' && !quotedCell) {
      inQuotes = true;
      quotedCell = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
      quotedCell = false;
    } else if (char === '\n' || char === '\r') {
      if (cells.length > 0 || cell !== '' || quotedCell) cells.push(cell);
      return { cells, complete: true };
    } else cell += char;
  }
  if (cells.length > 0 || cell !== '' || quotedCell) cells.push(cell);
  return { cells, complete: false };
};
