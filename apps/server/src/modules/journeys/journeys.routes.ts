import type { FastifyInstance } from 'fastify';
import { journeyRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { getJourney } from './get-journey';
import { listJourneys } from './list-journeys';

export const registerJourneyRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, journeyRoutes.list, async ({ auth, query }) => ({
    data: await listJourneys(ctx.db, auth.accountId, query),
  }));
  registerRoute(app, journeyRoutes.get, ({ auth, params }) => getJourney(ctx.db, auth.accountId, params.id));
};
