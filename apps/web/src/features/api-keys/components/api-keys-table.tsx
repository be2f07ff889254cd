import { App, Button, Empty, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ApiKeyMessages, type ApiKeyRecord } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useRevokeApiKey } from '../api/revoke-api-key';

/** Spec 3 §8: settings notifications show bottom right for 10 seconds. */
const NOTICE = { placement: 'bottomRight', duration: 10 } as const;

function RevokeButton({ apiKey, disabled }: { apiKey: ApiKeyRecord; disabled: boolean }) {
  const { notification } = App.useApp();
  const revoke = useRevokeApiKey();
  const label = apiKey.name || apiKey.apiKey;
  return (
    <Popconfirm
      title="Revoke this API key?"
      description="Calls made with it are refused from now on. This cannot be undone."
      okText="Revoke"
      okButtonProps={{ danger: true, loading: revoke.isPending }}
      disabled={disabled}
      onConfirm={() =>
        revoke.mutateAsync(apiKey.keyId).then(
          () => notification.success({ ...NOTICE, title: ApiKeyMessages.revoked }),
          (error: unknown) =>
            notification.error({
              ...NOTICE,
              title: errorMessage(error),
              description: ApiKeyMessages.keepYouUpdated,
            }),
        )
      }
    >
      <Button type="link" danger aria-label={`Revoke ${label}`} disabled={disabled} title={disabled ? ApiKeyMessages.limitedAccess : undefined}>
        Revoke
      </Button>
    </Popconfirm>
  );
}

const columnsFor = (mayRevoke: boolean): TableColumnsType<ApiKeyRecord> => [
  {
    key: 'name',
    title: 'Name',
    render: (_, key) =>
      key.name ? (
        <Typography.Text strong>{key.name}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">Unnamed</Typography.Text>
      ),
  },
  {
    key: 'apiKey',
    title: 'API key',
    render: (_, key) =>
      key.revokedOn ? <Tag>Revoked</Tag> : <Typography.Text code>{key.apiKey}</Typography.Text>,
  },
  { key: 'created', title: 'Created', render: (_, key) => formatDate(key.createdOn) },
  {
    key: 'lastUsed',
    title: 'Last used',
    render: (_, key) => (key.lastUsedOn ? formatDateTime(key.lastUsedOn) : 'Never'),
  },
  {
    key: 'actions',
    title: <span className="sr-only">Actions</span>,
    align: 'right',
    render: (_, key) =>
      key.revokedOn ? (
        <Typography.Text type="secondary">Revoked {formatDate(key.revokedOn)}</Typography.Text>
      ) : (
        <RevokeButton apiKey={key} disabled={!mayRevoke} />
      ),
  },
];

export function ApiKeysTable({ keys, loading, mayRevoke }: { keys: ApiKeyRecord[] | undefined; loading: boolean; mayRevoke: boolean }) {
  return (
    <Table
      rowKey="keyId"
      columns={columnsFor(mayRevoke)}
      dataSource={keys}
      loading={loading}
      pagination={false}
      tableLayout="auto"
      scroll={{ x: 720 }}
      locale={{
        emptyText: (
          <Empty description="No API keys yet. Create one to call the public API from your own systems." />
        ),
      }}
    />
  );
}
