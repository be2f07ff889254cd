import type { SegmentFilterDraft, UserActivityFilterDraft } from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import { filterErrors, isFilterComplete, type SegmentValidationContext } from './filter-validation';
import { segmentPropertyTypes } from './property-operators';

const first = (filter: SegmentFilterDraft, context: SegmentValidationContext = {}) =>
  filterErrors(filter, context)[0] ?? null;
const incomplete = (path: string) => ({ path, message: 'Complete every condition' });

describe('an unchosen filter', () => {
  it('is incomplete', () => {
    expect(first({ property: null })).toEqual(incomplete('property'));
    expect(isFilterComplete({ property: 'userProperty' })).toBe(false);
  });
});

describe('userProperty', () => {
  const city = { property: 'userProperty', condition: 'city' } as const;
  it('needs a condition and an operator', () => {
    expect(first({ property: 'userProperty' })).toEqual(incomplete('condition'));
    expect(first(city)).toEqual(incomplete('operator'));
  });
  it('needs a value unless the operator takes none', () => {
    expect(first({ ...city, operator: 'equals' })).toEqual(incomplete('compareValue'));
    expect(first({ ...city, operator: 'equals', compareValue: '  ' })).toEqual(incomplete('compareValue'));
    expect(first({ ...city, operator: 'equals', compareValue: [] })).toEqual(incomplete('compareValue'));
    expect(isFilterComplete({ ...city, operator: 'equals', compareValue: 'Berlin' })).toBe(true);
    expect(isFilterComplete({ ...city, operator: 'exists' })).toBe(true);
    expect(isFilterComplete({ ...city, operator: 'notExists' })).toBe(true);
  });
  it('between needs both values with the start smaller than the end', () => {
    const age = { property: 'userProperty', condition: 'age', operator: 'numberBetween' } as const;
    expect(first({ ...age, startCompareValue: 1 })).toEqual(incomplete('endCompareValue'));
    expect(first({ ...age, startCompareValue: 5, endCompareValue: 5 })).toEqual({
      path: 'startCompareValue',
      message: 'The start must be before the end',
    });
    expect(isFilterComplete({ ...age, startCompareValue: 1, endCompareValue: 5 })).toBe(true);
  });
  it('between days or dates accepts equal ends but not a later start', () => {
    const signup = { property: 'userProperty', condition: 'signup' } as const;
    expect(
      isFilterComplete({ ...signup, operator: 'betweenDays', rangeValue: { startValue: 3, endValue: 3 } }),
    ).toBe(true);
    expect(
      first({ ...signup, operator: 'betweenDays', rangeValue: { startValue: 4, endValue: 3 } })?.path,
    ).toBe('rangeValue.startValue');
    expect(
      isFilterComplete({
        ...signup,
        operator: 'betweenDates',
        rangeValue: { startValue: '01/03/2025', endValue: '01/03/2025' },
      }),
    ).toBe(true);
    expect(
      first({
        ...signup,
        operator: 'betweenDates',
        rangeValue: { startValue: '02/03/2025', endValue: '01/03/2025' },
      })?.message,
    ).toBe('The start must be before the end');
    expect(
      first({
        ...signup,
        operator: 'betweenDates',
        rangeValue: { startValue: '30/02/2025', endValue: '01/03/2025' },
      })?.message,
    ).toBe('Enter a date as DD/MM/YYYY');
  });
  it('on, after and before need a date', () => {
    const signup = { property: 'userProperty', condition: 'signup', operator: 'onDate' } as const;
    expect(first(signup)).toEqual(incomplete('compareValue'));
    expect(first({ ...signup, compareValue: '2025-03-01' })?.message).toBe('Enter a date as DD/MM/YYYY');
    expect(isFilterComplete({ ...signup, compareValue: '01/03/2025' })).toBe(true);
    expect(isFilterComplete({ ...signup, operator: 'beforeDate', compareValue: 1_740_000_000_000 })).toBe(
      true,
    );
  });
  it('last or next need a day count', () => {
    const signup = { property: 'userProperty', condition: 'signup', operator: 'last' } as const;
    expect(first(signup)).toEqual(incomplete('rangeValue.endValue'));
    expect(first({ ...signup, rangeValue: { endValue: 0 } })?.message).toBe('Must be >= 1. Ex: 1, 5, 8');
    expect(isFilterComplete({ ...signup, operator: 'next', rangeValue: { endValue: 30 } })).toBe(true);
  });
  it('refuses unknown properties and operators that do not fit the type when the registry is known', () => {
    const context = { propertyTypes: segmentPropertyTypes([{ key: 'age', type: 'number' }]) };
    expect(first({ property: 'userProperty', condition: 'nope', operator: 'exists' }, context)?.message).toBe(
      'This contact property does not exist',
    );
    expect(
      first(
        { property: 'userProperty', condition: 'age', operator: 'startsWith', compareValue: '1' },
        context,
      )?.message,
    ).toBe('This operator does not apply to the chosen property');
    expect(
      first({ property: 'userProperty', condition: 'age', operator: 'equals', compareValue: 'x' }, context),
    ).toEqual(incomplete('compareValue'));
    expect(
      isFilterComplete(
        { property: 'userProperty', condition: 'age', operator: 'greaterThan', compareValue: 30 },
        context,
      ),
    ).toBe(true);
    expect(
      isFilterComplete(
        { property: 'userProperty', condition: 'createdAt', operator: 'last', rangeValue: { endValue: 14 } },
        context,
      ),
    ).toBe(true);
  });
  it('email subscription status compares with email types', () => {
    const status = { property: 'userProperty', condition: 'email_subscription_status' } as const;
    const context = { propertyTypes: segmentPropertyTypes([]) };
    expect(isFilterComplete({ ...status, operator: 'allEmailTypes' }, context)).toBe(true);
    expect(first({ ...status, operator: 'containsEmailTypes' }, context)).toEqual(incomplete('compareValue'));
    expect(
      isFilterComplete({ ...status, operator: 'containsEmailTypes', compareValue: ['newsletter'] }, context),
    ).toBe(true);
    expect(first({ ...status, operator: 'equals', compareValue: 'x' }, context)?.message).toBe(
      'This operator does not apply to the chosen property',
    );
  });
});

