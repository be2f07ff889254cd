import type { CreateEditorTemplateRequest, SavedTemplateVersion } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { createMjmlTemplate } from '../templates/create-mjml-template';
import { getTemplateRow } from '../templates/get-template';

/**
 * POST /api/editor/templates: the first save of a document opened from the gallery (or blocks, or scratch)
 * makes the account's template; later saves add versions to it.
 */
export const createEditorTemplate = async (
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  request: { accountId: string; userId: string; body: CreateEditorTemplateRequest },
): Promise<SavedTemplateVersion> => {
  const { id } = await createMjmlTemplate(ctx, {
    accountId: request.accountId,
    userId: request.userId,
    name: request.body.name,
    mjml: request.body.mjml,
    project: request.body.project,
  });
  const row = await getTemplateRow(ctx.db, request.accountId, id);
  return { id, version: row.version, updatedOn: row.updatedAt.toISOString() };
};
