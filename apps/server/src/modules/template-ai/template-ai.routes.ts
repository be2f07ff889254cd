import type { FastifyInstance } from 'fastify';
import { templateAiRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { createAiTemplate } from './create-ai-template';

export const registerTemplateAiRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, templateAiRoutes.createAiTemplate, ({ auth, body }) =>
    createAiTemplate(ctx, { accountId: auth.accountId, userId: auth.userId, brief: body }),
  );
};
