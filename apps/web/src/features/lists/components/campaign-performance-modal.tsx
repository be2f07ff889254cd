import { Alert, Modal, Table, Typography, type TableColumnsType } from 'antd';
import type { ListCampaignPerformance, ListRecord } from '@sendwell/contracts';
import { formatCount, formatDate, formatPercent } from '../../../lib/format';
import { useListCampaigns } from '../api/get-list-campaigns';

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

/** Campaigns sent to the list, with opens and clicks by its contacts (flag campaignPerformanceModal). */
export function CampaignPerformanceModal({ list, onClose }: { list: ListRecord; onClose: () => void }) {
  const campaigns = useListCampaigns(list.id);
  return (
    <Modal open title="Campaign performance" onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        Campaigns sent to {list.name}, with unique opens and clicks by its contacts.
      </Typography.Paragraph>
      {campaigns.isError ? (
        <Alert type="error" showIcon title={campaigns.error.message} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={campaigns.data}
          loading={campaigns.isPending}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 800 }}
          locale={{ emptyText: 'No campaigns have been sent to this list yet' }}
        />
      )}
    </Modal>
  );
}
