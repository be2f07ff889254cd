import { TemplateMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { archiveTemplateRow } from './templates.repository';

/**
 * DELETE /api/removeTemplate: the template leaves every list and cannot be opened again. Its rows stay, so
 * campaigns sent with it keep their record (the list calls this deleting; see docs/decisions.md).
 */
export const removeTemplate = async (db: Db, accountId: string, templateId: number): Promise<{ templateId: number }> => {
  if (!(await archiveTemplateRow(db, accountId, templateId))) throw new NotFoundError(TemplateMessages.templateNotFound);
  return { templateId };
};
