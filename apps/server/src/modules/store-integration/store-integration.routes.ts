import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeIntegrationRoutes as routes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { rawBodyOf, withRawJsonBodies } from '../../platform/raw-body';
import { SegmentCatchUp } from '../public-api/segment-catch-up';
import { connectStore } from './connect-store';
import { disconnectStore } from './disconnect-store';
import { listStoreEvents } from './list-store-events';
import { receiveStoreWebhook } from './receive-store-webhook';
import { toStoreConnection } from './store-connection-record';
import { liveStoreConnection } from './store-integration.repository';
import { storeWebhookVerifier } from './verify-store-webhook';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const bodySha256Of = (request: FastifyRequest): Buffer => createHash('sha256').update(rawBodyOf(request) ?? '').digest();

/** The store's id of the event (the same across its retries), else the body's hash: identical deliveries are one. */
const deliveryIdOf = (request: FastifyRequest, bodySha256: Buffer): string =>
  header(request, 'x-shopify-event-id') ?? header(request, 'x-shopify-webhook-id') ?? `sha256:${bodySha256.toString('base64url')}`;

export const registerStoreIntegrationRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const segments = new SegmentCatchUp(ctx.jobs, (message) => ctx.log.warn(message));
  app.addHook('onClose', () => segments.flush());
  registerRoute(app, routes.getConnection, async ({ auth }) => {
    const row = await liveStoreConnection(ctx.db, auth.accountId);
    return { connection: row ? toStoreConnection(ctx.config.appUrl, row) : null };
  });
  registerRoute(app, routes.connect, ({ auth, body }) => connectStore(ctx.db, ctx.config, auth.accountId, body));
  registerRoute(app, routes.disconnect, async ({ auth }) => {
    await disconnectStore(ctx.db, auth.accountId);
    return { ok: true as const };
  });
  registerRoute(app, routes.latestEvents, async ({ auth }) => ({ data: await listStoreEvents(ctx.db, auth.accountId) }));

  withRawJsonBodies(app, (scope) => {
    registerRoute(
      scope,
      routes.receive,
      async ({ auth, body, request }) => {
        const bodySha256 = bodySha256Of(request);
        const delivery = { eventId: deliveryIdOf(request, bodySha256), bodySha256, topic: header(request, 'x-shopify-topic'), payload: body };
        const { answer, changedContactIds } = await receiveStoreWebhook(ctx.db, auth, delivery);
        segments.contactsChanged(auth.accountId, changedContactIds);
        return answer;
      },
      { verifyWebhook: storeWebhookVerifier(ctx.db) },
    );
  });
};
