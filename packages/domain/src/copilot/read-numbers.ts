import type { ComparisonOperator, PropertyOperator } from '@sendwell/contracts';
import { numberOf } from './copilot-dates';
import { type Clause, use } from './planner-clause';
import { COMPARATORS, COUNT_UNITS } from './planner-words';

/* Numbers in a clause: counts of times ('twice', '3+ orders') and comparisons ('over 500'). */

/** A count such as 'more than 2 times', 'at least 3 orders', '2+ times', 'twice'. */
export const readCount = (clause: Clause): { operator: ComparisonOperator; value: number } | null => {
  for (let i = 0; i < clause.tokens.length; i++) {
    if (clause.used[i]) continue;
    const token = clause.tokens[i] ?? '';
    if (token === 'twice' || token === 'once') {
      use(clause, i, i);
      const before = clause.tokens[i - 1];
      const twoBefore = clause.tokens[i - 2];
      if (before === 'than' && twoBefore && COMPARATORS[twoBefore]) {
        use(clause, i - 2, i - 1);
        return { operator: comparison(COMPARATORS[twoBefore] ?? 'gt'), value: token === 'twice' ? 2 : 1 };
      }
      if (before === 'least') {
        use(clause, i - 2 >= 0 && clause.tokens[i - 2] === 'at' ? i - 2 : i - 1, i - 1);
        return { operator: 'atLeast', value: token === 'twice' ? 2 : 1 };
      }
      if (before && COMPARATORS[before]) {
        use(clause, i - 1, i - 1);
        return { operator: comparison(COMPARATORS[before] ?? 'eq'), value: token === 'twice' ? 2 : 1 };
      }
      return { operator: 'equalTo', value: token === 'twice' ? 2 : 1 };
    }
    const n = numberOf(token);
    if (n === null || !/^\d+$/.test(token)) continue;
    let end = i + 1;
    let operator: ComparisonOperator | null = null;
    if (clause.tokens[end] === 'plus') {
      operator = 'atLeast';
      end++;
    } else if (
      clause.tokens[end] === 'or' &&
      (clause.tokens[end + 1] === 'more' ||
        clause.tokens[end + 1] === 'less' ||
        clause.tokens[end + 1] === 'fewer')
    ) {
      operator = clause.tokens[end + 1] === 'more' ? 'atLeast' : 'atMost';
      end += 2;
    }
    if (!COUNT_UNITS.has(clause.tokens[end] ?? '')) continue;
    let start = i;
    const before = clause.tokens[i - 1] ?? '';
    const twoBefore = clause.tokens[i - 2] ?? '';
    if (operator === null) {
      if (before === 'than' && COMPARATORS[twoBefore]) {
        operator = comparison(COMPARATORS[twoBefore] ?? 'gt');
        start = i - 2;
      } else if (before === 'least' && twoBefore === 'at') {
        operator = 'atLeast';
        start = i - 2;
      } else if (before === 'most' && twoBefore === 'at') {
        operator = 'atMost';
        start = i - 2;
      } else if (COMPARATORS[before]) {
        operator = comparison(COMPARATORS[before] ?? 'gt');
        start = i - 1;
      } else operator = 'equalTo';
    }
    use(clause, start, end);
    return { operator, value: n };
  }
  return null;
};

const comparison = (kind: 'gt' | 'lt' | 'gte' | 'lte' | 'eq'): ComparisonOperator =>
  (({ gt: 'greaterThan', lt: 'lessThan', gte: 'atLeast', lte: 'atMost', eq: 'equalTo' }) as const)[kind];
const propertyComparison = (kind: 'gt' | 'lt' | 'gte' | 'lte' | 'eq'): PropertyOperator =>
  (
    ({
      gt: 'greaterThan',
      lt: 'lessThan',
      gte: 'greaterThanOrEqual',
      lte: 'lessThanOrEqual',
      eq: 'equals',
    }) as const
  )[kind];

/** 'over 500', 'more than 100', 'at least 3', 'between:100:500', 'under 50'. */
export const readNumberComparison = (
  clause: Clause,
): { operator: PropertyOperator; value: number; end?: number } | null => {
  for (let i = 0; i < clause.tokens.length; i++) {
    if (clause.used[i]) continue;
    const token = clause.tokens[i] ?? '';
    const between = /^between_(\d+(?:\.\d+)?)_(\d+(?:\.\d+)?)$/.exec(token);
    if (between) {
      use(clause, i, i);
      return { operator: 'numberBetween', value: Number(between[1]), end: Number(between[2]) };
    }
    const kind = COMPARATORS[token];
    if (kind === undefined) continue;
    let j = i + 1;
    if (
      clause.tokens[j] === 'than' ||
      clause.tokens[j] === 'or' ||
      clause.tokens[j] === 'equal' ||
      clause.tokens[j] === 'to'
    )
      j++;
    if (clause.tokens[j] === 'equal' || clause.tokens[j] === 'to') j++;
    const n = numberOf(clause.tokens[j]);
    if (n === null || !/\d/.test(clause.tokens[j] ?? '')) continue;
    let start = i;
    let finalKind = kind;
    if ((token === 'least' || token === 'most') && clause.tokens[i - 1] === 'at') start = i - 1;
    if (clause.tokens[i + 1] === 'or' && clause.tokens[i + 2] === 'equal')
      finalKind = kind === 'gt' ? 'gte' : kind === 'lt' ? 'lte' : kind;
    use(clause, start, j);
    if (clause.tokens[j + 1] === 'percent') use(clause, j + 1, j + 1);
    return { operator: propertyComparison(finalKind), value: n };
  }
  for (let i = 0; i < clause.tokens.length; i++) {
    const token = clause.tokens[i] ?? '';
    if (clause.used[i] || !/^\d+(\.\d+)?$/.test(token)) continue;
    const next = clause.tokens[i + 1];
    if (next === 'plus' || (next === 'or' && clause.tokens[i + 2] === 'more')) {
      use(clause, i, next === 'plus' ? i + 1 : i + 2);
      return { operator: 'greaterThanOrEqual', value: Number(token) };
    }
  }
  return null;
};

export const propertyToComparison = (operator: PropertyOperator): ComparisonOperator => {
  switch (operator) {
    case 'greaterThan':
      return 'greaterThan';
    case 'lessThan':
      return 'lessThan';
    case 'greaterThanOrEqual':
      return 'atLeast';
    case 'lessThanOrEqual':
      return 'atMost';
    default:
      return 'equalTo';
  }
};
