import { closest, distance } from 'fastest-levenshtein';

/** Lower case, apostrophes dropped (didn't → didnt), currency signs and quotes removed. */
export const normalizePrompt = (prompt: string): string =>
  prompt
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\w)'(\w)/g, '$1$2')
    .replace(/[$€£"“”]/g, ' ')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/(\d)\s*k\b/g, '$1000')
    .replace(/>=/g, ' atleast ')
    .replace(/<=/g, ' atmost ')
    .replace(/>/g, ' over ')
    .replace(/</g, ' under ')
    .replace(/=/g, ' is ')
    .replace(/(\d)\+/g, '$1 plus')
    .replace(/(\d)(%)/g, '$1 percent')
    .replace(/(\d)(d|days?|wks?|weeks?|mo|months?)\b/g, '$1 $2')
    .replace(/&/g, ' and ');

/** Words: letters, digits, and the characters of email addresses and domains. */
export const tokenize = (text: string): string[] =>
  text
    .split(/[^\p{L}\p{N}@._+\-()]+/u)
    .flatMap((token) => token.split(/(?=[()])|(?<=[()])/))
    .map((token) => token.replace(/^[.\-_]+|[.\-_]+$/g, ''))
    .filter((token) => token.length > 0);

/** Words of a name: 'Webinar attendees 2026' → webinar attendees 2026; camelCase keys are split. */
export const nameTokens = (name: string): string[] =>
  tokenize(
    name
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .replace(/[’'`]/g, ''),
  );

/** A crude stem so 'registered', 'registers' and 'register' meet. */
export const stem = (word: string): string => {
  if (word.length <= 4) return word;
  return word.replace(/(ations|ation|ing|ed|es|s|ers|er)$/, '');
};

/** Two forms of one word: the same stem, or one stem starting the other (registered, registrations). */
export const sameWord = (a: string, b: string): boolean => {
  if (a === b) return true;
  const [x, y] = [stem(a), stem(b)];
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  let common = 0;
  while (common < short.length && short[common] === long[common]) common++;
  return common >= 5 && common >= short.length - 1 && long.length - short.length <= 3;
};

/**
 * The closest known word to a typo, when it is close enough to be sure: one edit for words of 4-6
 * letters, two from 7; nothing when two known words are as close.
 */
export const correctWord = (word: string, dictionary: readonly string[]): string | null => {
  if (word.length < 4 || /\d|@/.test(word)) return null;
  // Two letters swapped ('gmial') count as one edit.
  const known = new Set(dictionary);
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
    if (swapped !== word && known.has(swapped)) return swapped;
  }
  const allowed = word.length >= 7 ? 2 : 1;
  const best = closest(word, dictionary as string[]);
  const bestDistance = distance(word, best);
  if (bestDistance === 0 || bestDistance > allowed) return null;
  // Typos rarely touch the first letter: among equally close words, those that keep it win. Ties
  // between forms of one word (open, opens, opened) do not matter.
  const nearest = dictionary.filter((known) => distance(word, known) === bestDistance);
  const sameStart = nearest.filter((known) => known[0] === word[0]);
  const candidates = sameStart.length > 0 ? sameStart : nearest;
  const first = candidates[0];
  if (first === undefined) return null;
  return candidates.every((known) => stem(known) === stem(first)) ? first : null;
};
