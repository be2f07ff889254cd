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
  return word.replace(/(ing|ed|es|s|er|ers)$/, '');
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
  const ties = dictionary.filter((known) => known !== best && distance(word, known) === bestDistance);
  return ties.length === 0 ? best : null;
};
