import { describe, expect, it } from 'vitest';
import type { CustomEventFilterDraft, UserPropertyFilterDraft } from '@sendwell/contracts';
import { userPropertyComparison } from '@sendwell/domain';
import {
  changeEventPropertyOperator,
  valueSlotOf,
  withEventPropertyValues,
  withUserPropertyValues,
} from './property-values';

const property = (operator: UserPropertyFilterDraft['operator']): UserPropertyFilterDraft => ({
  property: 'userProperty',
  condition: 'signedUpOn',
  operator,
});

describe('value slots', () => {
  it('says which inputs each operator takes', () => {
    expect(valueSlotOf('exists')).toBe('none');
    expect(valueSlotOf('isTrue')).toBe('none');
    expect(valueSlotOf('last')).toBe('days');
    expect(valueSlotOf('betweenDates')).toBe('pair');
    expect(valueSlotOf('numberBetween')).toBe('pair');
    expect(valueSlotOf('equals')).toBe('single');
    expect(valueSlotOf(undefined)).toBe('none');
  });
});

describe('contact property values', () => {
  it('keeps day counts and day or date ranges in rangeValue, the rest in the compare values', () => {
    expect(withUserPropertyValues(property('last'), { value: 7 })).toMatchObject({
      rangeValue: { endValue: 7 },
    });
    expect(
      withUserPropertyValues(property('betweenDates'), { start: '01/03/2026', end: '31/03/2026' }),
    ).toMatchObject({ rangeValue: { startValue: '01/03/2026', endValue: '31/03/2026' } });
    expect(withUserPropertyValues(property('numberBetween'), { start: 1, end: 5 })).toMatchObject({
      startCompareValue: 1,
      endCompareValue: 5,
    });
    expect(withUserPropertyValues(property('onDate'), { value: '02/03/2026' })).toMatchObject({
      compareValue: '02/03/2026',
    });
  });

  it('reads back what it wrote', () => {
    const written = withUserPropertyValues(property('betweenDays'), { start: 3, end: 10 });
    expect(userPropertyComparison(written)).toMatchObject({ start: 3, end: 10 });
    const days = withUserPropertyValues(property('next'), { value: 14 });
    expect(userPropertyComparison(days).value).toBe(14);
  });

  it('a cleared value leaves the field out', () => {
    const filled = withUserPropertyValues(property('equals'), { value: 'Berlin' });
    expect(withUserPropertyValues(filled, { value: undefined })).not.toHaveProperty('compareValue');
  });
});

describe('event property values', () => {
  const event: CustomEventFilterDraft = {
    property: 'customEvents',
    eventName: 'Purchase',
    occurrence: { hasOccurred: true },
    eventProperty: 'amount',
    eventPropertyType: 'number',
    propertyOperator: 'numberBetween',
  };

  it('two-valued operators use the start and end fields, the others propertyCompareValue', () => {
    expect(withEventPropertyValues(event, { start: 10, end: 20 })).toMatchObject({
      propertyStartCompareValue: 10,
      propertyEndCompareValue: 20,
    });
    const last = changeEventPropertyOperator(event, 'greaterThan');
    expect(withEventPropertyValues(last, { value: 5 })).toMatchObject({ propertyCompareValue: 5 });
  });

  it('a new operator drops the previous values and keeps the property', () => {
    const filled = withEventPropertyValues(event, { start: 10, end: 20 });
    const changed = changeEventPropertyOperator(filled, 'exists');
    expect(changed).toEqual({ ...event, propertyOperator: 'exists' });
  });
});
