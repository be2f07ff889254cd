import { describe, expect, it } from 'vitest';
import { SegmentMessages } from '@sendwell/contracts';
import { hasErrorAt, shownMessages } from './filter-errors';
import { availableFilterKinds } from './filter-kinds';

describe('condition kinds', () => {
  const none = { engagementMetrics: false, webForms: false, customEvents: false, storeVersion: null };

  it('offers contact properties and campaign activity to every account', () => {
    expect(availableFilterKinds(none)).toEqual(['userProperty', 'userActivity']);
  });

  it('adds the others by flag, plan and store version', () => {
    expect(
      availableFilterKinds({ engagementMetrics: true, webForms: true, customEvents: true, storeVersion: 2 }),
    ).toEqual([
      'userProperty',
      'userActivity',
      'engagementMetrics',
      'customEvents',
      'userShopifyActivityV2',
      'externalForm',
    ]);
    expect(availableFilterKinds({ ...none, storeVersion: 1 })).toContain('userShopifyActivity');
  });
});

describe('condition problems', () => {
  const errors = [
    { path: 'occurrence.range', message: SegmentMessages.incompleteFilter },
    { path: 'occurrence.compareValue', message: SegmentMessages.countAtLeastOne },
    { path: 'rangeValue.endValue', message: SegmentMessages.countAtLeastOne },
  ];

  it('says what breaks a rule once, and what an empty field needs', () => {
    expect(shownMessages('customEvents', errors)).toEqual([
      'Choose a time range',
      SegmentMessages.countAtLeastOne,
    ]);
  });

  it('marks the field at fault or any field inside it', () => {
    expect(hasErrorAt(errors, 'occurrence.compareValue')).toBe(true);
    expect(hasErrorAt(errors, 'rangeValue')).toBe(true);
    expect(hasErrorAt(errors, 'occurrence.range')).toBe(true);
    expect(hasErrorAt(errors, 'occurrence.hasOccurred')).toBe(false);
  });
});
