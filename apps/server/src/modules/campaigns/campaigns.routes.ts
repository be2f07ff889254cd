import type { FastifyInstance } from 'fastify';
import { campaignRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { addToCampaignAudience } from './add-to-campaign-audience';
import { createCampaign } from './create-campaign';
import { getCampaign, listCampaigns } from './list-campaigns';
import { setCampaignAudience } from './set-campaign-audience';

export const registerCampaignRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, campaignRoutes.list, ({ auth, query }) => listCampaigns(ctx.db, auth.accountId, query));
  registerRoute(app, campaignRoutes.get, ({ auth, params }) => getCampaign(ctx.db, auth.accountId, params.id));
  registerRoute(app, campaignRoutes.create, ({ auth, body }) => createCampaign(ctx.db, auth.accountId, body));
  registerRoute(app, campaignRoutes.setAudience, ({ auth, params, body }) =>
    setCampaignAudience(ctx.db, auth.accountId, params.id, body.listIds),
  );
  registerRoute(app, campaignRoutes.addToAudience, ({ auth, params, body }) =>
    addToCampaignAudience(ctx.db, auth.accountId, params.id, body.listId),
  );
};
