import { useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Row, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { integrationRoutes, type IntegrationCard } from '@sendwell/contracts';
import { IntegrationMessages } from '@sendwell/domain';
import { lazyDialog } from '../../../components/lazy-component';
import { errorMessage } from '../../../lib/api-client';
import { useMayCall } from '../../../lib/current-user';
import { useIntegrations, useRequestIntegrationSetup } from '../api/get-integrations';

/** Locked and open cards line up in rows of the same height. */
const CARD_HEIGHT = 102;

const PaidFeatureModal = lazyDialog(() => import('./paid-feature-modal').then((m) => m.PaidFeatureModal));

/** What an unlocked card offers: the store is connected below; the others are set up by our team. */
function CardAction({ card }: { card: IntegrationCard }) {
  const { notification } = App.useApp();
  const request = useRequestIntegrationSetup();
  const mayRequest = useMayCall(integrationRoutes.requestIntegrationSetup);
  if (card.selfServe) return <Typography.Text type="secondary">Connect it below</Typography.Text>;
  if (card.requestedAt) return <Tag color="blue">Setup requested</Tag>;
  if (!mayRequest) return null;
  return (
    <Button
      size="small"
      loading={request.isPending}
      onClick={() =>
        request.mutate(card.key, {
          onSuccess: () => notification.success({ title: IntegrationMessages.setupRequested, duration: 10 }),
          onError: (error) => notification.error({ title: errorMessage(error), duration: 10 }),
        })
      }
    >
      Request setup
    </Button>
  );
}

/**
 * Spec 3 §2.11 integration cards: every integration, those the plan does not include locked, with the tooltip
 * 'Upgrade plan to use this integration' and the paid-feature modal on a click.
 */
export function IntegrationCards() {
  const integrations = useIntegrations();
  const [locked, setLocked] = useState<string | null>(null);
  if (integrations.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (integrations.isError) return <Alert type="error" showIcon title={errorMessage(integrations.error)} />;
  return (
    <Card title={<h2 style={{ font: 'inherit', margin: 0 }}>Integrations</h2>}>
      <Row gutter={[16, 16]}>
        {integrations.data.data.map((card) => (
          <Col key={card.key} xs={24} sm={12} lg={8} xl={6}>
            {card.locked ? (
              <Tooltip title={IntegrationMessages.locked}>
                <Button
                  block
                  aria-label={`${card.name}: ${IntegrationMessages.locked}`}
                  onClick={() => setLocked(card.name)}
                  style={{
                    height: 'auto',
                    minHeight: CARD_HEIGHT,
                    padding: 12,
                    textAlign: 'left',
                    display: 'block',
                  }}
                >
                  <Flex justify="space-between" align="center">
                    <Typography.Text strong>{card.name}</Typography.Text>
                    <LockOutlined aria-hidden />
                  </Flex>
                  <Typography.Text type="secondary">
                    {card.category} · {card.planName} plan
                  </Typography.Text>
                </Button>
              </Tooltip>
            ) : (
              <Flex
                vertical
                gap={4}
                style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 12, minHeight: CARD_HEIGHT }}
              >
                <Typography.Text strong>{card.name}</Typography.Text>
                <Typography.Text type="secondary">{card.category}</Typography.Text>
                <div>
                  <CardAction card={card} />
                </div>
              </Flex>
            )}
          </Col>
        ))}
      </Row>
      {locked !== null && <PaidFeatureModal integration={locked} onClose={() => setLocked(null)} />}
    </Card>
  );
}