describe('userActivity', () => {
  const opened = { property: 'userActivity', condition: 'hasOpened' } as const;
  it('needs a condition and at least one campaign', () => {
    expect(first({ property: 'userActivity' })).toEqual(incomplete('condition'));
    expect(first(opened)).toEqual(incomplete('campaigns'));
    expect(first({ ...opened, campaigns: [] })).toEqual(incomplete('campaigns'));
  });
  it("needs a range for 'all' and for live campaigns", () => {
    expect(first({ ...opened, campaigns: ['all'] })).toEqual(incomplete('range'));
    expect(first({ ...opened, campaigns: [7] })).toEqual(incomplete('range'));
    expect(isFilterComplete({ ...opened, campaigns: ['all'], range: 'overAll' })).toBe(true);
  });
  it('does not need a range for archived campaigns, nor for bulk campaigns in AI segments', () => {
    const campaigns = new Map([
      [7, { isArchived: true, campaignType: 'bulk' as const }],
      [8, { isArchived: false, campaignType: 'bulk' as const }],
      [9, { isArchived: false, campaignType: 'TRIGGERED' as const }],
    ]);
    expect(isFilterComplete({ ...opened, campaigns: [7] }, { campaigns })).toBe(true);
    expect(isFilterComplete({ ...opened, campaigns: [8] }, { campaigns })).toBe(false);
    expect(isFilterComplete({ ...opened, campaigns: [8] }, { campaigns, aiSegment: true })).toBe(true);
    expect(isFilterComplete({ ...opened, campaigns: [9] }, { campaigns, aiSegment: true })).toBe(false);
  });
  it('refuses a special choice mixed with campaigns', () => {
    expect(first({ ...opened, campaigns: ['all', 3], range: 'overAll' })?.path).toBe('campaigns');
  });
  it('between needs the start strictly before the end; last needs a positive count', () => {
    const day = Date.parse('2025-03-01T00:00:00Z');
    expect(
      first({
        ...opened,
        campaigns: ['all'],
        range: 'between',
        rangeValue: { startValue: day, endValue: day },
      })?.message,
    ).toBe('The start must be before the end');
    expect(
      isFilterComplete({
        ...opened,
        campaigns: ['all'],
        range: 'between',
        rangeValue: { startValue: day, endValue: day + 1 },
      }),
    ).toBe(true);
    expect(
      first({ ...opened, campaigns: ['all'], range: 'last', rangeValue: { endValue: 0 } })?.message,
    ).toBe('Must be >= 1. Ex: 1, 5, 8');
    expect(first({ ...opened, campaigns: ['all'], range: 'last' })).toEqual(
      incomplete('rangeValue.endValue'),
    );
  });
  it('does not refuse day counts above 9999: they are clamped when sent', () => {
    expect(
      isFilterComplete({ ...opened, campaigns: ['all'], range: 'last', rangeValue: { endValue: 12000 } }),
    ).toBe(true);
  });
  it('a sender filter needs a value', () => {
    const base: UserActivityFilterDraft = {
      ...opened,
      campaigns: [1],
      range: 'overAll',
      campaignProperty: 'senderId',
      propertyOperator: 'equals',
    };
    expect(first(base)).toEqual(incomplete('propertyCompareValue'));
    expect(first({ ...base, propertyCompareValue: [] })).toEqual(incomplete('propertyCompareValue'));
    expect(isFilterComplete({ ...base, propertyCompareValue: [2] })).toBe(true);
  });
});

