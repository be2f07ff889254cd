import type { FastifyInstance } from 'fastify';
import { billingAccountRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { allowFramingOfProviderPages } from './embeddable-pages';
import { getBillingAddress, updateBillingAddress } from './billing-address';
import { getPaymentMethod, getPaymentStatus, updatePaymentMethod } from './payment-method';
import { quoteCheckout } from './quote-checkout';
import { startCheckout } from './start-checkout';

/** The billing address, credit top-ups, the quote of any checkout, payment status and the saved card. */
export const registerBillingAccountRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const routes = billingAccountRoutes;
  allowFramingOfProviderPages(app);
  registerRoute(app, routes.getAddress, ({ auth }) => getBillingAddress(ctx.db, auth.accountId));
  registerRoute(app, routes.updateAddress, ({ auth, body }) => updateBillingAddress(ctx, auth, body));
  registerRoute(app, routes.quoteCheckout, ({ auth, body }) =>
    quoteCheckout(ctx.db, auth.accountId, body, ctx.now()),
  );
  registerRoute(app, routes.addTopUpToFixedPlan, ({ auth, body }) =>
    startCheckout(ctx, auth, { ...body, kind: 'emails' }),
  );
  registerRoute(app, routes.addContactsTopUpToFixedPlan, ({ auth, body }) =>
    startCheckout(ctx, auth, { ...body, kind: 'contacts' }),
  );
  registerRoute(app, routes.payment, ({ auth, params }) =>
    getPaymentStatus(ctx.db, auth.accountId, params.paymentId),
  );
  registerRoute(app, routes.getPaymentMethod, ({ auth }) => getPaymentMethod(ctx.db, auth.accountId));
  registerRoute(app, routes.updatePaymentMethod, ({ auth, body }) => updatePaymentMethod(ctx, auth, body));
};
