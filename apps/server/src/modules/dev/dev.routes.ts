import type { FastifyInstance, FastifyRequest } from 'fastify';
import { devRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { listOutbox } from '../../platform/mail';

const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * From a browser on this machine: the connection's own peer address decides, never a header a client could
 * forge. A proxy on this machine connects from loopback too, on behalf of anyone; it announces itself with
 * a forwarding header, which a browser never sends, so such a request is not taken as local.
 */
const isFromThisMachine = (request: FastifyRequest): boolean =>
  isLoopback(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;

/**
 * Captured mail, for trying Sendwell without an SMTP server. It holds every password-reset link, so it
 * is served only outside production, only while mail is captured, and only to this machine.
 */
export const registerDevRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  if (ctx.config.env === 'production' || ctx.config.smtpUrl) return;
  registerRoute(app, devRoutes.listOutbox, async ({ query, request }) => {
    if (!isFromThisMachine(request)) throw new NotFoundError(`No route GET /api/dev/outbox`);
    return { data: await listOutbox(ctx.db, query.to) };
  });
};
