import { useState } from 'react';
import { Alert, Flex, Skeleton } from 'antd';
import { storeIntegrationRoutes, WebhookMessages } from '@sendwell/contracts';
import { lazyComponent } from '../../../components/lazy-component';
import { useMayCall } from '../../../lib/current-user';
import { useStoreConnection } from '../api/get-store-connection';
import { StoreConnectionCard } from './store-connection-card';
import { IntegrationCards } from './integration-cards';
import { StoreEventsCard } from './store-events-card';

/*
 * The form (Form, Radio, the address and secret rules) is fetched when it shows: before a store is
 * connected, or to change it. A connected store's tab shows the connection and its events without it.
 */
const ConnectStoreForm = lazyComponent(
  () => import('./connect-store-form').then((module) => module.ConnectStoreForm),
  <Skeleton active paragraph={{ rows: 5 }} />,
);

/**
 * /app/settings/store-integration: the integration cards, locked by plan; connect a store by its webhook
 * secret and watch what it sends.
 */
export function StoreIntegrationTab() {
  const connection = useStoreConnection();
  const [changing, setChanging] = useState(false);
  const mayConnect = useMayCall(storeIntegrationRoutes.connect);
  if (connection.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (connection.isError) return <Alert type="error" showIcon title={connection.error.message} />;
  const current = connection.data;
  return (
    <Flex vertical gap={24}>
      <IntegrationCards />
      <div style={{ maxWidth: 760 }}>
        {!mayConnect && (
          <Alert
            type="info"
            showIcon
            title={WebhookMessages.limitedAccess}
            style={{ marginBottom: current ? 16 : 0 }}
          />
        )}
        {current && (!changing || !mayConnect) ? (
          <StoreConnectionCard
            connection={current}
            onChange={mayConnect ? () => setChanging(true) : undefined}
          />
        ) : !mayConnect ? null : (
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
