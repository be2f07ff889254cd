import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shopifyBillingRoutes as routes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { withRawJsonBodies } from '../../platform/raw-body';
import { confirmShopifySubscription } from './confirm-shopify-subscription';
import { receiveShopifyWebhook, verifyShopifyWebhook, type ShopifyDelivery } from './receive-shopify-webhook';
import { startShopifySubscription } from './start-shopify-subscription';

/** Deliveries proven by the route's webhook check, for its handler to apply. */
const proven = new WeakMap<FastifyRequest, ShopifyDelivery>();

/** Spec 2 §4.4: plans bought through Shopify billing, and Shopify's word on them. */
export const registerShopifyBillingRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, routes.createSubscription, ({ auth, body }) => startShopifySubscription(ctx, auth, body));
  registerRoute(app, routes.confirmSubscription, ({ auth, params }) => confirmShopifySubscription(ctx, auth.accountId, params.paymentId));
  withRawJsonBodies(app, (scope) => {
    registerRoute(
      scope,
      routes.webhook,
      async ({ request, body }) => {
        const delivery = proven.get(request);
        return { applied: delivery ? await receiveShopifyWebhook(ctx, delivery, body) : false };
      },
      {
        verifyWebhook: async (request) => {
          const delivery = await verifyShopifyWebhook(ctx, request);
          proven.set(request, delivery);
          return { accountId: delivery.accountId, sourceId: 0 };
        },
      },
    );
  });
};
