import type { ShopifyV2EventKey } from '@sendwell/contracts';
import { CopilotMessages } from './copilot-guard';
import { nameTokens, sameWord } from './copilot-text';
import { AskBack, type Clause, type Context, type Term, use, whenRange } from './planner-clause';
import { STORE_SYNONYMS } from './planner-words';
import { readCount } from './read-numbers';

/* Events: the account's custom events by name, and store events by their synonyms ('bought'). */

const eventLabelWords = (name: string) =>
  nameTokens(name).map((word) => (word === 'login' ? 'log' : word));

export const readEvents = (clause: Clause, ctx: Context): Term[] => {
  // Custom events by their own names.
  const custom = ctx.vocabulary.events
    .filter((event) => event.source === 'custom')
    .map((event) => {
      const words = eventLabelWords(event.name);
      const open = clause.tokens
        .filter((_, i) => !clause.used[i])
        .map((token) => (token === 'login' ? 'log' : token));
      const full = words.every((word) => open.some((token) => sameWord(token, word)));
      // 'logged in' names the login event on its own.
      const login = words.includes('log') && open.includes('log');
      return { event, words, hit: full || login };
    })
    .filter((entry) => entry.hit);
  let name: string | null = null;
  let source: 'custom' | 'shopify' = 'custom';
  let words: string[] = [];
  if (custom.length > 0) {
    const best = custom.sort((a, b) => b.words.length - a.words.length)[0]!;
    name = best.event.name;
    words = best.words;
  } else {
    const at = clause.tokens.findIndex((token, i) => !clause.used[i] && STORE_SYNONYMS[token] !== undefined);
    if (at < 0) return [];
    const key = STORE_SYNONYMS[clause.tokens[at] ?? ''] ?? 'orderPlaced';
    if (!ctx.vocabulary.events.some((event) => event.source === 'shopify' && event.name === key))
      throw new AskBack(CopilotMessages.noStore);
    name = key;
    source = 'shopify';
    words = [clause.tokens[at] ?? ''];
  }
  clause.tokens.forEach((token, i) => {
    const normalized = token === 'login' ? 'log' : token;
    if (
      !clause.used[i] &&
      (words.some((word) => sameWord(word, normalized)) ||
        STORE_SYNONYMS[token] !== undefined ||
        [
          'placed',
          'made',
          'started',
          'for',
          'something',
          'anything',
          'product',
          'products',
          'item',
          'items',
          'stuff',
        ].includes(token))
    )
      use(clause, i, i);
  });
  const count = readCount(clause);
  const occurrence = {
    hasOccurred: !clause.negated,
    ...(clause.negated
      ? {}
      : { operator: count?.operator ?? ('atLeast' as const), compareValue: count?.value ?? 1 }),
    ...whenRange(clause),
  };
  if (source === 'shopify')
    return [
      {
        kind: 'filter',
        filter: { property: 'userShopifyActivityV2', eventName: name as ShopifyV2EventKey, occurrence },
      },
    ];
  return [{ kind: 'filter', filter: { property: 'customEvents', eventName: name, occurrence } }];
};
