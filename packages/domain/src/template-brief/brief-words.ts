import { foldCase } from '../fold-case';

/** A brief's words, case-folded, in order: letters and digits of any script, with '%' kept for offers. */
export const briefWords = (text: string): string[] =>
  foldCase(text.normalize('NFKC').replace(/[’‘`]/g, "'"))
    .replace(/(\p{L})'(\p{L})/gu, '$1$2')
    .replace(/%/g, ' % ')
    .split(/[^\p{L}\p{N}%]+/u)
    .filter((word) => word.length > 0);

/**
 * Where a cue occurs in the words, or -1. A cue is one or more words; a word ending in '*' matches any word it
 * starts (discount* matches discounts and discounted).
 */
export const indexOfCue = (words: readonly string[], cue: string): number => {
  const parts = cue.split(' ');
  const matches = (word: string | undefined, part: string) =>
    word !== undefined && (part.endsWith('*') ? word.startsWith(part.slice(0, -1)) : word === part);
  for (let start = 0; start + parts.length <= words.length; start += 1) {
    if (parts.every((part, offset) => matches(words[start + offset], part))) return start;
  }
  return -1;
};

/** The cues found in the words, each written as the brief wrote it (folded). */
export const cuesIn = (words: readonly string[], cues: readonly string[]): string[] =>
  cues.flatMap((cue) => {
    const at = indexOfCue(words, cue);
    return at < 0 ? [] : [words.slice(at, at + cue.split(' ').length).join(' ')];
  });

/** Text safe to place in a template: no merge-tag braces, no markup, one line of single spaces. */
export const plainBriefText = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[{}<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The first letter in upper case, the rest as written (names and codes keep their case). */
export const capitalise = (text: string): string => {
  const first = /^[\s"'“‘(]*(\p{L})/u.exec(text);
  if (!first?.[1]) return text;
  const letter = first[1];
  const at = first[0].length - letter.length;
  return text.slice(0, at) + letter.toLocaleUpperCase('en') + text.slice(at + letter.length);
};

/** At most `max` characters, cut at a word boundary, without a dangling comma or colon. */
export const clip = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:–-]+$/u, '');
};

/** Ends with a full stop unless it already ends a sentence. */
export const asSentence = (text: string): string => {
  const trimmed = text.replace(/[\s,;:]+$/u, '');
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
};