describe('engagementMetrics', () => {
  const rate = {
    property: 'engagementMetrics',
    condition: 'openRate',
    operator: 'greaterThan',
    range: 'last',
    rangeValue: { endValue: 30 },
  } as const;
  it('needs condition, operator, value and window', () => {
    expect(first({ property: 'engagementMetrics' })).toEqual(incomplete('condition'));
    expect(first({ property: 'engagementMetrics', condition: 'openRate' })).toEqual(incomplete('operator'));
    expect(first(rate)).toEqual(incomplete('compareValue'));
    expect(first({ ...rate, compareValue: 25, rangeValue: {} })).toEqual(incomplete('rangeValue.endValue'));
  });
  it('keeps rates between 0 and 100', () => {
    expect(isFilterComplete({ ...rate, compareValue: 25.5 })).toBe(true);
    expect(first({ ...rate, compareValue: 101 })?.message).toBe('Please enter a value between 0 and 100');
    expect(first({ ...rate, compareValue: -1 })?.message).toBe('Please enter a value between 0 and 100');
  });
  it('keeps the window between 0 and 180 days', () => {
    expect(isFilterComplete({ ...rate, compareValue: 25, rangeValue: { endValue: 0 } })).toBe(true);
    expect(isFilterComplete({ ...rate, compareValue: 25, rangeValue: { endValue: 180 } })).toBe(true);
    expect(first({ ...rate, compareValue: 25, rangeValue: { endValue: 181 } })?.message).toBe(
      'Please enter a value between 0 and 180',
    );
  });
  it('needs whole counts for sent, opened, clicked and submitted, with no upper bound', () => {
    const sent = { ...rate, condition: 'sent' } as const;
    expect(first({ ...sent, compareValue: 2.5 })?.message).toBe('Value must be an integer');
    expect(isFilterComplete({ ...sent, compareValue: 250_000 })).toBe(true);
    expect(isFilterComplete({ ...sent, compareValue: 0 })).toBe(true);
  });
});

describe('userShopifyActivity (v1)', () => {
  const primary = { condition: 'purchasedAtLeastOnce', range: 'overAll' } as const;
  it('needs a condition and a range', () => {
    expect(first({ property: 'userShopifyActivity' })).toEqual(incomplete('primaryFilter.condition'));
    expect(first({ property: 'userShopifyActivity', primaryFilter: { condition: 'notPurchased' } })).toEqual(
      incomplete('primaryFilter.range'),
    );
    expect(isFilterComplete({ property: 'userShopifyActivity', primaryFilter: primary })).toBe(true);
    expect(first({ property: 'userShopifyActivity', primaryFilter: { ...primary, range: 'last' } })).toEqual(
      incomplete('primaryFilter.filter.endValue'),
    );
  });
  it('numeric secondary filters need a compare condition and a value', () => {
    const filter = { property: 'userShopifyActivity', primaryFilter: primary } as const;
    expect(first({ ...filter, secondaryFilter: { condition: 'orderValue' } })).toEqual(
      incomplete('secondaryFilter.filter'),
    );
    expect(first({ ...filter, secondaryFilter: { condition: 'orderValue', filter: 'greaterThan' } })).toEqual(
      incomplete('secondaryFilter.compareData'),
    );
    expect(
      isFilterComplete({
        ...filter,
        secondaryFilter: { condition: 'orderValue', filter: 'greaterThan', compareData: 49.5 },
      }),
    ).toBe(true);
    expect(
      first({
        ...filter,
        secondaryFilter: { condition: 'itemCount', filter: 'greaterThan', compareData: 1.5 },
      })?.message,
    ).toBe('Value must be an integer');
  });
  it('other secondary filters need tags', () => {
    const filter = { property: 'userShopifyActivity', primaryFilter: primary } as const;
    expect(first({ ...filter, secondaryFilter: { condition: 'productTags', tags: [] } })).toEqual(
      incomplete('secondaryFilter.tags'),
    );
    expect(isFilterComplete({ ...filter, secondaryFilter: { condition: 'skuList', tags: ['SKU-1'] } })).toBe(
      true,
    );
  });
});

