import { Alert, App, Button, Card, Form, Input, Radio, Space } from 'antd';
import { ConnectStoreRequest, WebhookMessages, type StoreConnection } from '@sendwell/contracts';
import { optionalSchemaRule, schemaRule } from '../../../lib/form-rules';
import { useServerError } from '../../../lib/use-server-error';
import { useConnectStore } from '../api/connect-store';

interface ConnectStoreFormProps {
  /** The connection being replaced, whose address and version fill the form. */
  current?: StoreConnection | null;
  onDone?: () => void;
  onCancel?: () => void;
}

interface FormValues {
  shopDomain: string;
  sharedSecret: string;
  integrationVersion: 1 | 2;
  adminAccessToken?: string;
}

export function ConnectStoreForm({ current, onDone, onCancel }: ConnectStoreFormProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const connect = useConnectStore();
  const serverError = useServerError(form);

  const onFinish = (values: FormValues) => {
    serverError.clear();
    const { adminAccessToken, ...connection } = values;
    // Only version 2 bills through the store; an empty field keeps billing in Sendwell.
    const token = values.integrationVersion === 2 ? adminAccessToken?.trim() : undefined;
    connect.mutate(token ? { ...connection, adminAccessToken: token } : connection, {
      onSuccess: () => {
        message.success(WebhookMessages.storeConnected);
        onDone?.();
      },
      onError: serverError.onError,
    });
  };

  return (
    <Card title={current ? 'Change the store connection' : 'Connect your store'}>
      {serverError.message && (
        <Alert type="error" showIcon title={serverError.message} style={{ marginBottom: 16 }} />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
        initialValues={{
          shopDomain: current?.shopDomain ?? '',
          sharedSecret: '',
          integrationVersion: current?.integrationVersion ?? 2,
          adminAccessToken: '',
        }}
      >
        <Form.Item
          label="Store address"
          name="shopDomain"
          rules={[schemaRule(ConnectStoreRequest.shape.shopDomain)]}
        >
          <Input placeholder="my-shop.myshopify.com" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Shared secret"
          name="sharedSecret"
          extra="The secret your store signs its webhooks with (HMAC-SHA256). Webhooks whose signature does not match are refused."
          rules={[schemaRule(ConnectStoreRequest.shape.sharedSecret)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Integration version" name="integrationVersion">
          <Radio.Group
            options={[
              { value: 2, label: 'Version 2: store events for segments (recommended)' },
              { value: 1, label: 'Version 1: orders only' },
            ]}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['integrationVersion']}>
          {({ getFieldValue }) =>
            getFieldValue('integrationVersion') === 2 && (
              <Form.Item
                label="Admin API access token (optional)"
                name="adminAccessToken"
                extra="With it, your Sendwell plan is billed through Shopify in USD. It is stored encrypted and never shown again."
                rules={[optionalSchemaRule(ConnectStoreRequest.shape.adminAccessToken)]}
              >
                <Input.Password autoComplete="new-password" placeholder="shpat_…" />
              </Form.Item>
            )
          }
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={connect.isPending}>
            {current ? 'Save connection' : 'Connect store'}
          </Button>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        </Space>
      </Form>
    </Card>
  );
}
