import { EXPORT_COOLDOWN_MINUTES, ListMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { findList } from '../lists/lists.repository';
import { exportListJob } from './export-list.job';
import { findExportSince, insertExport } from './exports.repository';

/** One export per list per 30 minutes; a repeat answers requestExist so the page can say so. */
export const requestExport = async (
  ctx: AppContext,
  input: { accountId: string; userId: string; listId: number; archiveContacts: boolean; timezoneOffset: number },
): Promise<{ requestExist: boolean; exportId: number | null }> => {
  const list = await findList(ctx.db, input.accountId, input.listId);
  if (!list) throw new NotFoundError(ListMessages.listNotFound);
  const since = new Date(Date.now() - EXPORT_COOLDOWN_MINUTES * 60 * 1000);
  if (await findExportSince(ctx.db, input.accountId, input.listId, since)) return { requestExist: true, exportId: null };
  const exportId = await insertExport(ctx.db, {
    accountId: input.accountId,
    listId: list.id,
    listName: list.name,
    requestedBy: input.userId,
    archiveContacts: input.archiveContacts,
    timezoneOffset: input.timezoneOffset,
  });
  await ctx.jobs.send(exportListJob, { accountId: input.accountId, exportId }, { singletonKey: `export-${input.accountId}-${exportId}` });
  return { requestExist: false, exportId };
};
