import { darkModeHtml } from '@sendwell/domain/template-checker';
import type { Db } from '../../db/database';
import { getTemplateContent } from '../templates/get-template';

/** GET /api/template/{id}/check/dark-preview: the current version's HTML as clients that force dark mode show it. */
export const previewDarkTemplate = async (db: Db, accountId: string, id: number): Promise<string> =>
  darkModeHtml((await getTemplateContent(db, accountId, id)).html);
