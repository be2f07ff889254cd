import type { FastifyInstance } from 'fastify';
import { devRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { listOutbox } from '../../platform/mail';

const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * Captured mail, for trying Sendwell without an SMTP server. It holds every password-reset link, so it
 * is served only outside production, only while mail is captured, and only to this machine: the socket's
 * own peer address decides, never a header a client could forge.
 */
export const registerDevRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  if (ctx.config.env === 'production' || ctx.config.smtpUrl) return;
  registerRoute(app, devRoutes.listOutbox, async ({ query, request }) => {
    if (!isLoopback(request.socket.remoteAddress)) throw new NotFoundError(`No route GET /api/dev/outbox`);
    return { data: await listOutbox(ctx.db, query.to) };
  });
};
