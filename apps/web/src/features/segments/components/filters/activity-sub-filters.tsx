import type { ReactNode } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { UserActivityFilterDraft } from '@sendwell/contracts';
import { addSenderFilter, removeLinkFilter, removeSenderFilter, toggleAppleMppOpen } from '@sendwell/domain';
import { useClickedUrls, useSenderEmails } from '../../api/get-campaign-lookups';
import type { FilterEditorProps } from './filter-editor-props';
import { SEARCH_BY_LABEL } from '../../../../lib/search-by-label';

const CLICKS = new Set(['hasClicked', 'hasNotClicked']);
const OPENS = new Set(['hasOpened', 'hasNotOpened']);

function SubFilter({
  label,
  onRemove,
  children,
}: {
  label: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary" style={{ minWidth: 72 }}>
        {label}
      </Typography.Text>
      {children}
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined aria-hidden />}
        aria-label={`Remove ${label.toLowerCase()} filter`}
        onClick={onRemove}
      />
    </Flex>
  );
}

/** The narrowing filters of a campaign activity condition: clicked links, sender, Apple privacy opens. */
export function ActivitySubFilters({ filter, onChange }: FilterEditorProps<UserActivityFilterDraft>) {
  const chosen = filter.campaigns ?? [];
  const [only] = chosen;
  const singleCampaign = chosen.length === 1 && typeof only === 'number' ? only : undefined;
  const links = filter.linksClicked !== undefined;
  const sender = filter.campaignProperty === 'senderId';
  const mpp = filter.hasAppleMPPOpen !== undefined;
  const canLink =
    filter.condition !== undefined && CLICKS.has(filter.condition) && singleCampaign !== undefined;
  const canMpp = filter.condition !== undefined && OPENS.has(filter.condition);
  const urls = useClickedUrls(links ? singleCampaign : undefined);
  const senders = useSenderEmails(sender);

  const offers = [
    canLink &&
      !links && { key: 'link', label: 'Link filter', add: () => onChange({ ...filter, linksClicked: [] }) },
    chosen.length > 0 &&
      !sender && { key: 'sender', label: 'Sender filter', add: () => onChange(addSenderFilter(filter)) },
    canMpp &&
      !mpp && {
        key: 'mpp',
        label: 'Apple privacy open filter',
        add: () => onChange(toggleAppleMppOpen(filter, true)),
      },
  ].filter((offer) => offer !== false);

  return (
    <Flex vertical gap={8}>
      {links && canLink && (
        <SubFilter label="Links" onRemove={() => onChange(removeLinkFilter(filter))}>
          <Select
            aria-label="Clicked links"
            mode="multiple"
            showSearch={SEARCH_BY_LABEL}
            placeholder="Any of these links"
            loading={urls.isPending}
            value={filter.linksClicked ?? []}
            onChange={(linksClicked: string[]) => onChange({ ...filter, linksClicked })}
            options={(urls.data ?? []).map((url) => ({ value: url, label: url }))}
            style={{ minWidth: 320 }}
          />
        </SubFilter>
      )}
      {sender && (
        <SubFilter label="Sender" onRemove={() => onChange(removeSenderFilter(filter))}>
          <Select
            aria-label="Sender operator"
            value={filter.propertyOperator}
            onChange={(propertyOperator) => onChange({ ...filter, propertyOperator })}
            options={[
              { value: 'equals', label: 'is' },
              { value: 'notEquals', label: 'is not' },
            ]}
            style={{ width: 90 }}
          />
          <Select
            aria-label="Senders"
            mode="multiple"
            showSearch={SEARCH_BY_LABEL}
            placeholder="Choose senders"
            loading={senders.isPending}
            value={filter.propertyCompareValue ?? []}
            onChange={(ids: number[]) =>
              onChange({
                ...filter,
                propertyCompareValue: ids,
                senderDetails: ids.map((id) => senders.data?.find((item) => item.id === id)?.emailId ?? ''),
              })
            }
            options={(senders.data ?? []).map((item) => ({ value: item.id, label: item.emailId }))}
            style={{ minWidth: 260 }}
          />
        </SubFilter>
      )}
      {mpp && canMpp && (
        <SubFilter label="Apple privacy opens" onRemove={() => onChange(toggleAppleMppOpen(filter, false))}>
          <Select
            aria-label="Apple privacy opens"
            value={filter.hasAppleMPPOpen}
            onChange={(hasAppleMPPOpen: boolean) => onChange({ ...filter, hasAppleMPPOpen })}
            options={[
              { value: true, label: 'count as opens' },
              { value: false, label: 'do not count as opens' },
            ]}
            style={{ width: 200 }}
          />
        </SubFilter>
      )}
      {offers.length > 0 && (
        <Flex gap={4} wrap>
          {offers.map((offer) => (
            <Button
              key={offer.key}
              size="small"
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={offer.add}
            >
              {offer.label}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
