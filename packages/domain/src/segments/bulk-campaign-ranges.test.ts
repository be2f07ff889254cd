import type { SegmentFilterGroup, UserActivityFilter } from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import { stripBulkCampaignRange, stripBulkCampaignRanges } from './bulk-campaign-ranges';

const types = new Map<number, 'bulk' | 'TRIGGERED'>([
  [1, 'bulk'],
  [2, 'bulk'],
  [3, 'TRIGGERED'],
]);
const lookup = (id: number) => types.get(id);
const opened = (campaigns: UserActivityFilter['campaigns']): UserActivityFilter => ({
  property: 'userActivity',
  condition: 'hasOpened',
  campaigns,
  range: 'last',
  rangeValue: { endValue: 30 },
});

describe('stripBulkCampaignRange', () => {
  it('removes the range when every chosen campaign is bulk', () => {
    const stripped = stripBulkCampaignRange(opened([1, 2]), lookup);
    expect(stripped).not.toHaveProperty('range');
    expect(stripped).not.toHaveProperty('rangeValue');
  });
  it("keeps it for 'all', the any-in-last-N choices, triggered or unknown campaigns", () => {
    expect(stripBulkCampaignRange(opened(['all']), lookup)).toHaveProperty('range', 'last');
    expect(stripBulkCampaignRange(opened(['anyLast30Days']), lookup)).toHaveProperty('range', 'last');
    expect(stripBulkCampaignRange(opened([1, 3]), lookup)).toHaveProperty('range', 'last');
    expect(stripBulkCampaignRange(opened([99]), lookup)).toHaveProperty('range', 'last');
  });
  it('touches only campaign activity filters, in every group', () => {
    const groups: SegmentFilterGroup[] = [
      { filters: [opened([1]), { property: 'userProperty', condition: 'city', operator: 'exists' }] },
      { filters: [opened([3])] },
    ];
    const result = stripBulkCampaignRanges(groups, lookup);
    expect(result[0]?.filters[0]).not.toHaveProperty('range');
    expect(result[0]?.filters[1]).toEqual(groups[0]?.filters[1]);
    expect(result[1]?.filters[0]).toHaveProperty('range', 'last');
  });
});
