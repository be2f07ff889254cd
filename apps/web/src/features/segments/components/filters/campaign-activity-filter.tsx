import { useMemo } from 'react';
import { Flex, Select } from 'antd';
import {
  CAMPAIGN_ACTIVITY_CONDITIONS,
  SPECIAL_CAMPAIGN_CHOICES,
  type CampaignChoice,
  type UserActivityFilterDraft,
} from '@sendwell/contracts';
import { changeActivityCondition, changeActivityRange, changeCampaigns } from '@sendwell/domain';
import { useCampaignOptions } from '../../api/get-campaign-lookups';
import { ActivitySubFilters } from './activity-sub-filters';
import type { FilterEditorProps } from './filter-editor-props';
import { ACTIVITY_CONDITION_LABELS, optionsOf, SPECIAL_CAMPAIGN_LABELS } from './filter-labels';
import { RangeFields } from './range-fields';
import { SEARCH_BY_LABEL } from '../../../../lib/search-by-label';

/** Opened, clicked, submitted or was sent: chosen campaigns, when, and optional links, sender and Apple privacy opens. */
export function CampaignActivityFilter(props: FilterEditorProps<UserActivityFilterDraft>) {
  const { filter, onChange, errors, clock, offsetMinutes } = props;
  const campaigns = useCampaignOptions();
  const names = useMemo(
    () => new Map((campaigns.data ?? []).map((campaign) => [campaign.id, campaign.name])),
    [campaigns.data],
  );
  const chosen = filter.campaigns ?? [];
  const [only] = chosen;
  // The any-in-last-N choices carry their own range (spec 1 §4).
  const showRange = chosen.length > 0 && only !== 'anyLast7Days' && only !== 'anyLast30Days';

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Select
          aria-label="Activity"
          placeholder="Activity"
          value={filter.condition}
          onChange={(condition) => onChange(changeActivityCondition(filter, condition))}
          options={optionsOf(CAMPAIGN_ACTIVITY_CONDITIONS, ACTIVITY_CONDITION_LABELS)}
          style={{ width: 160 }}
        />
        <Select
          aria-label="Campaigns"
          mode="multiple"
          placeholder="Choose campaigns"
          loading={campaigns.isPending}
          showSearch={SEARCH_BY_LABEL}
          value={chosen}
          onChange={(next: CampaignChoice[]) => onChange(changeCampaigns(filter, next, names))}
          options={[
            ...optionsOf(SPECIAL_CAMPAIGN_CHOICES, SPECIAL_CAMPAIGN_LABELS),
            ...(campaigns.data ?? []).map((campaign) => ({
              value: campaign.id,
              label: campaign.isArchived ? `${campaign.name} (archived)` : campaign.name,
            })),
          ]}
          maxTagCount="responsive"
          style={{ minWidth: 240, maxWidth: 420 }}
        />
        {showRange && (
          <RangeFields
            label="Activity"
            range={filter.range}
            value={filter.rangeValue}
            offsetMinutes={offsetMinutes}
            onRange={(range) => onChange(changeActivityRange(filter, range, clock()))}
            onValue={(rangeValue) => onChange({ ...filter, rangeValue })}
            errors={errors}
            valuePath="rangeValue"
          />
        )}
      </Flex>
      <ActivitySubFilters {...props} />
    </Flex>
  );
}
