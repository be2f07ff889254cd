import bidiFactory from 'bidi-js';
import { fontRuns } from './invoice-fonts';

/**
 * Right-to-left text on invoices. A PDF draws glyphs from left to right, and pdfkit knows nothing of
 * direction: the Unicode Bidirectional Algorithm (bidi-js) puts a line's runs in the order they are seen,
 * and fontkit joins the Arabic letters of a run and lays them out from right to left.
 */

const bidi = bidiFactory();

/** Letters of the scripts written from right to left, whose runs fontkit lays out reversed. */
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A piece of a line in one font, in the order it is drawn from left to right. */
export interface DrawRun {
  font: string;
  text: string;
  /**
   * The text is in reading order and holds right-to-left letters: it is shaped as one piece, so fontkit
   * reverses it whole, its spaces included (shaped word by word, each word's space lands on the wrong side).
   */
  rightToLeft: boolean;
}

/** The line as runs of one direction, left to right as seen, each in reading order. */
const directionRuns = (line: string): { text: string; rightToLeft: boolean }[] => {
  const embedding = bidi.getEmbeddingLevels(line);
  const { levels } = embedding;
  // Brackets and the like face the other way inside right-to-left text.
  const chars = line.split('');
  for (const [index, mirror] of bidi.getMirroredCharactersMap(line, levels)) chars[index] = mirror;
  const order = chars.map((_, index) => index);
  for (const [start = 0, end = -1] of bidi.getReorderSegments(line, embedding)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  const runs: { text: string; rightToLeft: boolean }[] = [];
  let from = 0;
  while (from < order.length) {
    const level = levels[order[from]!]!;
    let to = from;
    while (to + 1 < order.length && levels[order[to + 1]!] === level) to += 1;
    const first = Math.min(order[from]!, order[to]!);
    const last = Math.max(order[from]!, order[to]!);
    runs.push({ text: chars.slice(first, last + 1).join(''), rightToLeft: level % 2 === 1 });
    from = to + 1;
  }
  return runs;
};

const reversed = (text: string): string =>
  [...graphemes.segment(text)]
    .map(({ segment }) => segment)
    .reverse()
    .join('');

/**
 * A line of typed text (a name, an address, an item) as runs to draw from left to right: each in the font
 * that holds its letters, right-to-left runs in the order a reader of Arabic or Hebrew sees them, with
 * Latin words and digits inside them kept left to right, and every space where it was.
 */
export const drawRuns = (line: string): DrawRun[] =>
  directionRuns(line).flatMap(({ text, rightToLeft }) => {
    const runs = fontRuns(text);
    if (!rightToLeft) return runs.map((run) => ({ ...run, rightToLeft: false }));
    return runs.reverse().map((run) =>
      RIGHT_TO_LEFT.test(run.text)
        ? { ...run, rightToLeft: true }
        : // Spaces and punctuation between right-to-left words: fontkit keeps them as given, so they are turned here.
          { ...run, text: reversed(run.text), rightToLeft: false },
    );
  });
