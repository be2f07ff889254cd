import { Alert, Col, Modal, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ListRecord } from '@sendwell/contracts';
import { formatCount, formatPercent } from '../../../lib/format';
import { useListEngagement } from '../api/get-list-engagement';
import { EngagementChart } from './engagement-chart';

interface EngagementModalProps {
  list: ListRecord;
  title: string;
  onClose: () => void;
}

/** Growth (contacts joined) and engagement (sends, unique opens and clicks) over the last 30 days. */
export function EngagementModal({ list, title, onClose }: EngagementModalProps) {
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
      <Typography.Paragraph type="secondary">
        {list.name} · last {data?.days ?? 30} days. Rates are over contacts who were sent at least one email.
      </Typography.Paragraph>
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
