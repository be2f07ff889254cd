import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Input, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { OutboxMessage } from '@sendwell/contracts';
import { isApiRequestError } from '../../../lib/api-client';
import { useOutbox } from '../api/list-outbox';
import { lazyDialog } from '../../../components/lazy-component';
import { PageTitle } from '../../../components/page-heading';

// Fetched when a message is first opened: the page shows the list without it.
const OutboxMessageDrawer = lazyDialog(() => import('./outbox-message-drawer').then((m) => m.OutboxMessageDrawer));

const columns: TableColumnsType<OutboxMessage> = [
  { key: 'to', title: 'To', dataIndex: 'to', ellipsis: true },
  {
    key: 'subject',
    title: 'Subject',
    dataIndex: 'subject',
    // A real button so the row can be opened from the keyboard too; the click bubbles to the row.
    render: (subject: string) => (
      <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
        {subject || '(no subject)'}
      </Button>
    ),
  },
  {
    key: 'received',
    title: 'Received',
    dataIndex: 'createdAt',
    width: 220,
    render: (createdAt: string) => new Date(createdAt).toLocaleString(),
  },
];

/** Mail the server captured instead of sending (no SMTP configured); development only. */
export function OutboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Local state, not just the URL: the router applies URL changes in a transition, which would keep the
  // unfiltered rows on screen for a moment after filtering.
  const [to, setTo] = useState(() => searchParams.get('to') ?? '');
  const outbox = useOutbox(to ? { to } : {});
  const [selectedId, setSelectedId] = useState<string>();

  const messages = useMemo(
    () => [...(outbox.data?.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [outbox.data],
  );
  const selected = messages.find((message) => message.id === selectedId);

  return (
    <Flex vertical gap={16}>
      <div>
        <PageTitle>Dev outbox</PageTitle>
        <Typography.Text type="secondary">
          Email captured because no SMTP server is configured. Click a message to read it and follow its
          links.
        </Typography.Text>
      </div>
      <Flex gap={12} wrap align="center">
        {/* A plain label rather than a Form.Item: a form's code is large for one search field on a dev page. */}
        <Flex align="center" gap={8} style={{ flex: 1, maxWidth: 560 }}>
          <label htmlFor="outbox-recipient">Recipient:</label>
          <Input.Search
            id="outbox-recipient"
            defaultValue={to}
            placeholder="name@example.com"
            allowClear
            enterButton="Filter"
            onSearch={(value) => {
              const recipient = value.trim();
              setTo(recipient);
              setSearchParams(recipient ? { to: recipient } : {}, { replace: true });
            }}
            style={{ flex: 1 }}
          />
        </Flex>
        <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          Refresh
        </Button>
      </Flex>
      {outbox.isError && (
        <Alert
          type={isApiRequestError(outbox.error, 404) ? 'info' : 'error'}
          showIcon
          title={
            isApiRequestError(outbox.error, 404)
              ? 'The outbox is only available while the server runs in development mode.'
              : outbox.error.message
          }
        />
      )}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={messages}
        loading={outbox.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: to ? `No mail captured for ${to}` : 'No mail captured yet' }}
        onRow={(message) => ({ onClick: () => setSelectedId(message.id), style: { cursor: 'pointer' } })}
      />
      {selected && <OutboxMessageDrawer message={selected} onClose={() => setSelectedId(undefined)} />}
    </Flex>
  );
}
