import type { FastifyInstance } from 'fastify';
import { devRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { listOutbox } from '../../platform/mail';

/** Captured mail, for trying Sendwell without an SMTP server. Never served in production. */
export const registerDevRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  if (ctx.config.env === 'production') return;
  registerRoute(app, devRoutes.listOutbox, async ({ query }) => ({ data: await listOutbox(ctx.db, query.to) }));
};
