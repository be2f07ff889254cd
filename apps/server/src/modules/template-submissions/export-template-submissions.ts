import type { AppContext } from '../../platform/context';
import { requestSubmissionsExport } from '../exports/request-submissions-export';
import { getTemplateRow } from '../templates/get-template';
import type { SubmissionScope } from './template-submissions.repository';

/** Spec 3 §7: starts the emailed export of a template's submissions; the file lands in the Download centre. */
export const exportTemplateSubmissions = async (
  ctx: AppContext,
  scope: SubmissionScope & { userId: string },
): Promise<{ exportId: number }> => {
  const template = await getTemplateRow(ctx.db, scope.accountId, scope.templateId);
  return requestSubmissionsExport(ctx, {
    accountId: scope.accountId,
    userId: scope.userId,
    templateId: template.id,
    campaignId: scope.campaignId ?? null,
    name: `${template.name} submissions`,
  });
};
