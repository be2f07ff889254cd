import type { FastifyInstance } from 'fastify';
import { apiKeyRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

export const registerApiKeyRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, apiKeyRoutes.create, ({ auth, body }) => createApiKey(ctx.db, auth.accountId, auth.userId, body));
  registerRoute(app, apiKeyRoutes.getAll, async ({ auth }) => ({ data: await listApiKeys(ctx.db, auth.accountId) }));
  registerRoute(app, apiKeyRoutes.revoke, ({ auth, body }) => revokeApiKey(ctx.db, auth.accountId, body.keyId));
};
