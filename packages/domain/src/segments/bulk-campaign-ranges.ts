import type {
  SegmentFilterDraft,
  SegmentFilterGroup,
  SegmentFilterGroupDraft,
  UserActivityFilterDraft,
} from '@sendwell/contracts';

export type CampaignTypeLookup = (campaignId: number) => 'bulk' | 'TRIGGERED' | undefined;

/**
 * A bulk campaign goes out once, so a range on its activity only hides activity the copilot did
 * not mean to hide. In AI segments the range is removed from campaign activity filters whose
 * chosen campaigns are all bulk; filters on 'all' campaigns (and the any-in-last-N choices, whose
 * range is their meaning) keep theirs.
 */
export const stripBulkCampaignRange = (
  filter: UserActivityFilterDraft,
  campaignType: CampaignTypeLookup,
): UserActivityFilterDraft => {
  const campaigns = filter.campaigns ?? [];
  const allBulk =
    campaigns.length > 0 &&
    campaigns.every((campaign) => typeof campaign === 'number' && campaignType(campaign) === 'bulk');
  if (!allBulk) return filter;
  const { range: _range, rangeValue: _value, ...rest } = filter;
  return rest;
};

const stripFilter = (filter: SegmentFilterDraft, campaignType: CampaignTypeLookup): SegmentFilterDraft =>
  filter.property === 'userActivity' ? stripBulkCampaignRange(filter, campaignType) : filter;

/** `stripBulkCampaignRange` over every condition of an AI segment. */
export function stripBulkCampaignRanges(
  groups: readonly SegmentFilterGroup[],
  campaignType: CampaignTypeLookup,
): SegmentFilterGroup[];
export function stripBulkCampaignRanges(
  groups: readonly SegmentFilterGroupDraft[],
  campaignType: CampaignTypeLookup,
): SegmentFilterGroupDraft[];
export function stripBulkCampaignRanges(
  groups: readonly SegmentFilterGroupDraft[],
  campaignType: CampaignTypeLookup,
): SegmentFilterGroupDraft[] {
  return groups.map((group) => ({
    ...group,
    filters: group.filters.map((filter) => stripFilter(filter, campaignType)),
  }));
}
