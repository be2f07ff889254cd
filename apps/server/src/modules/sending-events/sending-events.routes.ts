import type { FastifyInstance } from 'fastify';
import { senderRoutes, sendingEventRoutes as routes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { readTextBodiesAsJson } from '../../platform/text-input';
import { SegmentCatchUp } from '../public-api/segment-catch-up';
import { createSenderWebhook } from './create-sender-webhook';
import { getEventWebhook } from './get-event-webhook';
import { getSenderWebhook } from './get-sender-webhook';
import { receiveSendingWebhook } from './receive-sending-webhook';
import { verifyEventWebhook } from './verify-event-webhook';
import { sendingWebhookVerifier } from './verify-sending-webhook';

export const registerSendingEventRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const segments = new SegmentCatchUp(ctx.jobs, (message) => ctx.log.warn(message));
  app.addHook('onClose', () => segments.flush());
  registerRoute(app, routes.getWebhook, ({ auth, params }) =>
    getSenderWebhook(ctx.db, auth.accountId, params.id),
  );
  registerRoute(app, routes.createWebhook, ({ auth, params }) =>
    createSenderWebhook(ctx.db, ctx.config.appUrl, auth.accountId, params.id),
  );
  // Settings → Sender settings: the webhook verification modal (spec 3 §4, §7).
  registerRoute(app, senderRoutes.getEventWebhook, ({ auth, query }) =>
    getEventWebhook(ctx.db, auth.accountId, query.id),
  );
  for (const call of ['verifyWebhook', 'verifySesWebhook', 'verifySmtpWebhook'] as const) {
    registerRoute(app, senderRoutes[call], ({ auth, body }) =>
      verifyEventWebhook(ctx, auth.accountId, body.id, call),
    );
  }
  // Amazon SNS posts its JSON as text/plain, so this address reads that as JSON too.
  void app.register(async (scope) => {
    readTextBodiesAsJson(scope);
    registerRoute(
      scope,
      routes.receive,
      async ({ auth, body }) => {
        const { answer, changedContactIds } = await receiveSendingWebhook(ctx, auth, body);
        segments.contactsChanged(auth.accountId, changedContactIds);
        return answer;
      },
      { verifyWebhook: sendingWebhookVerifier(ctx.db) },
    );
  });
};
