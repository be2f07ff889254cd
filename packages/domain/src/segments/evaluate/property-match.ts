import { SegmentMessages, type PropertyCompareValue, type SegmentPropertyType } from '@sendwell/contracts';
import { foldCase } from '../../fold-case';
import { comparisonDateRange } from '../filter-ranges';
import { propertyOperatorsFor, type PropertyComparison } from '../property-operators';
import { isWithin } from '../relative-dates';
import { dayBounds, windowOf } from './day-windows';
import { SegmentEvaluationError } from './evaluation-error';
import { jsonHoldsAny, type ReadValue } from './json-values';
import type { EvaluationClock } from './segment-dataset';

const incomplete = () => new SegmentEvaluationError(SegmentMessages.incompleteFilter);

const valuesOf = (value: PropertyCompareValue | undefined): (string | number | boolean)[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const textValues = (value: PropertyCompareValue | undefined): string[] => {
  const texts = valuesOf(value).map((item) => String(item).trim());
  if (texts.length === 0) throw incomplete();
  return texts;
};

const numberOf = (value: unknown): number => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(number)) throw incomplete();
  return number;
};

const numberValues = (value: PropertyCompareValue | undefined): number[] => {
  const numbers = valuesOf(value).map(numberOf);
  if (numbers.length === 0) throw incomplete();
  return numbers;
};

const firstNumber = (value: PropertyCompareValue | undefined): number => numberValues(value)[0] ?? Number.NaN;

type ValueTest = (value: ReadValue) => boolean;

/** Text test, case folded, against any of the values; a value that is not there never passes. */
const textTest = (values: readonly string[], test: (text: string, value: string) => boolean): ValueTest => {
  const folded = values.map(foldCase);
  return ({ text }) => {
    if (text === null) return false;
    const foldedText = foldCase(text);
    return folded.some((value) => test(foldedText, value));
  };
};

const numberTest =
  (target: number, test: (number: number, target: number) => boolean): ValueTest =>
  ({ number }) =>
    number !== null && test(number, target);

const not =
  (test: ValueTest): ValueTest =>
  (value) =>
    !test(value);

const inDays = (day: string | null, bounds: { from?: string; to?: string }): boolean =>
  day !== null &&
  (bounds.from === undefined || day >= bounds.from) &&
  (bounds.to === undefined || day <= bounds.to);

/**
 * A property comparison as the engine reads it, as a test of one value; an incomplete comparison or
 * an operator that does not fit the type is refused at once. Text compares without regard to case; a
 * list holds a value when one of its items equals it; a multi-valued compare value matches any of its
 * values. Negative operators are the exact complement of their positive one, so a missing value
 * matches them; isFalse needs an explicit false.
 */
export const comparisonTest = (
  type: SegmentPropertyType,
  comparison: PropertyComparison,
  clock: EvaluationClock,
): ValueTest => {
  const { operator } = comparison;
  if (!operator) throw incomplete();
  if (!propertyOperatorsFor(type, comparison.key).includes(operator))
    throw new SegmentEvaluationError(SegmentMessages.operatorNotAllowed);
  switch (operator) {
    case 'exists':
      return (value) => value.present;
    case 'notExists':
      return (value) => !value.present;
    case 'isTrue':
      return (value) => value.boolean === true;
    case 'isFalse':
      return (value) => value.boolean === false;
    case 'equals':
    case 'notEquals': {
      let equal: ValueTest;
      if (type === 'number') {
        const numbers = numberValues(comparison.value);
        equal = ({ number }) => number !== null && numbers.includes(number);
      } else equal = textTest(textValues(comparison.value), (text, item) => text === item);
      return operator === 'equals' ? equal : not(equal);
    }
    case 'contains':
    case 'doesNotContain': {
      const items = textValues(comparison.value);
      const contains: ValueTest =
        type === 'list'
          ? (value) => jsonHoldsAny(value.json, items)
          : textTest(items, (text, item) => text.includes(item));
      return operator === 'contains' ? contains : not(contains);
    }
    case 'startsWith':
      return textTest(textValues(comparison.value), (text, item) => text.startsWith(item));
    case 'endsWith':
      return textTest(textValues(comparison.value), (text, item) => text.endsWith(item));
    case 'greaterThan':
      return numberTest(firstNumber(comparison.value), (number, target) => number > target);
    case 'lessThan':
      return numberTest(firstNumber(comparison.value), (number, target) => number < target);
    case 'greaterThanOrEqual':
      return numberTest(firstNumber(comparison.value), (number, target) => number >= target);
    case 'lessThanOrEqual':
      return numberTest(firstNumber(comparison.value), (number, target) => number <= target);
    case 'numberBetween': {
      const start = numberOf(comparison.start);
      const end = numberOf(comparison.end);
      const [low, high] = [Math.min(start, end), Math.max(start, end)];
      return ({ number }) => number !== null && number >= low && number <= high;
    }
    case 'last':
    case 'next':
    case 'betweenDays':
    case 'betweenDates':
    case 'onDate':
    case 'afterDate':
    case 'beforeDate': {
      const window = windowOf(comparisonDateRange(comparison), clock);
      const bounds = dayBounds(window, clock);
      // An instant field compares with the window's instants; a day value with the days it covers.
      return (value) => (value.instant ? isWithin(value.instant, window) : inDays(value.day, bounds));
    }
    case 'allEmailTypes':
    case 'noEmailTypes':
    case 'containsEmailTypes':
    case 'notContainsEmailTypes':
      // Only the email subscription attribute takes these; it is evaluated on its own.
      throw new SegmentEvaluationError(SegmentMessages.operatorNotAllowed);
  }
};
