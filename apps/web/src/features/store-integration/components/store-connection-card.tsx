import { App, Button, Card, Descriptions, Popconfirm, Space, Typography } from 'antd';
import { shopifyBillingRoutes, STORE_WEBHOOK_TOPICS, WebhookMessages, type StoreConnection } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDisconnectStore } from '../api/disconnect-store';

interface StoreConnectionCardProps {
  connection: StoreConnection;
  /** Absent for members who may not change the connection: the card then only shows it. */
  onChange?: () => void;
}

export function StoreConnectionCard({ connection, onChange }: StoreConnectionCardProps) {
  const { message, notification } = App.useApp();
  const disconnect = useDisconnectStore();
  return (
    <Card
      title="Connected store"
      extra={
        onChange && (
          <Space>
            <Button onClick={onChange}>Change</Button>
            <Popconfirm
              title="Disconnect the store?"
              description="Its webhooks are refused from now on. Events already received stay."
              okText="Disconnect"
              okButtonProps={{ danger: true, loading: disconnect.isPending }}
              onConfirm={() =>
                disconnect.mutateAsync().then(
                  () => message.success(WebhookMessages.storeDisconnected),
                  (error: unknown) =>
                    notification.error({
                      title: errorMessage(error),
                      placement: 'bottomRight',
                      duration: 10,
                    }),
                )
              }
            >
              <Button danger>Disconnect</Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'store', label: 'Store', children: connection.shopDomain },
          {
            key: 'version',
            label: 'Integration version',
            children: `Version ${connection.integrationVersion}`,
          },
          {
            key: 'url',
            label: 'Webhook address',
            children: (
              <Typography.Text
                copyable={{ text: connection.webhookUrl, tooltips: ['Copy address', 'Copied'] }}
                code
                style={{ wordBreak: 'break-all' }}
              >
                {connection.webhookUrl}
              </Typography.Text>
            ),
          },
          { key: 'secret', label: 'Shared secret', children: connection.secretHint },
          { key: 'billing', label: 'Plan billing', children: connection.billingEnabled ? 'Through Shopify (USD)' : 'Through Sendwell' },
          { key: 'connected', label: 'Connected', children: formatDateTime(connection.connectedOn) },
          {
            key: 'last',
            label: 'Last webhook',
            children: connection.lastEventOn ? formatDateTime(connection.lastEventOn) : 'None yet',
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        In your store&apos;s admin, send the webhooks {STORE_WEBHOOK_TOPICS.join(', ')} to this address in
        JSON, signed with the shared secret.
      </Typography.Paragraph>
      {connection.billingEnabled && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          For plan billing, also send app_subscriptions/update to{' '}
          <Typography.Text code copyable={{ tooltips: ['Copy address', 'Copied'] }}>
            {`${window.location.origin}${shopifyBillingRoutes.webhook.path}`}
          </Typography.Text>
          , so your plan changes as soon as Shopify confirms the subscription.
        </Typography.Paragraph>
      )}
    </Card>
  );
}
