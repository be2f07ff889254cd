import type { FastifyInstance } from 'fastify';
import { templateSubmissionRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { exportTemplateSubmissions } from './export-template-submissions';
import { getTemplateInsights } from './get-template-insights';
import { listTemplateSubmissions } from './list-template-submissions';

const scopeOf = (accountId: string, query: { templateId: number; campaignId?: number | undefined }) => ({
  accountId,
  templateId: query.templateId,
  ...(query.campaignId === undefined ? {} : { campaignId: query.campaignId }),
});

export const registerTemplateSubmissionRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(
    app,
    templateSubmissionRoutes.exportSubmissions,
    ({ auth, query }) =>
      exportTemplateSubmissions(ctx, { ...scopeOf(auth.accountId, query), userId: auth.userId }),
    { csrfOnGet: true },
  );
  registerRoute(app, templateSubmissionRoutes.listSubmissions, ({ auth, query }) =>
    listTemplateSubmissions(ctx.db, scopeOf(auth.accountId, query), {
      page: query.page,
      pageSize: query.pageSize,
    }),
  );
  registerRoute(app, templateSubmissionRoutes.aggregation, async ({ auth, query }) => ({
    data: await getTemplateInsights(ctx.db, scopeOf(auth.accountId, query)),
  }));
};
