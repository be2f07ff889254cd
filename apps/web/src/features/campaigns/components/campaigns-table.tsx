import type { ReactNode } from 'react';
import { Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { BarChartOutlined, CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { CampaignRecord } from '@sendwell/contracts';
import { campaignStatusLabel, campaignTypeLabel, isDraftCampaign } from '@sendwell/domain';
import { TablePageFooter } from '../../../components/table-page-footer';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';

export interface CampaignTablePageState {
  page: number;
  pageSize: number;
}

interface CampaignsTableProps {
  state: CampaignTablePageState;
  rows: CampaignRecord[];
  total: number;
  loading: boolean;
  emptyText: ReactNode;
  onStateChange: (next: CampaignTablePageState) => void;
  onEditAudience: (campaign: CampaignRecord) => void;
  onDuplicate: (campaign: CampaignRecord) => void;
  onArchive: (campaign: CampaignRecord) => void;
}

// A draft stands apart from the grey audience tags beside it.
const STATUS_COLORS: Record<string, string> = {
  draft: 'blue',
  scheduled: 'purple',
  sending: 'processing',
  paused: 'warning',
  cancelled: 'default',
  sent: 'success',
  failed: 'error',
};
/** A campaign that goes out, or may, cannot be archived (the server refuses it too). */
const ARCHIVABLE = new Set(['draft', 'sent', 'cancelled', 'failed']);

function AudienceCell({ campaign }: { campaign: CampaignRecord }) {
  if (campaign.audience.length === 0)
    return <Typography.Text type="secondary">No audience yet</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {campaign.audience.map((list) => (
        <Tag key={list.id} style={{ marginInlineEnd: 0 }}>
          {list.name}
        </Tag>
      ))}
    </Flex>
  );
}

/** The account's campaigns, one server page at a time; a draft's row opens its audience. */
export function CampaignsTable({
  state,
  rows,
  total,
  loading,
  emptyText,
  onStateChange,
  onEditAudience,
  onDuplicate,
  onArchive,
}: CampaignsTableProps) {
  const columns: TableColumnsType<CampaignRecord> = [
    {
      key: 'name',
      title: 'Campaign name',
      render: (_, campaign) => (
        <Link to={paths.composeCampaign(campaign.id)} onClick={(event) => event.stopPropagation()}>
          <Typography.Text strong style={{ color: 'inherit' }}>
            {campaign.name}
          </Typography.Text>
        </Link>
      ),
    },
    {
      key: 'type',
      title: 'Type',
      render: (_, campaign) => campaignTypeLabel(campaign.campaignType),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, campaign) => (
        <Tag color={STATUS_COLORS[campaign.status] ?? 'processing'}>
          {campaignStatusLabel(campaign.status)}
        </Tag>
      ),
    },
    {
      key: 'audience',
      title: 'Audience',
      render: (_, campaign) => <AudienceCell campaign={campaign} />,
    },
    {
      key: 'date',
      title: 'Sent or created on',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, campaign) =>
        campaign.sentOn
          ? `Sent ${formatDate(campaign.sentOn)}`
          : campaign.scheduledAtLocal
            ? `Scheduled ${campaign.scheduledAtLocal.replace('T', ' ')}`
            : `Created ${formatDate(campaign.createdOn)}`,
    },
    {
      key: 'actions',
      title: <span className="sr-only">Actions</span>,
      width: 180,
      render: (_, campaign) => (
        <Flex gap={0} wrap={false}>
          {!isDraftCampaign(campaign) && (
            <Link
              to={paths.campaignReport(campaign.id)}
              aria-label={`Report of ${campaign.name}`}
              onClick={(event) => event.stopPropagation()}
              style={{ alignSelf: 'center', padding: '0 8px', whiteSpace: 'nowrap' }}
            >
              <BarChartOutlined aria-hidden /> Report
            </Link>
          )}
          {isDraftCampaign(campaign) && (
            <Button
              type="link"
              icon={<EditOutlined aria-hidden />}
              aria-label={`Edit audience of ${campaign.name}`}
              onClick={(event) => {
                // The row opens the same drawer.
                event.stopPropagation();
                onEditAudience(campaign);
              }}
            >
              Edit audience
            </Button>
          )}
          <Button
            type="text"
            icon={<CopyOutlined aria-hidden />}
            aria-label={`Duplicate ${campaign.name}`}
            title="Duplicate"
            onClick={(event) => {
              event.stopPropagation();
              onDuplicate(campaign);
            }}
          />
          {ARCHIVABLE.has(campaign.status) && (
            <Button
              type="text"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Archive ${campaign.name}`}
              title="Archive"
              onClick={(event) => {
                event.stopPropagation();
                onArchive(campaign);
              }}
            />
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        tableLayout="auto"
        scroll={{ x: 880 }}
        locale={{ emptyText }}
        onRow={(campaign) =>
          isDraftCampaign(campaign)
            ? { onClick: () => onEditAudience(campaign), style: { cursor: 'pointer' } }
            : {}
        }
      />
      <TablePageFooter page={state.page} pageSize={state.pageSize} total={total} onChange={onStateChange} />
    </Flex>
  );
}
