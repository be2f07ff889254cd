import type { IntegrationCard } from '@sendwell/contracts';
import {
  INTEGRATIONS,
  integrationIncluded,
  integrationPlanName,
  type IntegrationDefinition,
} from '@sendwell/domain';
import type { Db } from '../../db/database';
import { findSubscription } from './billing.repository';
import { listIntegrationRequests } from './integrations.repository';

/** The integration connected in the product itself; the others are set up by our team. */
const SELF_SERVE: ReadonlySet<string> = new Set(['shopify']);

/** The paid plan the account is on; null on the free plans, and while Shopify holds the plan frozen. */
export const accountPlanId = async (db: Db, accountId: string) => {
  const subscription = await findSubscription(db, accountId);
  return subscription && !subscription.suspended ? subscription.planId : null;
};

export const toIntegrationCard = (
  integration: IntegrationDefinition,
  planId: Awaited<ReturnType<typeof accountPlanId>>,
  requestedAt: Date | undefined,
): IntegrationCard => ({
  key: integration.key,
  name: integration.name,
  category: integration.category,
  planName: integrationPlanName(integration.tier),
  locked: !integrationIncluded(integration, planId),
  selfServe: SELF_SERVE.has(integration.key),
  requestedAt: requestedAt?.toISOString() ?? null,
});

/** GET /api/integrations: every integration, locked where the account's plan does not include it. */
export const listIntegrations = async (db: Db, accountId: string): Promise<{ data: IntegrationCard[] }> => {
  const [planId, requests] = await Promise.all([
    accountPlanId(db, accountId),
    listIntegrationRequests(db, accountId),
  ]);
  const requested = new Map(requests.map((request) => [request.key, request.requestedAt]));
  return {
    data: INTEGRATIONS.map((integration) =>
      toIntegrationCard(integration, planId, requested.get(integration.key)),
    ),
  };
};
