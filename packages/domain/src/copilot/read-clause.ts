import { findDateRange } from './copilot-dates';
import { CopilotMessages } from './copilot-guard';
import { AskBack, type Clause, type Context, type Node, type Term, use } from './planner-clause';
import { NEGATIONS, STOPWORDS } from './planner-words';
import { readActivity } from './read-activity';
import { readFlags, readForms, readLists } from './read-audience';
import { readEvents } from './read-events';
import { readProperties } from './read-properties';

/* One clause read into terms by every recogniser in turn; a word none of them reads is asked about. */

const readClause = (tokens: string[], ctx: Context, inherited: { negated: boolean }): Term[] => {
  const clause: Clause = { tokens, used: tokens.map(() => false), negated: false, range: null };
  tokens.forEach((token, i) => {
    if (NEGATIONS.has(token)) {
      clause.negated = true;
      use(clause, i, i);
    }
  });
  if (inherited.negated) clause.negated = true;
  const date = findDateRange(tokens, ctx.now, ctx.offsetMinutes);
  if (date) {
    clause.range = date.range;
    use(clause, date.start, date.end);
  }
  if (tokens.some((token) => ['recently', 'recent', 'lately'].includes(token)) && date === null)
    throw new AskBack(CopilotMessages.howRecent);
  const terms: Term[] = [];
  const everyone =
    tokens.some((token) => ['everyone', 'everybody', 'all'].includes(token)) && tokens.length <= 3;
  terms.push(...readFlags(clause));
  terms.push(...readLists(clause, ctx));
  terms.push(...readForms(clause, ctx));
  terms.push(...readActivity(clause, ctx));
  terms.push(...readEvents(clause, ctx));
  terms.push(...readProperties(clause, ctx));
  const leftover = tokens.filter(
    (token, i) =>
      !clause.used[i] &&
      !STOPWORDS.has(token) &&
      !/^\d+$/.test(token) &&
      !['up', 'in', 'out', 'who', 'nobody'].includes(token),
  );
  if (leftover.length > 0) throw new AskBack(CopilotMessages.unclear(leftover));
  if (terms.length === 0 && everyone) return [{ kind: 'everyone' }];
  if (date && !terms.some((term) => term.kind === 'filter' || term.kind === 'and' || term.kind === 'or'))
    throw new AskBack(CopilotMessages.dateWithoutWhat);
  return terms;
};

export const readNode = (node: Node, ctx: Context): Term => {
  if (node.kind === 'clause') {
    const terms = readClause(node.tokens, ctx, { negated: false });
    return terms.length === 1 ? terms[0]! : { kind: 'and', items: terms };
  }
  return { kind: node.kind, items: node.items.map((item) => readNode(item, ctx)) };
};
