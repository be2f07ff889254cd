import type { DuplicateTemplateRequest } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { getTemplateContent, getTemplateRow } from './get-template';
import { insertTemplate } from './templates.repository';

/** POST /api/duplicateTemplate: a new template with the original's current content, kind and email type. */
export const duplicateTemplate = async (
  db: Db,
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
    thumbnailPath: original.thumbnailPath,
  });
  return { id };
};
