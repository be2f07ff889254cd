import { exportListJob, handleExportList } from './modules/exports/export-list.job';
import { handleRefreshList, refreshListJob } from './modules/lists/refresh-list.job';
import type { AppContext } from './platform/context';

/** Every background job this process works on when it runs as a worker. */
export const startWorkers = async (ctx: AppContext): Promise<void> => {
  await ctx.jobs.work(exportListJob, (payload) => handleExportList(ctx, payload), { concurrency: 1 });
  await ctx.jobs.work(refreshListJob, (payload) => handleRefreshList(ctx.db, payload), { concurrency: 2 });
};
