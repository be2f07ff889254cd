import type { AppContext } from '../../platform/context';
import { exportSubmissionsJob } from './export-submissions.job';
import { insertSubmissionsExport } from './exports.repository';

/**
 * Queues a CSV export of a template's submissions for the Download centre; the caller has checked that
 * the template is the account's.
 */
export const requestSubmissionsExport = async (
  ctx: AppContext,
  input: { accountId: string; userId: string; templateId: number; campaignId: number | null; name: string },
): Promise<{ exportId: number }> => {
  const exportId = await insertSubmissionsExport(ctx.db, {
    accountId: input.accountId,
    templateId: input.templateId,
    campaignId: input.campaignId,
    name: input.name,
    requestedBy: input.userId,
  });
  await ctx.jobs.send(
    exportSubmissionsJob,
    { accountId: input.accountId, exportId },
    { singletonKey: `export-${input.accountId}-${exportId}` },
  );
  return { exportId };
};
