import type { FastifyInstance } from 'fastify';
import { billingRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { getSubscription } from './get-subscription';
import { listPlans } from './list-plans';
import { quotePlanPrice } from './quote-plan';

export const registerBillingRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, billingRoutes.plans, async () => listPlans());
  registerRoute(app, billingRoutes.subscription, ({ auth }) => getSubscription(ctx.db, auth.accountId));
  registerRoute(app, billingRoutes.quote, async ({ body }) => quotePlanPrice(body));
};
