import { TemplateMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { getTemplateRow } from './get-template';

export interface TemplateThumbnail {
  key: string;
  /** The content version the image shows. */
  version: number;
}

/** GET /api/templates/{id}/thumbnail: the stored image of a live template of the account, once it is drawn. */
export const getTemplateThumbnail = async (
  db: Db,
  accountId: string,
  id: number,
): Promise<TemplateThumbnail> => {
  const row = await getTemplateRow(db, accountId, id);
  if (row.thumbnailStatus !== 'ready' || row.thumbnailPath === null || row.thumbnailVersion === null) {
    throw new NotFoundError(TemplateMessages.thumbnailNotFound);
  }
  return { key: row.thumbnailPath, version: row.thumbnailVersion };
};
