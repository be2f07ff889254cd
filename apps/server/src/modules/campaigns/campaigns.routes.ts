import type { FastifyInstance } from 'fastify';
import { campaignRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { addToCampaignAudience } from './add-to-campaign-audience';
import { archiveCampaign } from './archive-campaign';
import { createCampaign } from './create-campaign';
import { duplicateCampaign } from './duplicate-campaign';
import { getCampaign, listCampaigns } from './list-campaigns';
import { renameCampaign } from './rename-campaign';
import { reviewCampaign } from './review-campaign';
import { scheduleCampaign } from './schedule-campaign';
import { sendCampaignTest } from './send-campaign-test';
import { setCampaignAudience } from './set-campaign-audience';
import { setCampaignContent } from './set-campaign-content';
import { setCampaignExclusions } from './set-campaign-exclusions';
import { unscheduleCampaign } from './unschedule-campaign';

export const registerCampaignRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, campaignRoutes.list, ({ auth, query }) => listCampaigns(ctx.db, auth.accountId, query));
  registerRoute(app, campaignRoutes.get, ({ auth, params }) =>
    getCampaign(ctx.db, auth.accountId, params.id),
  );
  registerRoute(app, campaignRoutes.create, ({ auth, body }) => createCampaign(ctx.db, auth.accountId, body));
  registerRoute(app, campaignRoutes.setAudience, ({ auth, params, body }) =>
    setCampaignAudience(ctx.db, auth.accountId, params.id, body.listIds),
  );
  registerRoute(app, campaignRoutes.addToAudience, ({ auth, params, body }) =>
    addToCampaignAudience(ctx.db, auth.accountId, params.id, body.listId),
  );
  registerRoute(app, campaignRoutes.setContent, ({ auth, params, body }) =>
    setCampaignContent(ctx.db, auth.accountId, params.id, body),
  );
  registerRoute(app, campaignRoutes.setExclusions, ({ auth, params, body }) =>
    setCampaignExclusions(ctx.db, auth.accountId, params.id, body.listIds),
  );
  registerRoute(app, campaignRoutes.review, ({ auth, params }) =>
    reviewCampaign(ctx.db, auth.accountId, params.id),
  );
  registerRoute(app, campaignRoutes.sendTest, ({ auth, params }) =>
    sendCampaignTest(ctx, { accountId: auth.accountId, userId: auth.userId, campaignId: params.id }),
  );
  registerRoute(app, campaignRoutes.schedule, ({ auth, params, body }) =>
    scheduleCampaign(ctx, auth.accountId, params.id, body.sendAt),
  );
  registerRoute(app, campaignRoutes.unschedule, ({ auth, params }) =>
    unscheduleCampaign(ctx.db, auth.accountId, params.id),
  );
  registerRoute(app, campaignRoutes.rename, ({ auth, params, body }) =>
    renameCampaign(ctx.db, auth.accountId, params.id, body.name),
  );
  registerRoute(app, campaignRoutes.duplicate, ({ auth, params }) =>
    duplicateCampaign(ctx.db, auth.accountId, params.id),
  );
  registerRoute(app, campaignRoutes.archive, ({ auth, params }) =>
    archiveCampaign(ctx.db, auth.accountId, params.id),
  );
};
