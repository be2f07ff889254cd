import type { FastifyInstance } from 'fastify';
import { campaignSendingRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { cancelCampaignSend } from './cancel-campaign-send';
import { getCampaignProgress } from './get-campaign-progress';
import { pauseCampaignSend } from './pause-campaign-send';
import { resumeCampaignSend } from './resume-campaign-send';
import { startCampaignSend } from './start-campaign-send';

export const registerCampaignSendingRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, campaignSendingRoutes.send, ({ auth, params }) =>
    startCampaignSend(ctx, auth.accountId, params.id),
  );
  registerRoute(app, campaignSendingRoutes.pause, ({ auth, params }) =>
    pauseCampaignSend(ctx, auth.accountId, params.id),
  );
  registerRoute(app, campaignSendingRoutes.resume, ({ auth, params }) =>
    resumeCampaignSend(ctx, auth.accountId, params.id),
  );
  registerRoute(app, campaignSendingRoutes.cancel, ({ auth, params }) =>
    cancelCampaignSend(ctx, auth.accountId, params.id),
  );
  registerRoute(app, campaignSendingRoutes.progress, ({ auth, params }) =>
    getCampaignProgress(ctx.db, auth.accountId, params.id, ctx.now()),
  );
};
