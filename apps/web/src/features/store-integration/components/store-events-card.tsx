import { Alert, Button, Card, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ReloadOutlined } from '@ant-design/icons';
import { SHOPIFY_V2_EVENTS, STORE_EVENTS_SHOWN, type StoreWebhookReceipt } from '@sendwell/contracts';
import { formatDateTime } from '../../../lib/format';
import { useStoreEvents } from '../api/get-store-events';
import { storeKeys } from '../api/store-keys';

const LABELS = new Map<string, string>(SHOPIFY_V2_EVENTS.map((event) => [event.key, event.label]));

/** 'Placed Order ×1, Ordered Product ×2' as tags. */
const recorded = (receipt: StoreWebhookReceipt) => {
  if (receipt.note) return <Typography.Text type="secondary">{receipt.note}</Typography.Text>;
  const counts = new Map<string, number>();
  for (const name of receipt.events) counts.set(name, (counts.get(name) ?? 0) + 1);
  return (
    <Flex gap={4} wrap>
      {[...counts].map(([name, count]) => (
        <Tag key={name} color="green" style={{ marginInlineEnd: 0 }}>
          {LABELS.get(name) ?? name}
          {count > 1 ? ` ×${count}` : ''}
        </Tag>
      ))}
    </Flex>
  );
};

const columns: TableColumnsType<StoreWebhookReceipt> = [
  {
    key: 'received',
    title: 'Received',
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    render: (_, receipt) => formatDateTime(receipt.receivedOn),
  },
  {
    key: 'topic',
    title: 'Topic',
    render: (_, receipt) => <Typography.Text code>{receipt.topic || '—'}</Typography.Text>,
  },
  { key: 'contact', title: 'Contact', render: (_, receipt) => receipt.email ?? '—' },
  { key: 'recorded', title: 'Recorded', render: (_, receipt) => recorded(receipt) },
];

export function StoreEventsCard() {
  const events = useStoreEvents();
  const queryClient = useQueryClient();
  return (
    <Card
      title="Latest events received"
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: storeKeys.all })}
          loading={events.isFetching}
        >
          Refresh
        </Button>
      }
    >
      {events.isError && (
        <Alert type="error" showIcon title={events.error.message} style={{ marginBottom: 16 }} />
      )}
      <Table
        rowKey={(receipt) => `${receipt.eventId}-${receipt.receivedOn}`}
        columns={columns}
        dataSource={events.data}
        loading={events.isPending}
        pagination={false}
        size="small"
        scroll={{ x: 640 }}
        locale={{
          emptyText: (
            <Empty description={`No webhooks received yet. The latest ${STORE_EVENTS_SHOWN} show here.`} />
          ),
        }}
      />
    </Card>
  );
}
