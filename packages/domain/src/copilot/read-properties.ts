import type { PropertyOperator, SegmentFilter } from '@sendwell/contracts';
import { formatLocalDay } from '../segments/relative-dates';
import { activityRange } from './copilot-dates';
import { CopilotMessages } from './copilot-guard';
import { nameTokens } from './copilot-text';
import { AskBack, type Clause, type Context, type Term, findPhrase, indexOfAny, use } from './planner-clause';
import {
  CREATED_WORDS,
  MAIL_PROVIDERS,
  PROPERTY_ALIASES,
  REGIONS,
  REGION_WORDS,
  VALUE_ALIASES,
} from './planner-words';
import { readNumberComparison } from './read-numbers';

/* Contact properties: mail providers and domains, regions, known values, sign-up dates, numbers. */

export const readProperties = (clause: Clause, ctx: Context): Term[] => {
  const terms: Term[] = [];
  const filter = (
    condition: string,
    operator: PropertyOperator,
    extra: Partial<Extract<SegmentFilter, { property: 'userProperty' }>> = {},
  ): Term => ({
    kind: 'filter',
    filter: { property: 'userProperty', condition, operator, ...extra },
  });
  // Mail providers and domains: 'gmail users', 'people at acme.com'.
  for (let i = 0; i < clause.tokens.length; i++) {
    const token = clause.tokens[i] ?? '';
    if (clause.used[i]) continue;
    const domain = /^@?([a-z0-9-]+(\.[a-z0-9-]+)+)$/.exec(token);
    if (MAIL_PROVIDERS.includes(token) || (domain && !token.includes('@', 1))) {
      use(clause, i, i);
      const value = domain ? `@${domain[1]}` : `@${token}.`;
      terms.push(filter('email', clause.negated ? 'doesNotContain' : 'contains', { compareValue: value }));
      for (let j = 0; j < clause.tokens.length; j++)
        if (
          ['address', 'addresses', 'domain', 'account', 'accounts', 'email', 'emails', 'mail', 'at'].includes(
            clause.tokens[j] ?? '',
          )
        )
          use(clause, j, j);
    }
  }
  // Regions: countries of the account inside the region.
  for (let i = 0; i < clause.tokens.length; i++) {
    const region =
      REGION_WORDS[clause.tokens[i] ?? ''] ?? (clause.tokens[i] ?? '') + ' ' + (clause.tokens[i + 1] ?? '');
    const countries = REGIONS[region];
    if (clause.used[i] || !countries) continue;
    const known = ctx.vocabulary.properties.find((property) => property.key === 'country')?.values ?? [];
    const inRegion = known.filter((value) => countries.includes(value));
    if (inRegion.length === 0) throw new AskBack(CopilotMessages.unclear([clause.tokens[i] ?? '']));
    use(clause, i, REGION_WORDS[clause.tokens[i] ?? ''] ? i : i + 1);
    terms.push(filter('country', clause.negated ? 'notEquals' : 'equals', { compareValue: inRegion }));
  }
  // Property values: 'germany', 'pro plan', 'city is berlin'.
  const valueEntries = ctx.vocabulary.properties.flatMap((property) =>
    (property.values ?? []).map((value) => ({ key: property.key, value, words: nameTokens(value) })),
  );
  valueEntries.sort((a, b) => b.words.length - a.words.length);
  for (const entry of valueEntries) {
    if (entry.words.length === 0) continue;
    const aliasMatch = clause.tokens.findIndex(
      (token, i) => !clause.used[i] && VALUE_ALIASES[token] === entry.value.toLowerCase(),
    );
    const at = aliasMatch >= 0 ? aliasMatch : findPhrase(clause, entry.words);
    if (at < 0) continue;
    const width = aliasMatch >= 0 ? 1 : entry.words.length;
    const sameValue = valueEntries.filter(
      (other) => other.value.toLowerCase() === entry.value.toLowerCase() && other.key !== entry.key,
    );
    const keyNamed = clause.tokens.some((token) => nameTokens(entry.key).includes(token));
    if (sameValue.length > 0 && !keyNamed) {
      const keyed = sameValue.find((other) =>
        clause.tokens.some((token) => nameTokens(other.key).includes(token)),
      );
      if (!keyed)
        throw new AskBack(
          CopilotMessages.whichProperty(entry.value, [entry.key, ...sameValue.map((other) => other.key)]),
        );
      continue;
    }
    use(clause, at, at + width - 1);
    clause.tokens.forEach((token, i) => nameTokens(entry.key).includes(token) && use(clause, i, i));
    terms.push(filter(entry.key, clause.negated ? 'notEquals' : 'equals', { compareValue: entry.value }));
  }
  // Signed up / joined / new: when the contact was added.
  const created = indexOfAny(clause, CREATED_WORDS);
  if (created >= 0 && (clause.range !== null || clause.tokens[created] === 'new')) {
    use(clause, created, created);
    clause.tokens.forEach(
      (token, i) => ['up', 'on', 'contacts', 'signups'].includes(token) && use(clause, i, i),
    );
    const range = clause.range ?? { kind: 'last' as const, days: 30 };
    if (clause.range === null) ctx.defaults++;
    if (range.kind === 'last')
      terms.push(filter('createdAt', 'last', { rangeValue: { endValue: range.days } }));
    else if (range.kind === 'before')
      terms.push(filter('createdAt', 'beforeDate', { compareValue: formatLocalDay(range.day) }));
    else
      terms.push(filter('createdAt', 'betweenDates', { rangeValue: activityRange(range).rangeValue ?? {} }));
    clause.range = null;
  }
  // A property named by its key: numbers, presence.
  for (const property of ctx.vocabulary.properties) {
    const keyWords = nameTokens(property.key);
    let at = findPhrase(clause, keyWords);
    let width = keyWords.length;
    if (at < 0) {
      at = clause.tokens.findIndex((token, i) => !clause.used[i] && PROPERTY_ALIASES[token] === property.key);
      width = 1;
    }
    if (at < 0) continue;
    if (property.key === 'email' || property.key === 'createdAt') continue;
    use(clause, at, at + width - 1);
    if (property.type === 'number') {
      const compared = readNumberComparison(clause);
      if (compared === null) throw new AskBack(CopilotMessages.numberNeeded(property.key));
      if (compared.operator === 'numberBetween')
        terms.push(
          filter(property.key, 'numberBetween', {
            startCompareValue: compared.value,
            endCompareValue: compared.end ?? compared.value,
          }),
        );
      else terms.push(filter(property.key, compared.operator, { compareValue: compared.value }));
      continue;
    }
    const presence = clause.tokens.some((token) =>
      [
        'has',
        'have',
        'with',
        'known',
        'set',
        'missing',
        'no',
        'without',
        'empty',
        'blank',
        'number',
        'name',
      ].includes(token),
    );
    if (presence) {
      clause.tokens.forEach(
        (token, i) =>
          ['has', 'have', 'known', 'set', 'missing', 'empty', 'blank', 'number', 'name', 'a'].includes(
            token,
          ) && use(clause, i, i),
      );
      const absent =
        clause.negated || clause.tokens.some((token) => ['missing', 'empty', 'blank'].includes(token));
      terms.push(filter(property.key, absent ? 'notExists' : 'exists'));
      continue;
    }
    throw new AskBack(CopilotMessages.whichValue(property.key, property.values ?? []));
  }
  return terms;
};
