import { useState } from 'react';
import { Alert, Flex, Skeleton } from 'antd';
import { useStoreConnection } from '../api/get-store-connection';
import { ConnectStoreForm } from './connect-store-form';
import { StoreConnectionCard } from './store-connection-card';
import { StoreEventsCard } from './store-events-card';

/** /app/settings/store-integration: connect a store by its webhook secret and watch what it sends. */
export function StoreIntegrationTab() {
  const connection = useStoreConnection();
  const [changing, setChanging] = useState(false);
  if (connection.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (connection.isError) return <Alert type="error" showIcon title={connection.error.message} />;
  const current = connection.data;
  return (
    <Flex vertical gap={24}>
      <div style={{ maxWidth: 760 }}>
        {current && !changing ? (
          <StoreConnectionCard connection={current} onChange={() => setChanging(true)} />
        ) : (
          <ConnectStoreForm
            current={current}
            onDone={() => setChanging(false)}
            onCancel={current ? () => setChanging(false) : undefined}
          />
        )}
      </div>
      <StoreEventsCard />
    </Flex>
  );
}
