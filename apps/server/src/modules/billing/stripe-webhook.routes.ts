import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stripeBillingRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { rawBodyOf, withRawJsonBodies } from '../../platform/raw-body';
import { applyPaymentEvent } from './apply-payment-event';
import type { PaymentEvent } from './payment-provider';
import { verifyStripeEvent } from './receive-stripe-event';
import { STRIPE_PROVIDER, STRIPE_SIGNATURE_HEADER } from './stripe-provider';

/** Events proven by the route's webhook check, for its handler to apply. */
const proven = new WeakMap<FastifyRequest, PaymentEvent | null>();

/** POST /api/billing/webhooks/stripe: the signature is checked over the raw bytes before anything is read. */
export const registerStripeWebhook = (app: FastifyInstance, ctx: AppContext): void => {
  withRawJsonBodies(app, (scope) => {
    registerRoute(
      scope,
      stripeBillingRoutes.stripeWebhook,
      async ({ request }) => {
        const event = proven.get(request);
        return {
          applied: event ? await applyPaymentEvent(ctx.db, STRIPE_PROVIDER, event, ctx.now()) : false,
        };
      },
      {
        verifyWebhook: async (request) => {
          const signature = request.headers[STRIPE_SIGNATURE_HEADER];
          const { event, accountId } = await verifyStripeEvent(
            ctx,
            rawBodyOf(request) ?? Buffer.alloc(0),
            typeof signature === 'string' ? signature : undefined,
          );
          proven.set(request, event);
          // An event Sendwell does not act on is for no account of ours.
          return { accountId: accountId ?? '', sourceId: 0 };
        },
      },
    );
  });
};
