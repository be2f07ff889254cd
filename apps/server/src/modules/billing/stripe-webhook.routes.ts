import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stripeBillingRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { rawBodyOf, withRawJsonBodies } from '../../platform/raw-body';
import { applyPaymentEvent } from './apply-payment-event';
import { verifyStripeEvent, type StripeNews } from './receive-stripe-event';
import { saveStripeCard } from './stripe-cards.repository';
import { STRIPE_PROVIDER, STRIPE_SIGNATURE_HEADER } from './stripe-provider';

/** Events proven by the route's webhook check, for its handler to apply. */
const proven = new WeakMap<FastifyRequest, StripeNews>();

/**
 * POST /api/billing/webhooks/stripe: the signature is checked over the raw bytes before anything is read; what
 * the event changes is written in one transaction.
 */
export const registerStripeWebhook = (app: FastifyInstance, ctx: AppContext): void => {
  withRawJsonBodies(app, (scope) => {
    registerRoute(
      scope,
      stripeBillingRoutes.stripeWebhook,
      async ({ request }) => {
        const news = proven.get(request);
        const { event, card } = news ?? { event: null, card: null };
        if (!event && !card) return { applied: false };
        const applied = await ctx.db.transaction().execute(async (trx) => {
          if (event) return applyPaymentEvent(trx, STRIPE_PROVIDER, event, ctx.now());
          return card ? saveStripeCard(trx, card, ctx.now()) : false;
        });
        return { applied };
      },
      {
        verifyWebhook: async (request) => {
          const signature = request.headers[STRIPE_SIGNATURE_HEADER];
          const news = await verifyStripeEvent(
            ctx,
            rawBodyOf(request) ?? Buffer.alloc(0),
            typeof signature === 'string' ? signature : undefined,
          );
          proven.set(request, news);
          // An event Sendwell does not act on is for no account of ours.
          return { accountId: news.accountId ?? '', sourceId: 0 };
        },
      },
    );
  });
};
