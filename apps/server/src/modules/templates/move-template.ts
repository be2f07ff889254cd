import { TemplateActionMessages, TemplateMessages, type Template } from '@sendwell/contracts';
import { foldCase } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { getTemplateFolders } from '../accounts/template-folders';
import { getTemplate, getTemplateRow } from './get-template';
import { updateTemplateFolder } from './templates.repository';

/** POST /api/template/{id}/folder: the folder is named as the user typed it, in any case; null takes the template out. */
export const moveTemplate = async (
  db: Db,
  accountId: string,
  id: number,
  folder: string | null,
): Promise<Template> => {
  await getTemplateRow(db, accountId, id);
  let stored: string | null = null;
  if (folder !== null) {
    const match = (await getTemplateFolders(db, accountId)).find(
      (existing) => foldCase(existing) === foldCase(folder),
    );
    if (match === undefined)
      throw new BadRequestError(TemplateActionMessages.folderNotFound(folder), {
        folder: TemplateActionMessages.folderNotFound(folder),
      });
    stored = match;
  }
  if (!(await updateTemplateFolder(db, accountId, id, stored)))
    throw new NotFoundError(TemplateMessages.templateNotFound);
  return getTemplate(db, accountId, id);
};
