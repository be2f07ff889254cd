import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The fonts invoices print with: Noto Sans, whose files come split by script (Latin, Greek, Cyrillic,
 * Devanagari, Vietnamese), then IBM Plex Sans Arabic, Noto Sans Hebrew and Noto Sans SC (Chinese, with Japanese
 * kana). Arabic is not in Noto Sans Arabic: that font draws a letter's dots as glyphs of their own on a base
 * shared by several letters (ج, ح and خ on one), which a PDF cannot map back to the letters, so the invoice
 * would copy and search as other words; IBM Plex Sans Arabic has a glyph for each letter's form. Each file
 * says in its stylesheet which characters it holds, so a name in any of these scripts finds its font
 * without every file being read.
 */

const require = createRequire(import.meta.url);

/** In the order tried: the first face holding every character of a letter prints it. */
const FAMILIES = [
  '@fontsource/noto-sans',
  '@fontsource/ibm-plex-sans-arabic',
  '@fontsource/noto-sans-hebrew',
  '@fontsource/noto-sans-sc',
];

interface Face {
  file: string;
  ranges: (readonly [number, number])[];
}

const parseRange = (text: string): readonly [number, number] => {
  const [from, to] = text.trim().replace(/^U\+/iu, '').split('-');
  return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
};

/** The faces of a family at a weight, read from its stylesheet (`400.css`): a file and the characters it holds. */
const facesOf = (family: string, weight: 400 | 700): Face[] => {
  const stylesheet = require.resolve(`${family}/${weight}.css`);
  const css = readFileSync(stylesheet, 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/gu)].flatMap(([, body = '']) => {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/u.exec(body)?.[1];
    const ranges = /unicode-range:\s*([^;]+);/u.exec(body)?.[1];
    return file && ranges
      ? [{ file: join(dirname(stylesheet), file), ranges: ranges.split(',').map(parseRange) }]
      : [];
  });
};

let regular: Face[] | undefined;
const regularFaces = (): Face[] => (regular ??= FAMILIES.flatMap((family) => facesOf(family, 400)));

const holds = (face: Face, codePoint: number): boolean =>
  face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

const latinOf = (faces: Face[]): string => faces.find((face) => holds(face, 0x41))!.file;

/** The font files of the invoice's labels and figures, all in the Latin script. */
export const INVOICE_FONT = (): string => latinOf(regularFaces());
export const INVOICE_BOLD_FONT = (): string => latinOf(facesOf(FAMILIES[0]!, 700));

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Text cut into runs of one font each: a letter with its accents and vowel signs stays whole, printed by
 * the first face that holds all of its characters (else the Latin one, whose missing glyph shows as a box).
 */
export const fontRuns = (text: string): { font: string; text: string }[] => {
  const faces = regularFaces();
  const runs: { font: string; text: string }[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const codePoints = [...segment].map((char) => char.codePointAt(0)!);
    const face =
      // Spaces and joiners go with the letters around them.
      /^\s+$/u.test(segment) && runs.length > 0
        ? undefined
        : faces.find((candidate) => codePoints.every((cp) => holds(candidate, cp) || cp === 0x200d));
    const font = face?.file ?? runs.at(-1)?.font ?? latinOf(faces);
    const last = runs.at(-1);
    if (last && last.font === font) last.text += segment;
    else runs.push({ font, text: segment });
  }
  return runs;
};
