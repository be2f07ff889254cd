import { SEGMENT_MAX_OCCURRENCES, SegmentMessages, type ComparisonOperator } from '@sendwell/contracts';

/*
 * What the wizard's number boxes accept. They take digits only (typed; paste is blocked by the
 * component), and the start or end of a range cannot begin with 0, so "07" cannot be typed.
 */

/** Keeps the digits of what was typed: '12a3' -> '123'. */
export const digitsOnly = (typed: string): string => typed.replace(/\D+/g, '');

/** Whether a key press may reach a number box. */
export const isDigitKey = (key: string): boolean => /^\d$/.test(key);

/**
 * The text a range start or end box shows after a keystroke: digits only, without leading zeros,
 * so a lone '0' typed first is refused.
 */
export const rangeBoundInput = (typed: string): string => digitsOnly(typed).replace(/^0+/, '');

/** A count box: digits only, and a leading 0 only when it is the whole value ('0' is a valid count). */
export const countInput = (typed: string): string => {
  const digits = digitsOnly(typed);
  return digits.length > 1 ? digits.replace(/^0+(?=\d)/, '') : digits;
};

/** The number a digits-only box holds, or null while it is empty. */
export const numberFromInput = (text: string): number | null => (text === '' ? null : Number(text));

/**
 * The message for an occurrence or submission count, or null when it is fine.
 * "Equal to" and "greater than" accept 0 ("greater than 0 times" means at least once);
 * "less than" needs more than 1, since "less than 1 time" is the same as "has not occurred";
 * the others need at least 1. Counts stop at 9999.
 */
export const countError = (value: number, operator: ComparisonOperator | undefined): string | null => {
  if (!Number.isInteger(value)) return SegmentMessages.notInteger;
  if (value > SEGMENT_MAX_OCCURRENCES) return SegmentMessages.tooLarge;
  switch (operator) {
    case 'equalTo':
    case 'greaterThan':
      return value < 0 ? SegmentMessages.countAtLeastZero : null;
    case 'lessThan':
      return value <= 1 ? SegmentMessages.countAboveOne : null;
    default:
      return value < 1 ? SegmentMessages.countAtLeastOne : null;
  }
};

/** A day count of a range (last N days, between N and M days): a whole number of 0 or more. */
export const dayCountError = (value: number, { atLeastOne }: { atLeastOne: boolean }): string | null => {
  if (!Number.isInteger(value)) return SegmentMessages.notInteger;
  if (atLeastOne && value < 1) return SegmentMessages.countAtLeastOne;
  if (value < 0) return SegmentMessages.countAtLeastZero;
  return null;
};
