import { describe, expect, it } from 'vitest';
import type { SegmentFilterDraft } from '@sendwell/contracts';
import { filterErrors } from './filter-validation';
import { missingFieldText } from './missing-field';

/** The text for the first problem of an unfinished condition. */
const missing = (filter: SegmentFilterDraft): string => {
  const [first] = filterErrors(filter);
  if (!first) throw new Error('the condition is complete');
  return missingFieldText(filter.property, first.path);
};

describe('missingFieldText', () => {
  it('names the field a condition still needs', () => {
    expect(missing({ property: null })).toBe('Choose a condition type');
    expect(missing({ property: 'userProperty' })).toBe('Choose a property');
    expect(missing({ property: 'userProperty', condition: 'city' })).toBe('Choose an operator');
    expect(missing({ property: 'userProperty', condition: 'city', operator: 'equals' })).toBe('Enter a value');
    expect(missing({ property: 'userActivity' })).toBe('Choose an activity');
    expect(missing({ property: 'userActivity', condition: 'hasOpened' })).toBe('Choose a campaign');
    expect(missing({ property: 'engagementMetrics' })).toBe('Choose a metric');
    expect(missing({ property: 'customEvents' })).toBe('Choose an event');
    expect(missing({ property: 'externalForm' })).toBe('Choose a form app');
  });

  it('asks for a count of times and for days', () => {
    expect(missingFieldText('customEvents', 'occurrence.compareValue')).toBe('Enter how many times');
    expect(missingFieldText('customEvents', 'occurrence.range')).toBe('Choose a time range');
    expect(missingFieldText('userProperty', 'rangeValue.endValue')).toBe('Enter the days or dates');
    expect(missingFieldText('userShopifyActivity', 'secondaryFilter.tags')).toBe('Choose a value');
  });
});
