import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ApiKeyMessages, apiKeyRoutes } from '@sendwell/contracts';
import { useMayCall } from '../../../lib/current-user';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeysTable } from './api-keys-table';
import { lazyDialog } from '../../../components/lazy-component';

// Fetched when it first opens: the page shows the keys without it.
const CreateApiKeyModal = lazyDialog(() => import('./create-api-key-modal').then((m) => m.CreateApiKeyModal));

/** /app/settings/apikey: the account's keys for the public API. */
export function ApiKeysTab() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const mayCreate = useMayCall(apiKeyRoutes.create);
  const mayRevoke = useMayCall(apiKeyRoutes.revoke);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          API keys let your own systems add contacts, manage lists and send events to Sendwell.{' '}
          <Typography.Link href="/api/docs" target="_blank" underline>
            API reference
          </Typography.Link>
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={!mayCreate}>
          Create API key
        </Button>
      </Flex>
      {!mayCreate && <Alert type="info" showIcon title={ApiKeyMessages.limitedAccess} />}
      {keys.isError && <Alert type="error" showIcon title={keys.error.message} />}
      <ApiKeysTable keys={keys.data} loading={keys.isPending} mayRevoke={mayRevoke} />
      {creating && <CreateApiKeyModal open onClose={() => setCreating(false)} />}
    </Flex>
  );
}
