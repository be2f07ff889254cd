import type { TemplateCheck } from '@sendwell/contracts';
import { checkTemplate as checkTemplateHtml, isMarketingTemplate } from '@sendwell/domain/template-checker';
import type { Db } from '../../db/database';
import { getTemplate, getTemplateContent } from '../templates/get-template';

/** GET /api/template/{id}/check: the checker's findings on the HTML of the template's current version, as it is sent. */
export const checkTemplate = async (db: Db, accountId: string, id: number): Promise<TemplateCheck> => {
  const template = await getTemplate(db, accountId, id);
  const content = await getTemplateContent(db, accountId, id);
  return checkTemplateHtml(content.html, { marketing: isMarketingTemplate(template) });
};
