import type { FastifyInstance } from 'fastify';
import { billingRoutes, downgradeRoutes } from '@sendwell/contracts';
import { getDowngradeRequest, requestDowngrade } from './request-downgrade';
import { registerStripeWebhook } from './stripe-webhook.routes';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { rawBodyOf, withRawJsonBodies } from '../../platform/raw-body';
import { getCheckoutSession } from './get-checkout-session';
import { getSubscription } from './get-subscription';
import { listBillingHistory } from './list-billing-history';
import { listPlans } from './list-plans';
import { paySandboxCheckout } from './pay-sandbox-checkout';
import { quotePlanPrice } from './quote-plan';
import { applyPaymentEvent } from './apply-payment-event';
import { verifySandboxEvent } from './receive-sandbox-event';
import { SANDBOX_PROVIDER, SANDBOX_SIGNATURE_HEADER } from './sandbox-provider';
import { startCheckout } from './start-checkout';
import { registerBillingUsageRoutes } from './billing-usage.routes';
import { registerBillingAccountRoutes } from './billing-account.routes';
import { registerBillingRenewalRoutes } from './billing-renewals.routes';
import { registerShopifyBillingRoutes } from './shopify-billing.routes';
import { registerIntegrationRoutes } from './integrations.routes';

/** A sandbox checkout token is a secret worth guessing at: a few tries a minute per client. */
const TOKEN_RATE = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const registerBillingRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, billingRoutes.plans, ({ auth }) => listPlans(ctx.db, auth.accountId));
  registerRoute(app, billingRoutes.subscription, ({ auth }) => getSubscription(ctx.db, auth.accountId));
  registerRoute(app, billingRoutes.quote, async ({ body }) => quotePlanPrice(body));
  registerRoute(app, billingRoutes.checkout, ({ auth, body }) => startCheckout(ctx, auth, { ...body, kind: 'plan' }));
  registerRoute(app, billingRoutes.history, ({ auth }) => listBillingHistory(ctx.db, auth.accountId));
  registerRoute(
    app,
    billingRoutes.checkoutSession,
    ({ params }) => getCheckoutSession(ctx.db, params.token),
    TOKEN_RATE,
  );
  registerRoute(
    app,
    billingRoutes.sandboxPay,
    ({ params, body }) => paySandboxCheckout(ctx, params.token, body),
    TOKEN_RATE,
  );

  withRawJsonBodies(app, (scope) => {
    registerRoute(
      scope,
      billingRoutes.sandboxWebhook,
      async ({ body }) => ({ applied: await applyPaymentEvent(ctx.db, SANDBOX_PROVIDER, body, ctx.now()) }),
      {
        verifyWebhook: async (request) => {
          const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
          const raw = rawBodyOf(request) ?? Buffer.alloc(0);
          const { accountId } = await verifySandboxEvent(
            ctx,
            raw,
            typeof signature === 'string' ? signature : undefined,
          );
          return { accountId, sourceId: 0 };
        },
      },
    );
  });

  registerBillingUsageRoutes(app, ctx);
  registerBillingAccountRoutes(app, ctx);
  registerBillingRenewalRoutes(app, ctx);
  registerIntegrationRoutes(app, ctx);
  registerStripeWebhook(app, ctx);
  registerShopifyBillingRoutes(app, ctx);
  registerRoute(app, downgradeRoutes.getDowngradeRequest, ({ auth }) => getDowngradeRequest(ctx.db, auth.accountId));
  registerRoute(app, downgradeRoutes.requestDowngrade, ({ auth, body }) => requestDowngrade(ctx, auth, body));
};
