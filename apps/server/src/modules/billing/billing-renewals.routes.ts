import type { FastifyInstance } from 'fastify';
import { billingRenewalRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { getPendingInvoices } from './get-pending-invoices';
import { payPendingInvoice } from './pay-pending-invoice';

/** The invoices renewals leave due. */
export const registerBillingRenewalRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, billingRenewalRoutes.getPendingInvoices, ({ auth }) => getPendingInvoices(ctx, auth));
  registerRoute(app, billingRenewalRoutes.payPendingInvoice, ({ auth, params }) =>
    payPendingInvoice(ctx, auth, params.id),
  );
};
