import type {
  CustomEventFilterDraft,
  PropertyCompareValue,
  PropertyOperator,
  ShopifyV2FilterDraft,
  UserPropertyFilterDraft,
} from '@sendwell/contracts';
import { isValuelessOperator } from '@sendwell/domain';

/*
 * A property comparison is edited the same way wherever it sits (contact property, event property), but
 * the wire keeps its values in different fields per kind (see the contract). The editors work on
 * `ComparisonValues`; these functions put them where each kind keeps them.
 */

/** Which inputs an operator takes. */
export type ValueSlot = 'none' | 'single' | 'days' | 'pair';

export const valueSlotOf = (operator: PropertyOperator | undefined): ValueSlot => {
  if (operator === undefined || isValuelessOperator(operator)) return 'none';
  if (operator === 'last' || operator === 'next') return 'days';
  if (operator === 'numberBetween' || operator === 'betweenDays' || operator === 'betweenDates')
    return 'pair';
  return 'single';
};

export interface ComparisonValues {
  /** Single-valued operators; for last/next the day count. */
  value?: PropertyCompareValue | undefined;
  /** numberBetween, betweenDays, betweenDates. */
  start?: number | string | undefined;
  end?: number | string | undefined;
}

const bound = (value: number | string | undefined) =>
  value === undefined || value === '' ? undefined : value;

/** A contact property filter with new values for its operator: day counts and day or date ranges live in rangeValue. */
export const withUserPropertyValues = (
  filter: UserPropertyFilterDraft,
  values: ComparisonValues,
): UserPropertyFilterDraft => {
  const {
    compareValue: _value,
    startCompareValue: _start,
    endCompareValue: _end,
    rangeValue: _range,
    ...rest
  } = filter;
  const start = bound(values.start);
  const end = bound(values.end);
  switch (filter.operator) {
    case 'last':
    case 'next':
      return typeof values.value === 'number' ? { ...rest, rangeValue: { endValue: values.value } } : rest;
    case 'betweenDays':
    case 'betweenDates':
      return { ...rest, rangeValue: { startValue: start ?? null, endValue: end ?? null } };
    case 'numberBetween':
      return {
        ...rest,
        ...(start !== undefined && { startCompareValue: start }),
        ...(end !== undefined && { endCompareValue: end }),
      };
    default:
      return values.value === undefined ? rest : { ...rest, compareValue: values.value };
  }
};

type EventDraft = CustomEventFilterDraft | ShopifyV2FilterDraft;

const stripValues = <F extends EventDraft>(filter: F): F => {
  const copy = { ...filter };
  delete copy.propertyCompareValue;
  delete copy.propertyStartCompareValue;
  delete copy.propertyEndCompareValue;
  return copy;
};

/** An event filter's property comparison with new values: everything but two-valued operators uses propertyCompareValue. */
export const withEventPropertyValues = <F extends EventDraft>(filter: F, values: ComparisonValues): F => {
  const rest = stripValues(filter);
  const start = bound(values.start);
  const end = bound(values.end);
  if (valueSlotOf(filter.propertyOperator) === 'pair') {
    return {
      ...rest,
      ...(start !== undefined && { propertyStartCompareValue: start }),
      ...(end !== undefined && { propertyEndCompareValue: end }),
    };
  }
  return values.value === undefined ? rest : { ...rest, propertyCompareValue: values.value };
};

/** A new operator for an event property: the previous operator's values no longer apply. */
export const changeEventPropertyOperator = <F extends EventDraft>(
  filter: F,
  operator: PropertyOperator,
): F => ({
  ...stripValues(filter),
  propertyOperator: operator,
});
