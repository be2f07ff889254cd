import type { FastifyInstance } from 'fastify';
import { billingUsageRoutes as routes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { getInvoice } from './get-invoice';
import { getUsage } from './get-usage';
import { getUsageReport } from './get-usage-report';
import { getPlanLimits } from './plan-limits';

/** Usage against the plan, its report, and the invoices of payments received. */
export const registerBillingUsageRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, routes.usage, ({ auth }) => getUsage(ctx.db, auth.accountId, ctx.now()));
  registerRoute(app, routes.planLimits, ({ auth }) => getPlanLimits(ctx.db, auth.accountId, ctx.now()));
  registerRoute(app, routes.publicUsage, ({ auth }) => getUsage(ctx.db, auth.accountId, ctx.now()));
  registerRoute(
    app,
    routes.usageReport,
    async ({ auth, reply }) => {
      const report = await getUsageReport(ctx.db, auth.accountId, ctx.now());
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`);
      return reply.send(report.csv);
    },
    { rawResponse: true },
  );
  registerRoute(
    app,
    routes.invoice,
    async ({ auth, params, reply }) => {
      const invoice = await getInvoice(ctx.db, auth.accountId, params.id);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.fileName}"`);
      return reply.send(invoice.pdf);
    },
    { rawResponse: true },
  );
};
