import { correctWord, nameTokens, normalizePrompt, tokenize } from './copilot-text';
import type { Context } from './planner-clause';
import { KEYWORDS, STOPWORDS, STORE_SYNONYMS } from './planner-words';

/* The prompt as tokens: phrases rewritten to single words, and typos corrected against the vocabulary. */

export const promptTokens = (prompt: string, ctx: Context): string[] => {
  let text = normalizePrompt(prompt.replace(/\bUS\b/g, 'USA'));
  text = text.replace(/\bnew (customers|buyers|purchasers)\b/g, 'new buyers');
  text = text.replace(
    /\b(viewed|looked at|checked out|browsed)( an?| the| some)? (products?|items?)\b/g,
    'browsed',
  );
  text = text.replace(/\bbetween\s+(\d+(?:\.\d+)?)\s*(?:and|-|to)\s*(\d+(?:\.\d+)?)/g, ' between_$1_$2 ');
  text = text.replace(/\b(opened|open|opens)\s*\/\s*(clicked|click|clicks)\b/g, '$1 or $2');
  text = text.replace(/\b(did|do|does|has|have|had|was|were|is|are)\s+not\b/g, '$1nt');
  text = text
    .replace(/\blogged\s+in(to)?\b/g, 'login')
    .replace(/\blog\s+in\b/g, 'login')
    .replace(/\bsign(ed)?\s+up\b/g, 'signed')
    .replace(/\bopt(ed)?\s+out\b/g, 'optedout');
  text = text
    .replace(/\bas well as\b/g, ' and ')
    .replace(/\bat least\b/g, ' atleast ')
    .replace(/\bat most\b/g, ' atmost ')
    .replace(/\bno more than\b/g, ' atmost ');
  text = text
    .replace(/\bnot in\b/g, ' except ')
    .replace(/\b(?:but )?not on\b/g, ' except ')
    .replace(/\bnot part of\b/g, ' except ');
  let raw = tokenize(text).map((token) => (token === '/' ? 'or' : token));
  // 'customers who never bought': customers is then only who is spoken of.
  const storeVerbs = raw.filter(
    (token) => STORE_SYNONYMS[token] !== undefined && !/^customers?$/.test(token),
  );
  if (storeVerbs.length > 0) raw = raw.map((token) => (/^customers?$/.test(token) ? 'contacts' : token));
  const vocabularyWords = [
    ...ctx.vocabulary.lists.flatMap((list) => nameTokens(list.name)),
    ...ctx.vocabulary.campaigns.flatMap((campaign) => nameTokens(campaign.name)),
    ...ctx.vocabulary.forms.flatMap((form) => nameTokens(form.name)),
    ...ctx.vocabulary.events.flatMap((event) => nameTokens(event.name)),
    ...ctx.vocabulary.properties.flatMap((property) => [
      ...nameTokens(property.key),
      ...(property.values ?? []).flatMap(nameTokens),
    ]),
  ];
  const dictionary = [...new Set([...KEYWORDS, ...vocabularyWords])].filter((word) => word.length >= 3);
  const known = new Set(dictionary);
  return raw.map((token) => {
    if (known.has(token) || STOPWORDS.has(token)) return token;
    const corrected = correctWord(token, dictionary);
    if (corrected === null) return token;
    ctx.fuzzy++;
    return corrected;
  });
};