describe('customEvents and userShopifyActivityV2', () => {
  const event = { property: 'customEvents', eventName: 'Signed Up' } as const;
  it('needs an event name and a range', () => {
    expect(first({ property: 'customEvents' })).toEqual(incomplete('eventName'));
    expect(first({ ...event, occurrence: { hasOccurred: false } })).toEqual(incomplete('occurrence.range'));
    expect(isFilterComplete({ ...event, occurrence: { hasOccurred: false, range: 'overAll' } })).toBe(true);
  });
  it('occurred needs an operator and a count by the count rules', () => {
    const occurred = { hasOccurred: true, range: 'overAll' } as const;
    expect(first({ ...event, occurrence: occurred })).toEqual(incomplete('occurrence.operator'));
    expect(first({ ...event, occurrence: { ...occurred, operator: 'atLeast' } })).toEqual(
      incomplete('occurrence.compareValue'),
    );
    expect(
      first({ ...event, occurrence: { ...occurred, operator: 'atLeast', compareValue: 0 } })?.message,
    ).toBe('Must be >= 1. Ex: 1, 5, 8');
    expect(
      first({ ...event, occurrence: { ...occurred, operator: 'lessThan', compareValue: 1 } })?.message,
    ).toBe('Must be greater than 1');
    expect(
      first({ ...event, occurrence: { ...occurred, operator: 'equalTo', compareValue: 10000 } })?.message,
    ).toBe('Cannot be greater than 9999');
    expect(
      isFilterComplete({ ...event, occurrence: { ...occurred, operator: 'greaterThan', compareValue: 0 } }),
    ).toBe(true);
  });
  it('an event property needs an operator and a value, or two for between', () => {
    const base = {
      ...event,
      occurrence: { hasOccurred: false, range: 'overAll' },
      eventProperty: 'plan',
      eventPropertyType: 'string',
    } as const;
    expect(first(base)).toEqual(incomplete('propertyOperator'));
    expect(first({ ...base, propertyOperator: 'equals' })).toEqual(incomplete('propertyCompareValue'));
    expect(isFilterComplete({ ...base, propertyOperator: 'equals', propertyCompareValue: 'Pro' })).toBe(true);
    const amount = {
      ...base,
      eventProperty: 'amount',
      eventPropertyType: 'number',
      propertyOperator: 'numberBetween',
    } as const;
    expect(first({ ...amount, propertyStartCompareValue: 10 })).toEqual(
      incomplete('propertyEndCompareValue'),
    );
    expect(isFilterComplete({ ...amount, propertyStartCompareValue: 10, propertyEndCompareValue: 20 })).toBe(
      true,
    );
  });
  it('checks event property dates', () => {
    const base = {
      ...event,
      occurrence: { hasOccurred: false, range: 'overAll' },
      eventProperty: 'at',
      eventPropertyType: 'date',
    } as const;
    expect(
      first({ ...base, propertyOperator: 'afterDate', propertyCompareValue: '99/99/2025' })?.message,
    ).toBe('Enter a date as DD/MM/YYYY');
    expect(isFilterComplete({ ...base, propertyOperator: 'last', propertyCompareValue: 7 })).toBe(true);
  });
  it('refuses properties a custom event does not have when its properties are known', () => {
    const eventProperties = new Map([['Signed Up', new Map([['plan', 'string' as const]])]]);
    const base = {
      ...event,
      occurrence: { hasOccurred: false, range: 'overAll' },
      propertyOperator: 'exists',
    } as const;
    expect(first({ ...base, eventProperty: 'nope' }, { eventProperties })?.message).toBe(
      'This contact property does not exist',
    );
    expect(isFilterComplete({ ...base, eventProperty: 'plan' }, { eventProperties })).toBe(true);
  });
  it('store v2 properties must belong to the event and fit its type', () => {
    const placed = {
      property: 'userShopifyActivityV2',
      eventName: 'orderPlaced',
      occurrence: { hasOccurred: false, range: 'overAll' },
    } as const;
    expect(
      isFilterComplete({
        ...placed,
        eventProperty: 'orderValue',
        propertyOperator: 'greaterThan',
        propertyCompareValue: 50,
      }),
    ).toBe(true);
    expect(
      first({
        ...placed,
        eventProperty: 'cancelReason',
        propertyOperator: 'equals',
        propertyCompareValue: 'fraud',
      })?.message,
    ).toBe('This contact property does not exist');
    expect(
      first({
        ...placed,
        eventProperty: 'productNames',
        propertyOperator: 'startsWith',
        propertyCompareValue: 'x',
      })?.message,
    ).toBe('This operator does not apply to the chosen property');
  });
});

