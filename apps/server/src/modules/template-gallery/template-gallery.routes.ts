import type { FastifyInstance } from 'fastify';
import { templateGalleryRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { sendPreviewPage } from '../templates/send-preview-page';
import { getGalleryFilters } from './get-gallery-filters';
import { listGalleryTemplates } from './list-gallery-templates';
import { previewGalleryTemplate } from './preview-gallery-template';

export const registerTemplateGalleryRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, templateGalleryRoutes.defaultTemplates, async ({ auth }) => ({
    data: await listGalleryTemplates(ctx.db, auth.accountId, ctx.now()),
  }));
  registerRoute(app, templateGalleryRoutes.filters, async () => ({
    templateGalleryFilters: getGalleryFilters(),
  }));
  registerRoute(
    app,
    templateGalleryRoutes.preview,
    async ({ params, reply }) => sendPreviewPage(reply, await previewGalleryTemplate(params.id)),
    { rawResponse: true },
  );
};
