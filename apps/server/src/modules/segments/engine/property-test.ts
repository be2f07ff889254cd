import { sql } from 'kysely';
import { SegmentMessages, type PropertyCompareValue, type SegmentPropertyType } from '@sendwell/contracts';
import { foldCase as foldText, propertyOperatorsFor, type PropertyComparison } from '@sendwell/domain';
import { BadRequestError } from '../../../platform/errors';
import { foldCase, likePattern } from '../../../db/fold-case';
import { comparisonWindow, dayBounds, type SegmentClock } from './segment-clock';
import { and, dayInWindow, FALSE, instantInWindow, not, type Fragment, type ValueOf } from './sql-values';

const valuesOf = (value: PropertyCompareValue | undefined): (string | number | boolean)[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const textValues = (value: PropertyCompareValue | undefined): string[] => {
  const texts = valuesOf(value).map((item) => String(item).trim());
  if (texts.length === 0) throw new BadRequestError(SegmentMessages.incompleteFilter);
  return texts;
};

const numberOf = (value: unknown): number => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) throw new BadRequestError(SegmentMessages.incompleteFilter);
  return number;
};

const numberValues = (value: PropertyCompareValue | undefined): number[] => {
  const numbers = valuesOf(value).map(numberOf);
  if (numbers.length === 0) throw new BadRequestError(SegmentMessages.incompleteFilter);
  return numbers;
};

/** An item of a list-valued property (or the single value) equals one of the values exactly. */
const listHolds = (value: ValueOf, items: string[]): Fragment => (value.json ? sql`(${value.json} ?| ${items}::text[])` : FALSE);

/** The value's text, case folded, contains (starts, ends with) any of the values. */
const textLike = (value: ValueOf, compareValue: PropertyCompareValue | undefined, where: 'contains' | 'startsWith' | 'endsWith'): Fragment =>
  sql`(${foldCase(value.text)} like any(${textValues(compareValue).map((text) => likePattern(foldText(text), where))}::text[]))`;

/**
 * The SQL condition of a property comparison, read the same way as the domain reads it
 * (`PropertyComparison`). Text compares without regard to case; a list holds a value when one of its
 * items equals it. A multi-valued compare value matches any of its values. Negative operators
 * (notEquals, doesNotContain, notExists) are the exact complement of their positive one, so a contact
 * without the property matches them. isFalse needs an explicit false.
 */
export const propertyTest = (value: ValueOf, type: SegmentPropertyType, comparison: PropertyComparison, clock: SegmentClock): Fragment => {
  const { operator } = comparison;
  if (!operator) throw new BadRequestError(SegmentMessages.incompleteFilter);
  if (!propertyOperatorsFor(type, comparison.key).includes(operator)) throw new BadRequestError(SegmentMessages.operatorNotAllowed);
  switch (operator) {
    case 'exists':
      return value.present;
    case 'notExists':
      return not(value.present);
    case 'isTrue':
      return sql`(${value.boolean} = true)`;
    case 'isFalse':
      return sql`(${value.boolean} = false)`;
    case 'equals':
    case 'notEquals': {
      const equal =
        type === 'number'
          ? sql`(${value.number} = any(${numberValues(comparison.value)}::numeric[]))`
          : sql`(${foldCase(value.text)} = any(${textValues(comparison.value).map(foldText)}::text[]))`;
      return operator === 'equals' ? equal : not(equal);
    }
    case 'contains':
    case 'doesNotContain': {
      const contains =
        type === 'list'
          ? listHolds(value, textValues(comparison.value))
          : textLike(value, comparison.value, 'contains');
      return operator === 'contains' ? contains : not(contains);
    }
    case 'startsWith':
    case 'endsWith':
      return textLike(value, comparison.value, operator);
    case 'greaterThan':
      return sql`(${value.number} > ${numberValues(comparison.value)[0]}::numeric)`;
    case 'lessThan':
      return sql`(${value.number} < ${numberValues(comparison.value)[0]}::numeric)`;
    case 'greaterThanOrEqual':
      return sql`(${value.number} >= ${numberValues(comparison.value)[0]}::numeric)`;
    case 'lessThanOrEqual':
      return sql`(${value.number} <= ${numberValues(comparison.value)[0]}::numeric)`;
    case 'numberBetween': {
      const start = numberOf(comparison.start);
      const end = numberOf(comparison.end);
      return sql`(${value.number} between ${Math.min(start, end)}::numeric and ${Math.max(start, end)}::numeric)`;
    }
    case 'last':
    case 'next':
    case 'betweenDays':
    case 'betweenDates':
    case 'onDate':
    case 'afterDate':
    case 'beforeDate': {
      const window = comparisonWindow(comparison, clock);
      if (!window) throw new BadRequestError(SegmentMessages.incompleteFilter);
      // An instant column compares with the window's instants, keeping its index usable.
      const parts = value.instant ? instantInWindow(value.instant, window) : dayInWindow(value.day, dayBounds(window, clock));
      return parts.length === 0 ? value.present : and(parts);
    }
    case 'allEmailTypes':
    case 'noEmailTypes':
    case 'containsEmailTypes':
    case 'notContainsEmailTypes':
      // Only the email subscription attribute takes these; it is compiled on its own.
      throw new BadRequestError(SegmentMessages.operatorNotAllowed);
  }
};
