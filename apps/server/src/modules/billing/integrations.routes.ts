import type { FastifyInstance } from 'fastify';
import { integrationRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { listIntegrations } from './list-integrations';
import { requestIntegrationSetup } from './request-integration-setup';

/** The integration cards and their lock by plan. */
export const registerIntegrationRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, integrationRoutes.listIntegrations, ({ auth }) =>
    listIntegrations(ctx.db, auth.accountId),
  );
  registerRoute(app, integrationRoutes.requestIntegrationSetup, ({ auth, params }) =>
    requestIntegrationSetup(ctx, auth, params.key),
  );
};
