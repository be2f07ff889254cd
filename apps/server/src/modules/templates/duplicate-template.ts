import type { DuplicateTemplateRequest } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { getTemplateContent, getTemplateRow } from './get-template';
import { queueTemplateThumbnail } from './render-template-thumbnail.job';
import { insertTemplate } from './templates.repository';

/**
 * POST /api/duplicateTemplate: a new template with the original's current content, kind and email type. Its
 * thumbnail is drawn afresh, so it never depends on the original's image.
 */
export const duplicateTemplate = async (
  { db, jobs }: Pick<AppContext, 'db' | 'jobs'>,
  request: { accountId: string; userId: string; body: DuplicateTemplateRequest },
): Promise<{ id: number }> => {
  const { accountId, body } = request;
  const original = await getTemplateRow(db, accountId, body.templateId);
  const content = await getTemplateContent(db, accountId, body.templateId);
  const id = await insertTemplate(db, {
    accountId,
    name: body.name,
    category: original.category,
    emailTypeId: original.emailTypeId,
    createdBy: request.userId,
    content,
  });
  await queueTemplateThumbnail(jobs, accountId, id);
  return { id };
};