describe('externalForm', () => {
  const form = { property: 'externalForm', appName: 'Typeform' } as const;
  it('needs an app and a range', () => {
    expect(first({ property: 'externalForm' })).toEqual(incomplete('appName'));
    expect(first({ ...form, submission: { hasSubmitted: false } })).toEqual(incomplete('submission.range'));
    expect(isFilterComplete({ ...form, submission: { hasSubmitted: false, range: 'overAll' } })).toBe(true);
  });
  it('submitted needs an operator and a count', () => {
    expect(first({ ...form, submission: { hasSubmitted: true, range: 'overAll' } })).toEqual(
      incomplete('submission.operator'),
    );
    expect(
      isFilterComplete({
        ...form,
        submission: { hasSubmitted: true, range: 'overAll', operator: 'atLeast', compareValue: 1 },
      }),
    ).toBe(true);
  });
  it('a form name or field filter needs a value', () => {
    const base = { ...form, submission: { hasSubmitted: false, range: 'overAll' } } as const;
    expect(first({ ...base, eventProperty: 'formName', formOperator: 'equals' })).toEqual(
      incomplete('propertyCompareValue'),
    );
    expect(
      isFilterComplete({
        ...base,
        eventProperty: 'formName',
        formOperator: 'equals',
        propertyCompareValue: [3],
      }),
    ).toBe(true);
    expect(isFilterComplete({ ...base, eventProperty: 'company', formOperator: 'exists' })).toBe(true);
  });
});

// Definitions these rules accept are counted by the server; each case here was accepted and then refused.
describe('accepts only what the server can count', () => {
  const never = { hasOccurred: false, range: 'overAll' } as const;
  it('needs every value of a number property to be a number', () => {
    const context = { propertyTypes: segmentPropertyTypes([{ key: 'age', type: 'number' }]) };
    const age = { property: 'userProperty', condition: 'age', operator: 'equals' } as const;
    expect(first({ ...age, compareValue: [1, 'x'] }, context)).toEqual(incomplete('compareValue'));
    expect(isFilterComplete({ ...age, compareValue: [1, '2'] }, context)).toBe(true);
  });
  it('reads a store property with the catalogue type, whatever type the filter carries', () => {
    const collections = {
      property: 'userShopifyActivityV2',
      eventName: 'collectionViewed',
      occurrence: never,
      eventProperty: 'collections',
      eventPropertyType: 'string',
    } as const;
    expect(first({ ...collections, propertyOperator: 'equals', propertyCompareValue: 'x' })?.message).toBe(
      'This operator does not apply to the chosen property',
    );
    expect(
      isFilterComplete({ ...collections, propertyOperator: 'contains', propertyCompareValue: 'x' }),
    ).toBe(true);
  });
  it('compares a property of an event without known types as text', () => {
    const ghost = {
      property: 'customEvents',
      eventName: 'Ghost',
      occurrence: never,
      eventProperty: 'at',
    } as const;
    expect(first({ ...ghost, propertyOperator: 'last', propertyCompareValue: 7 })?.message).toBe(
      'This operator does not apply to the chosen property',
    );
    expect(isFilterComplete({ ...ghost, propertyOperator: 'startsWith', propertyCompareValue: 'a' })).toBe(
      true,
    );
  });
});
