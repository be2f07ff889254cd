import { SegmentDefinition, type SegmentFilter } from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddOrGroup,
  canCreateSegment,
  orGroupLimitTooltip,
  validateSegmentCreation,
  validateSegmentDefinition,
} from './definition-validation';

const berlin: SegmentFilter = {
  property: 'userProperty',
  condition: 'city',
  operator: 'equals',
  compareValue: 'Berlin',
};
const definition = SegmentDefinition.parse({ recipientLists: [1], segmentFilters: [{ filters: [berlin] }] });

describe('validateSegmentDefinition', () => {
  it('accepts a complete definition and hands it back', () => {
    const result = validateSegmentDefinition(definition);
    expect(result).toEqual({ ok: true, definition });
  });
  it('accepts a definition without conditions: every contact of its lists', () => {
    expect(validateSegmentDefinition({ recipientLists: null, segmentFilters: [] }).ok).toBe(true);
  });
  it('needs a belongs-to choice', () => {
    expect(validateSegmentDefinition({ recipientLists: [], segmentFilters: [] })).toEqual({
      ok: false,
      message: 'Select at least one list or segment',
      path: 'recipientLists',
    });
    expect(
      validateSegmentDefinition({ recipientLists: [], isUnsubscribed: true, segmentFilters: [] }).ok,
    ).toBe(false);
    expect(
      validateSegmentDefinition({ recipientLists: null, isUnsubscribed: true, segmentFilters: [] }).ok,
    ).toBe(true);
  });
  it("refuses more lists than may be selected with 'Maximum {n} items can be selected'", () => {
    const many = Array.from({ length: 51 }, (_, index) => index + 1);
    expect(validateSegmentDefinition({ recipientLists: many, segmentFilters: [] })).toMatchObject({
      ok: false,
      message: 'Maximum 50 items can be selected',
    });
    expect(
      validateSegmentDefinition({ recipientLists: [1], excludeRecipientList: many, segmentFilters: [] }),
    ).toMatchObject({
      ok: false,
      path: 'excludeRecipientList',
    });
  });
  it('refuses more than 20 OR groups', () => {
    const groups = Array.from({ length: 21 }, () => ({ filters: [berlin] }));
    expect(validateSegmentDefinition({ recipientLists: [1], segmentFilters: groups })).toEqual({
      ok: false,
      message: 'You can add at most 20 OR groups',
      path: 'segmentFilters',
    });
    expect(validateSegmentDefinition({ recipientLists: [1], segmentFilters: groups.slice(1) }).ok).toBe(true);
  });
  it('refuses an empty group', () => {
    expect(
      validateSegmentDefinition({
        recipientLists: [1],
        segmentFilters: [{ filters: [berlin] }, { filters: [] }],
      }),
    ).toMatchObject({
      ok: false,
      path: 'segmentFilters.1.filters',
    });
  });
  it('reports the first failing rule with its message and the full path', () => {
    const result = validateSegmentDefinition({
      recipientLists: [1],
      segmentFilters: [
        { filters: [berlin] },
        {
          filters: [
            berlin,
            {
              property: 'customEvents',
              eventName: 'Signed Up',
              occurrence: { hasOccurred: true, range: 'overAll', operator: 'lessThan', compareValue: 1 },
            },
          ],
        },
      ],
    });
    expect(result).toEqual({
      ok: false,
      message: 'Must be greater than 1',
      path: 'segmentFilters.1.filters.1.occurrence.compareValue',
    });
  });
  it('clamps day values to 9999 on the way through', () => {
    const result = validateSegmentDefinition({
      recipientLists: [1],
      segmentFilters: [
        {
          filters: [
            {
              property: 'userActivity',
              condition: 'hasOpened',
              campaigns: ['all'],
              range: 'last',
              rangeValue: { endValue: 50000 },
            },
          ],
        },
      ],
    });
    expect(result.ok && result.definition.segmentFilters[0]?.filters[0]).toMatchObject({
      rangeValue: { endValue: 9999 },
    });
  });
  it("compares dates by calendar day in the definition's timezone", () => {
    // 20:00 UTC on 1 March is already 2 March in +05:30.
    const filter: SegmentFilter = {
      property: 'customEvents',
      eventName: 'Visited',
      occurrence: {
        hasOccurred: false,
        range: 'betweenDates',
        rangeValue: { startValue: Date.parse('2025-03-01T20:00:00Z'), endValue: '01/03/2025' },
      },
    };
    expect(
      validateSegmentDefinition({ recipientLists: [1], segmentFilters: [{ filters: [filter] }] }).ok,
    ).toBe(true);
    expect(
      validateSegmentDefinition({
        recipientLists: [1],
        segmentFilters: [{ filters: [filter] }],
        timezone: { label: 'IST', offset: '+05:30' },
      }).ok,
    ).toBe(false);
  });
});

describe('validateSegmentCreation', () => {
  const request = { name: 'Berliners', recipientLists: [1], segmentFilters: [{ filters: [berlin] }] };
  it('applies the list name rules first', () => {
    expect(validateSegmentCreation({ ...request, name: '  ' })).toEqual({
      ok: false,
      message: 'List or segment name cannot be empty',
      path: 'name',
    });
    expect(validateSegmentCreation(request, { takenNames: ['berliners '] })).toEqual({
      ok: false,
      message: 'A list or segment with this name already exists.',
      path: 'name',
    });
    expect(validateSegmentCreation(request, { takenNames: ['Other'] }).ok).toBe(true);
  });
});

describe('step 3 helpers', () => {
  it('allow OR groups up to 20, with the tooltip after', () => {
    expect(canAddOrGroup(Array.from({ length: 19 }))).toBe(true);
    expect(canAddOrGroup(Array.from({ length: 20 }))).toBe(false);
    expect(orGroupLimitTooltip(Array.from({ length: 20 }))).toBe('You can add at most 20 OR groups');
    expect(orGroupLimitTooltip([])).toBeNull();
  });
  it("enable 'Create Segment' only when every group holds complete conditions", () => {
    expect(canCreateSegment([{ filters: [berlin] }])).toBe(true);
    expect(canCreateSegment([{ filters: [{ property: null }] }])).toBe(false);
    expect(canCreateSegment([{ filters: [berlin] }, { filters: [] }])).toBe(false);
    expect(canCreateSegment([])).toBe(false);
  });
});
