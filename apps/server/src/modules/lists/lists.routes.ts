import type { FastifyInstance } from 'fastify';
import { ListMessages, listRoutes, type ListTablePage } from '@sendwell/contracts';
import { AccountCache } from '../../platform/account-cache';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { journeysTriggeredBy } from '../journeys/journeys.repository';
import { archiveList, restoreList } from './archive-list';
import { getList, listLists, listRecipientListChoices } from './list-lists';
import { getListEngagement } from './list-engagement';
import { findList, setListProcessing } from './lists.repository';
import { refreshListJob } from './refresh-list.job';
import { campaignPerformanceOfList } from '../campaigns/campaign-activity.repository';
import { renameList } from './rename-list';

const ok = { ok: true as const };

export const registerListRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  // Every open lists page polls this; its answers only change when the account's lists do.
  const tablePages = new AccountCache<ListTablePage>(ctx.changes, { tables: ['lists'] });
  registerRoute(app, listRoutes.listTable, ({ auth, query }) =>
    tablePages.get(auth.accountId, JSON.stringify(query), () => listLists(ctx.db, auth.accountId, query)),
  );
  registerRoute(app, listRoutes.allRecipientLists, ({ auth, query }) =>
    listRecipientListChoices(ctx.db, auth.accountId, query.includeArchived),
  );
  registerRoute(app, listRoutes.getList, ({ auth, params }) => getList(ctx.db, auth.accountId, params.id));
  registerRoute(app, listRoutes.rename, async ({ auth, body }) => {
    await renameList(ctx.db, auth.accountId, body.emailListId, body.name);
    return ok;
  });
  registerRoute(app, listRoutes.contactListInfo, async ({ auth, query }) => {
    if (!(await findList(ctx.db, auth.accountId, query.segmentId)))
      throw new NotFoundError(ListMessages.listNotFound);
    return { journeys: await journeysTriggeredBy(ctx.db, auth.accountId, query.segmentId) };
  });
  registerRoute(app, listRoutes.archive, async ({ auth, body }) => {
    await archiveList(ctx.db, auth.accountId, auth.role, body);
    return ok;
  });
  registerRoute(app, listRoutes.restore, async ({ auth, params }) => {
    await restoreList(ctx.db, auth.accountId, params.id);
    return ok;
  });
  registerRoute(app, listRoutes.refresh, async ({ auth, params }) => {
    const list = await findList(ctx.db, auth.accountId, params.id);
    if (!list) throw new NotFoundError(ListMessages.listNotFound);
    await setListProcessing(ctx.db, auth.accountId, list.id, true);
    await ctx.jobs.send(
      refreshListJob,
      { accountId: auth.accountId, listId: list.id },
      { singletonKey: `refresh-${auth.accountId}-${list.id}` },
    );
    return { id: list.id, processing: true, processingCount: 0, recipientsCount: list.recipientsCount };
  });
  registerRoute(app, listRoutes.engagement, ({ auth, params }) =>
    getListEngagement(ctx.db, auth.accountId, params.id),
  );
  registerRoute(app, listRoutes.campaigns, async ({ auth, params }) => {
    if (!(await findList(ctx.db, auth.accountId, params.id)))
      throw new NotFoundError(ListMessages.listNotFound);
    return { data: await campaignPerformanceOfList(ctx.db, auth.accountId, params.id) };
  });
  registerRoute(app, listRoutes.status, async ({ auth, params }) => {
    const list = await findList(ctx.db, auth.accountId, params.id);
    if (!list) throw new NotFoundError(ListMessages.listNotFound);
    return {
      id: list.id,
      processing: list.processing,
      processingCount: list.processingCount,
      recipientsCount: list.recipientsCount,
    };
  });
};
