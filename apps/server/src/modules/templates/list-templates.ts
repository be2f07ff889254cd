import type { TemplateWithResponses } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { toTemplateRecord } from './template-record';
import { selectTemplates } from './templates.repository';

/**
 * GET /api/allTemplates/responsesCount: live templates, most recently changed first. Responses come from
 * interactive campaigns sent with a template; no campaign is sent with one yet, so every count is 0.
 */
export const listTemplates = async (db: Db, accountId: string): Promise<TemplateWithResponses[]> =>
  (await selectTemplates(db, accountId)).map((row) => ({ template: toTemplateRecord(row), responseCount: 0 }));
