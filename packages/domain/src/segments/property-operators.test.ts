import { describe, expect, it } from 'vitest';
import {
  defaultPropertyOperator,
  eventPropertyComparison,
  formPropertyComparison,
  isValuelessOperator,
  propertyOperatorsFor,
  segmentPropertyTypes,
  shopifyV2PropertyType,
  userPropertyComparison,
} from './property-operators';

describe('operator sets', () => {
  it('follow the property type', () => {
    expect(propertyOperatorsFor('boolean')).toEqual(['isTrue', 'isFalse', 'exists', 'notExists']);
    expect(propertyOperatorsFor('number')).toContain('numberBetween');
    expect(propertyOperatorsFor('date')).toContain('betweenDates');
    expect(propertyOperatorsFor('list')).toEqual(['contains', 'doesNotContain', 'exists', 'notExists']);
    expect(propertyOperatorsFor('string')).not.toContain('numberBetween');
  });
  it('give the email status attributes their own operators', () => {
    expect(propertyOperatorsFor('string', 'email_subscription_status')).toEqual([
      'allEmailTypes',
      'noEmailTypes',
      'containsEmailTypes',
      'notContainsEmailTypes',
    ]);
    expect(propertyOperatorsFor('boolean', 'email_blocked_status')).toEqual(['isTrue', 'isFalse']);
  });
  it('default to the first operator of the set', () => {
    expect(defaultPropertyOperator('string')).toBe('equals');
    expect(defaultPropertyOperator('date')).toBe('last');
  });
  it('know the operators that take no value', () => {
    expect(isValuelessOperator('exists')).toBe(true);
    expect(isValuelessOperator('isFalse')).toBe(true);
    expect(isValuelessOperator('equals')).toBe(false);
  });
});

describe('property registry', () => {
  it('adds the built-in contact fields, which win over account properties of the same key', () => {
    const types = segmentPropertyTypes([
      { key: 'city', type: 'string' },
      { key: 'createdAt', type: 'string' },
    ]);
    expect(types.get('city')).toBe('string');
    expect(types.get('createdAt')).toBe('date');
    expect(types.get('email_blocked_status')).toBe('boolean');
  });
  it('knows store v2 property types', () => {
    expect(shopifyV2PropertyType('orderValue')).toBe('number');
    expect(shopifyV2PropertyType('productNames')).toBe('list');
    expect(shopifyV2PropertyType('nope')).toBeUndefined();
  });
});

describe('comparisons', () => {
  it('read a contact property the same way whatever the operator keeps its value in', () => {
    expect(
      userPropertyComparison({
        property: 'userProperty',
        condition: 'age',
        operator: 'numberBetween',
        startCompareValue: 1,
        endCompareValue: 2,
      }),
    ).toMatchObject({
      start: 1,
      end: 2,
    });
    expect(
      userPropertyComparison({
        property: 'userProperty',
        condition: 'at',
        operator: 'last',
        rangeValue: { endValue: 7 },
      }),
    ).toMatchObject({ value: 7 });
    expect(
      userPropertyComparison({
        property: 'userProperty',
        condition: 'at',
        operator: 'betweenDays',
        rangeValue: { startValue: 1, endValue: 3 },
      }),
    ).toMatchObject({
      start: 1,
      end: 3,
    });
    expect(
      userPropertyComparison({
        property: 'userProperty',
        condition: 'at',
        operator: 'onDate',
        compareValue: '01/01/2025',
      }),
    ).toMatchObject({ value: '01/01/2025' });
  });
  it('read event and form property filters, or nothing when absent', () => {
    expect(eventPropertyComparison({ property: 'customEvents', eventName: 'x' })).toBeUndefined();
    expect(
      eventPropertyComparison({
        property: 'userShopifyActivityV2',
        eventName: 'orderPlaced',
        eventProperty: 'orderValue',
        propertyOperator: 'greaterThan',
      }),
    ).toMatchObject({
      key: 'orderValue',
      type: 'number',
    });
    expect(formPropertyComparison({ property: 'externalForm', appName: 'x' })).toBeUndefined();
    expect(
      formPropertyComparison({
        property: 'externalForm',
        eventProperty: 'formName',
        formOperator: 'equals',
        propertyCompareValue: [1],
      }),
    ).toMatchObject({
      key: 'formName',
      operator: 'equals',
      value: [1],
    });
  });
});
