import type { SegmentFilter } from '@sendwell/contracts';
import { CopilotMessages } from './copilot-guard';
import { AskBack, type Node, type Term } from './planner-clause';
import { CLICK, NEGATIONS, OPEN, SENT, SEPARATORS, STOPWORDS } from './planner-words';

/*
 * Grouping: the prompt's tokens into an and/or tree of clauses (separators, brackets, 'except'),
 * negation carried across 'didn't open or click', and the read terms into groups of filters.
 */

export const parse = (tokens: string[]): Node => {
  let position = 0;
  const parseTop = (depth: number): Node => {
    const parts: Node[] = [];
    let current: string[] = [];
    const orParts: Node[][] = [[]];
    let andItems: Node[] = orParts[0] ?? [];
    const flushClause = () => {
      if (current.length > 0) andItems.push({ kind: 'clause', tokens: current });
      current = [];
    };
    const flushPart = () => {
      flushClause();
      const alternatives = orParts
        .filter((items) => items.length > 0)
        .map((items): Node => (items.length === 1 ? items[0]! : { kind: 'and', items }));
      if (alternatives.length > 0)
        parts.push(alternatives.length === 1 ? alternatives[0]! : { kind: 'or', items: alternatives });
      orParts.length = 0;
      orParts.push([]);
      andItems = orParts[0] ?? [];
    };
    while (position < tokens.length) {
      const token = tokens[position++] ?? '';
      if (token === '(') {
        flushClause();
        andItems.push(parseTop(depth + 1));
      } else if (token === ')') {
        if (depth > 0) break;
      } else if (token === 'or' || token === 'either') {
        if (token === 'either') continue;
        flushClause();
        const next: Node[] = [];
        orParts.push(next);
        andItems = next;
      } else if (token === 'and' || token === ',') {
        flushClause();
      } else if (SEPARATORS.has(token)) {
        flushPart();
      } else if (token === 'except' || token === 'excluding' || token === 'exclude') {
        flushPart();
        current.push(token);
      } else current.push(token);
    }
    flushPart();
    return parts.length === 1 ? parts[0]! : { kind: 'and', items: parts };
  };
  return parseTop(0);
};

/** A verb without an object ('opened or clicked the sale email') borrows the object of its neighbour. */
export const borrowObjects = (node: Node): Node => {
  if (node.kind === 'clause') return node;
  const items = node.items.map(borrowObjects);
  const isVerbOnly = (n: Node) =>
    n.kind === 'clause' &&
    n.tokens.some((token) => OPEN.has(token) || CLICK.has(token) || SENT.has(token)) &&
    n.tokens.every(
      (token) =>
        OPEN.has(token) ||
        CLICK.has(token) ||
        SENT.has(token) ||
        NEGATIONS.has(token) ||
        STOPWORDS.has(token),
    );
  for (let i = items.length - 2; i >= 0; i--) {
    const current = items[i]!;
    const next = items[i + 1]!;
    if (isVerbOnly(current) && current.kind === 'clause' && next.kind === 'clause') {
      const objectStart = next.tokens.findIndex(
        (token) => OPEN.has(token) || CLICK.has(token) || SENT.has(token),
      );
      if (objectStart < 0) continue;
      const object = next.tokens.slice(objectStart + 1);
      items[i] = { kind: 'clause', tokens: [...current.tokens, ...object] };
    }
  }
  // 'didn't open or click': neither.
  if (
    node.kind === 'or' &&
    items[0]?.kind === 'clause' &&
    items[0].tokens.some((token) => NEGATIONS.has(token))
  ) {
    const allActivity = items.every(
      (item) =>
        item.kind === 'clause' &&
        item.tokens.some((token) => OPEN.has(token) || CLICK.has(token) || SENT.has(token)),
    );
    if (allActivity)
      return {
        kind: 'and',
        items: items.map((item, i) =>
          i === 0 || item.kind !== 'clause' ? item : { kind: 'clause', tokens: ['not', ...item.tokens] },
        ),
      };
  }
  return { kind: node.kind, items };
};

export interface Audience {
  lists: { id: number; name: string }[];
  excluded: { id: number; name: string }[];
  flags: Set<string>;
}

/** Disjunctive normal form of the filter terms; lists and flags go to the audience. */
export const toGroups = (term: Term, audience: Audience, topLevel: boolean): SegmentFilter[][] => {
  switch (term.kind) {
    case 'filter':
      return [[term.filter]];
    case 'everyone':
      return [[]];
    case 'list': {
      if (!topLevel) throw new AskBack(CopilotMessages.listInsideOr);
      if (term.negated) audience.excluded.push({ id: term.id, name: term.name });
      else {
        if (audience.lists.length > 0) throw new AskBack(CopilotMessages.twoLists);
        audience.lists.push({ id: term.id, name: term.name });
      }
      return [[]];
    }
    case 'flag':
      if (!topLevel) throw new AskBack(CopilotMessages.listInsideOr);
      audience.flags.add(term.flag);
      return [[]];
    case 'and': {
      let groups: SegmentFilter[][] = [[]];
      for (const item of term.items) {
        const next = toGroups(item, audience, topLevel);
        groups = groups.flatMap((group) => next.map((other) => [...group, ...other]));
      }
      return groups;
    }
    case 'or': {
      if (term.items.every((item) => item.kind === 'list' && !item.negated) && topLevel) {
        if (audience.lists.length > 0) throw new AskBack(CopilotMessages.twoLists);
        for (const item of term.items)
          if (item.kind === 'list') audience.lists.push({ id: item.id, name: item.name });
        return [[]];
      }
      return term.items.flatMap((item) => toGroups(item, audience, false));
    }
  }
};
