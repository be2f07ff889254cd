import { Alert, Col, Flex, Modal, Row, Skeleton, Statistic, Typography } from 'antd';
import type { CampaignActivityCondition, ListRecord } from '@sendwell/contracts';
import { formatCount, formatPercent } from '../../../lib/format';
import { useListEngagement } from '../api/get-list-engagement';
import { ActivitySegmentMenu, type ActivitySegmentChoice } from './activity-segment-menu';
import { EngagementChart } from './engagement-chart';

/** Of the list's contacts, those who opened or clicked any campaign in the report's 30 days. */
const RECENT_SEGMENTS: readonly ActivitySegmentChoice[] = [
  { activity: 'hasOpened', label: 'Contacts who opened in the last 30 days' },
  { activity: 'hasClicked', label: 'Contacts who clicked in the last 30 days' },
];

interface EngagementModalProps {
  list: ListRecord;
  title: string;
  onClose: () => void;
  /** Make a segment of the list's contacts by their activity in any campaign of the last 30 days. */
  onCreateSegment: (activity: CampaignActivityCondition) => void;
}

/** Growth (contacts joined) and engagement (sends, unique opens and clicks) over the last 30 days. */
export function EngagementModal({ list, title, onClose, onCreateSegment }: EngagementModalProps) {
  const engagement = useListEngagement(list.id);
  const data = engagement.data;
  const stats = data
    ? [
        { key: 'joined', title: 'Contacts joined', value: formatCount(data.totals.joined) },
        { key: 'sent', title: 'Emails sent', value: formatCount(data.totals.sent) },
        { key: 'opens', title: 'Unique opens', value: formatCount(data.totals.uniqueOpens) },
        { key: 'clicks', title: 'Unique clicks', value: formatCount(data.totals.uniqueClicks) },
        { key: 'openRate', title: 'Open rate', value: formatPercent(data.totals.openRate) },
        { key: 'clickRate', title: 'Click rate', value: formatPercent(data.totals.clickRate) },
      ]
    : [];

  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={800} destroyOnHidden>
      <Flex justify="space-between" align="flex-start" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">
          {list.name} · last {data?.days ?? 30} days. Rates are over contacts who were sent at least one
          email.
        </Typography.Text>
        <ActivitySegmentMenu
          choices={RECENT_SEGMENTS}
          ariaLabel={`Create segment from ${list.name}`}
          onChoose={onCreateSegment}
        />
      </Flex>
      {engagement.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {engagement.isError && <Alert type="error" showIcon title={engagement.error.message} />}
      {data && (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
            {stats.map((stat) => (
              <Col key={stat.key} xs={12} sm={8} md={4}>
                <Statistic title={stat.title} value={stat.value} />
              </Col>
            ))}
          </Row>
          <EngagementChart daily={data.daily} />
        </>
      )}
    </Modal>
  );
}
