import type { FastifyInstance } from 'fastify';
import { templateCheckerRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { sendPreviewPage } from '../templates/send-preview-page';
import { checkTemplate } from './check-template';
import { previewDarkTemplate } from './preview-dark-template';

export const registerTemplateCheckerRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, templateCheckerRoutes.check, async ({ auth, params }) => ({
    data: await checkTemplate(ctx.db, auth.accountId, params.id),
  }));
  registerRoute(
    app,
    templateCheckerRoutes.darkPreview,
    async ({ auth, params, reply }) =>
      sendPreviewPage(reply, await previewDarkTemplate(ctx.db, auth.accountId, params.id)),
    { rawResponse: true },
  );
};
