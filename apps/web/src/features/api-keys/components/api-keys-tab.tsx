import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyModal } from './create-api-key-modal';

/** /app/settings/apikey: the account's keys for the public API. */
export function ApiKeysTab() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          API keys let your own systems add contacts, manage lists and send events to Sendwell.{' '}
          <Typography.Link href="/api/docs" target="_blank">
            API reference
          </Typography.Link>
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </Flex>
      {keys.isError && <Alert type="error" showIcon title={keys.error.message} />}
      <ApiKeysTable keys={keys.data} loading={keys.isPending} />
      <CreateApiKeyModal open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
}
