import { CopilotMessages } from './copilot-guard';
import { nameTokens } from './copilot-text';
import {
  AskBack,
  type Clause,
  type Context,
  type Term,
  findPhrase,
  indexOfAny,
  use,
  whenRange,
} from './planner-clause';
import { CLICK, NEGATIONS, OPEN, SENT, STOPWORDS } from './planner-words';
import { readCount } from './read-numbers';

/* Who contacts are by membership: subscription flags, lists and segments, forms submitted. */

export const readFlags = (clause: Clause): Term[] => {
  const terms: Term[] = [];
  const unsub = clause.tokens.findIndex(
    (t, i) =>
      !clause.used[i] &&
      /^(unsubscribed|unsubscribe|unsubscribers|unsubs|unsubbed|optedout|opted-out)$/.test(t),
  );
  if (unsub >= 0) {
    use(clause, unsub, unsub);
    terms.push({ kind: 'flag', flag: clause.negated ? 'excludeIsUnsubscribed' : 'isUnsubscribed' });
  }
  const blocked = clause.tokens.findIndex(
    (t, i) => !clause.used[i] && /^(blocked|blocklisted|blacklisted)$/.test(t),
  );
  if (blocked >= 0) {
    use(clause, blocked, blocked);
    terms.push({ kind: 'flag', flag: clause.negated ? 'excludeIsBlocked' : 'isBlocked' });
  }
  return terms;
};

export const readLists = (clause: Clause, ctx: Context): Term[] => {
  const terms: Term[] = [];
  const listWordAt = clause.tokens.findIndex(
    (t) => t === 'list' || t === 'lists' || t === 'segment' || t === 'segments',
  );
  const candidates = ctx.vocabulary.lists
    .map((list) => {
      const words = nameTokens(list.name).filter((w) => !['list', 'segment', 'contacts'].includes(w));
      return { list, words, at: findPhrase(clause, words) };
    })
    .filter((candidate) => candidate.words.length > 0 && candidate.at >= 0)
    .sort((a, b) => b.words.length - a.words.length);
  for (const candidate of candidates) {
    const at = findPhrase(clause, candidate.words);
    if (at < 0) continue;
    // A single common word names a list only next to 'list' / 'in' / 'on' / 'members'.
    let beforeAt = at - 1;
    while (
      ['the', 'a', 'our', 'my', 'of'].includes(clause.tokens[beforeAt] ?? '') &&
      beforeAt > 0 &&
      clause.tokens[beforeAt - 1] !== undefined &&
      ['in', 'on', 'from', 'except', 'excluding', 'exclude', 'members'].includes(
        clause.tokens[beforeAt - 1] ?? '',
      )
    )
      beforeAt--;
    const before = clause.tokens[beforeAt] ?? '';
    const content = clause.tokens.filter((token) => !STOPWORDS.has(token) && !NEGATIONS.has(token));
    // With an activity verb, bare words are more likely a campaign's name than a list's.
    const aboutActivity = clause.tokens.some(
      (token) => OPEN.has(token) || CLICK.has(token) || SENT.has(token),
    );
    const explicit =
      listWordAt >= 0 ||
      ['in', 'on', 'of', 'from', 'except', 'excluding', 'exclude'].includes(before) ||
      (!aboutActivity && (content.length === candidate.words.length || candidate.words.length >= 2));
    if (!explicit) continue;
    use(clause, at, at + candidate.words.length - 1);
    if (listWordAt >= 0) use(clause, listWordAt, listWordAt);
    terms.push({ kind: 'list', id: candidate.list.id, name: candidate.list.name, negated: clause.negated });
  }
  return terms;
};

/** The words that make a clause about forms: a form, or submitting one ('submitted', 'filled', 'completed'). */
const FORM_WORDS = new Set([
  'form',
  'forms',
  'submitted',
  'submit',
  'submission',
  'submissions',
  'filled',
  'fill',
  'completed',
]);
/** Words read along with them once the clause is about forms: 'filled out', 'any form'. */
const FORM_COMPANION_WORDS = new Set(['out', 'any']);

export const readForms = (clause: Clause, ctx: Context): Term[] => {
  const formWord = indexOfAny(clause, FORM_WORDS);
  if (formWord < 0) return [];
  const candidates = ctx.vocabulary.forms
    .map((form) => ({ form, words: nameTokens(form.name).filter((w) => w !== 'form') }))
    .map((candidate) => ({ ...candidate, at: findPhrase(clause, candidate.words) }))
    .filter((candidate) => candidate.at >= 0 && candidate.words.length > 0);
  for (let i = 0; i < clause.tokens.length; i++) {
    const token = clause.tokens[i] ?? '';
    if (FORM_WORDS.has(token) || FORM_COMPANION_WORDS.has(token)) use(clause, i, i);
  }
  const count = readCount(clause);
  const submission = {
    hasSubmitted: !clause.negated,
    ...(clause.negated
      ? {}
      : { operator: count?.operator ?? ('atLeast' as const), compareValue: count?.value ?? 1 }),
    ...whenRange(clause),
  };
  if (candidates.length === 0) {
    const apps = [...new Set(ctx.vocabulary.forms.map((form) => form.appName))];
    if (apps.length === 0) throw new AskBack(CopilotMessages.noForms);
    // Any form: one condition per form app, any of them.
    const filters = apps.map((appName): Term => ({
      kind: 'filter',
      filter: { property: 'externalForm', appName, submission },
    }));
    return filters.length === 1 ? filters : [{ kind: clause.negated ? 'and' : 'or', items: filters }];
  }
  const best = Math.max(...candidates.map((candidate) => candidate.words.length));
  const chosen = candidates.filter((candidate) => candidate.words.length === best);
  if (chosen.length > 1)
    throw new AskBack(CopilotMessages.whichForm(chosen.map((candidate) => candidate.form.name)));
  const { form, at, words } = chosen[0]!;
  use(clause, at, at + words.length - 1);
  return [
    {
      kind: 'filter',
      filter: {
        property: 'externalForm',
        appName: form.appName,
        submission,
        eventProperty: 'formName',
        formOperator: 'equals',
        propertyCompareValue: [form.id],
      },
    },
  ];
};
