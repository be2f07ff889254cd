import { Alert, Modal, Table, Typography, type TableColumnsType } from 'antd';
import type { CampaignActivityCondition, ListCampaignPerformance, ListRecord } from '@sendwell/contracts';
import { formatCount, formatDate, formatPercent } from '../../../lib/format';
import { useListCampaigns } from '../api/get-list-campaigns';
import { ActivitySegmentMenu, type ActivitySegmentChoice } from './activity-segment-menu';

const columns: TableColumnsType<ListCampaignPerformance> = [
  { key: 'name', title: 'Campaign', dataIndex: 'name' },
  {
    key: 'type',
    title: 'Type',
    width: 100,
    render: (_, campaign) => (campaign.campaignType === 'TRIGGERED' ? 'Triggered' : 'Bulk'),
  },
  {
    key: 'sentOn',
    title: 'Sent on',
    width: 130,
    render: (_, campaign) => (campaign.sentOn ? formatDate(campaign.sentOn) : '—'),
  },
  { key: 'sent', title: 'Sent', align: 'right', render: (_, campaign) => formatCount(campaign.sent) },
  {
    key: 'opens',
    title: 'Unique opens',
    align: 'right',
    render: (_, campaign) => formatCount(campaign.uniqueOpens),
  },
  {
    key: 'clicks',
    title: 'Unique clicks',
    align: 'right',
    render: (_, campaign) => formatCount(campaign.uniqueClicks),
  },
  {
    key: 'openRate',
    title: 'Open rate',
    align: 'right',
    render: (_, campaign) => formatPercent(campaign.openRate),
  },
  {
    key: 'clickRate',
    title: 'Click rate',
    align: 'right',
    render: (_, campaign) => formatPercent(campaign.clickRate),
  },
];

/** Of the list's contacts, those who did or did not open or click one campaign (any time). */
const CAMPAIGN_SEGMENTS: readonly ActivitySegmentChoice[] = [
  { activity: 'hasOpened', label: 'Contacts who opened' },
  { activity: 'hasClicked', label: 'Contacts who clicked' },
  { activity: 'hasNotOpened', label: 'Contacts who did not open' },
  { activity: 'hasNotClicked', label: 'Contacts who did not click' },
];

interface CampaignPerformanceModalProps {
  list: ListRecord;
  onClose: () => void;
  /** Make a segment of the list's contacts by their activity in one campaign. */
  onCreateSegment: (activity: CampaignActivityCondition, campaignId: number) => void;
}

/** Campaigns sent to the list, with opens and clicks by its contacts (flag campaignPerformanceModal). */
export function CampaignPerformanceModal({ list, onClose, onCreateSegment }: CampaignPerformanceModalProps) {
  const campaigns = useListCampaigns(list.id);
  const withSegments: TableColumnsType<ListCampaignPerformance> = [
    ...columns,
    {
      key: 'segment',
      title: 'Segment',
      width: 160,
      render: (_, campaign) => (
        <ActivitySegmentMenu
          choices={CAMPAIGN_SEGMENTS}
          ariaLabel={`Create segment from ${campaign.name}`}
          onChoose={(activity) => onCreateSegment(activity, campaign.id)}
        />
      ),
    },
  ];
  return (
    <Modal open title="Campaign performance" onCancel={onClose} footer={null} width={1080} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        Campaigns sent to {list.name}, with unique opens and clicks by its contacts.
      </Typography.Paragraph>
      {campaigns.isError ? (
        <Alert type="error" showIcon title={campaigns.error.message} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          columns={withSegments}
          dataSource={campaigns.data}
          loading={campaigns.isPending}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 960 }}
          locale={{ emptyText: 'No campaigns have been sent to this list yet' }}
        />
      )}
    </Modal>
  );
}
