import type { IntegrationCard } from '@sendwell/contracts';
import { findIntegration, integrationIncluded, IntegrationMessages } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { insertIntegrationRequest, listIntegrationRequests } from './integrations.repository';
import { accountPlanId, toIntegrationCard } from './list-integrations';

/** Refuses an integration the account's plan does not include, whatever the page showed. */
export const assertIntegrationIncluded = async (db: AppContext['db'], accountId: string, key: string) => {
  const integration = findIntegration(key);
  if (!integration) throw new NotFoundError(IntegrationMessages.unknown);
  const planId = await accountPlanId(db, accountId);
  if (!integrationIncluded(integration, planId))
    throw new ForbiddenError(IntegrationMessages.locked, 'PLAN_UPGRADE_REQUIRED');
  return { integration, planId };
};

/** POST /api/integrations/:key/setup-request: asks our team to set up an integration the plan includes. */
export const requestIntegrationSetup = async (
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  auth: AccountAuth,
  key: string,
): Promise<{ integration: IntegrationCard }> => {
  const { integration, planId } = await assertIntegrationIncluded(db, auth.accountId, key);
  await insertIntegrationRequest(db, { accountId: auth.accountId, key, userId: auth.userId, at: now() });
  const requests = await listIntegrationRequests(db, auth.accountId);
  const requestedAt = requests.find((request) => request.key === key)?.requestedAt;
  return { integration: toIntegrationCard(integration, planId, requestedAt) };
};
