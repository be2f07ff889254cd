import type { FastifyInstance } from 'fastify';
import { templateBlockListRoutes, templateBlockRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { getStoreIntegrationVersion } from '../segments/get-store-info';
import { sendPreviewPage } from '../templates/send-preview-page';
import { getBlockData } from './get-block-data';
import { listBlockCatalogue, listFreezeBlocks } from './list-ready-blocks';
import { listSavedBlocks } from './list-saved-blocks';
import { previewBlock } from './preview-block';
import { saveBlock } from './save-block';

export const registerTemplateBlockRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, templateBlockListRoutes.catalogue, async () => listBlockCatalogue());
  registerRoute(app, templateBlockListRoutes.savedBlocks, async ({ auth }) => ({
    data: await listSavedBlocks(ctx.db, auth.accountId),
  }));
  registerRoute(app, templateBlockListRoutes.freezeBlocks, async ({ auth }) => ({
    freezeBlocks: listFreezeBlocks((await getStoreIntegrationVersion(ctx.db, auth.accountId)) !== null),
  }));
  registerRoute(app, templateBlockRoutes.blockData, async ({ auth, params }) => ({
    data: await getBlockData(ctx, auth.accountId, params.id),
  }));
  registerRoute(
    app,
    templateBlockListRoutes.preview,
    async ({ auth, params, reply }) =>
      sendPreviewPage(reply, await previewBlock(ctx, auth.accountId, params.id)),
    { rawResponse: true },
  );
  registerRoute(app, templateBlockRoutes.saveBlock, ({ auth, body }) =>
    saveBlock(ctx.db, { accountId: auth.accountId, userId: auth.userId, block: body }),
  );
};
