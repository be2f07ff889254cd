import { Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { AppleOutlined } from '@ant-design/icons';
import type { ActivityKind, ContactDetail } from '@sendwell/contracts';
import { formatDateTime } from '../../../lib/format';

type Activity = ContactDetail['activity'][number];

const KINDS: Record<ActivityKind, { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'default' },
  opened: { label: 'Opened', color: 'blue' },
  clicked: { label: 'Clicked', color: 'green' },
  submitted: { label: 'Submitted', color: 'purple' },
};

const columns: TableColumnsType<Activity> = [
  {
    key: 'kind',
    title: 'Activity',
    width: 210,
    render: (_, activity) => (
      <>
        <Tag color={KINDS[activity.kind].color}>{KINDS[activity.kind].label}</Tag>
        {activity.isApplePrivacyOpen && (
          <Tooltip title="Apple privacy open: Apple Mail loaded the email on its own, so this may not be a real open">
            <Tag icon={<AppleOutlined aria-hidden />} aria-label="Apple privacy open">
              Apple privacy
            </Tag>
          </Tooltip>
        )}
      </>
    ),
  },
  {
    key: 'campaign',
    title: 'Campaign',
    render: (_, activity) => (
      <>
        <div>{activity.campaignName}</div>
        {activity.link && (
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {activity.link}
          </Typography.Text>
        )}
      </>
    ),
  },
  { key: 'date', title: 'Date', width: 190, render: (_, activity) => formatDateTime(activity.occurredAt) },
];

/** The contact's latest sends, opens, clicks and submissions. */
export function ContactActivityList({ activity }: { activity: Activity[] }) {
  return (
    <Table
      size="small"
      rowKey={(entry) => `${entry.kind}-${entry.campaignId}-${entry.occurredAt}-${entry.link ?? ''}`}
      columns={columns}
      dataSource={activity}
      pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
    />
  );
}
